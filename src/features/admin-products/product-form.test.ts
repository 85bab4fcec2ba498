import { describe, expect, it } from 'vitest';
import { editedBody, emptyValues, errorLinks, stockIncomplete, mergeEdit, formErrors, productBody, readShown, readStockForm, readValues, type ProductFormValues } from './product-form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('the product form', () => {
  it('becomes the API body: rupees as numbers, empty declarations as null, the slug made from the name', () => {
    const values = readValues(
      form([
        ['name', 'Kolhapuri Masala (200 g)'],
        ['slug', ''],
        ['categoryId', 'c-spices'],
        ['price', '1,180.50'],
        ['mrp', '1200'],
        ['status', 'draft'],
        ['stock', '12'],
        ['allergens', 'mustard'],
        ['allergens', 'not-an-allergen'],
        ['allergens', 'sesame'],
        ['countryOfOrigin', 'India'],
      ]),
    );
    expect(values.allergens).toEqual(['sesame', 'mustard']);
    const body = productBody(values, { withStock: true });
    expect(body).toMatchObject({
      name: 'Kolhapuri Masala (200 g)',
      slug: 'kolhapuri-masala-200-g',
      price: 1180.5,
      mrp: 1200,
      stock: 12,
      netQuantity: null,
      packer: null,
      dietMark: null,
      shelfLifeDays: null,
      ingredients: null,
      fssaiLicence: null,
    });
    expect(productBody(values, { withStock: false })).not.toHaveProperty('stock');
  });

  it('sends what is not a number as typed, for the server to name the field', () => {
    const values = { ...emptyValues(), price: 'twelve', netQuantityValue: '200', netQuantityUnit: '', packerAddress: 'Kolhapur' };
    const body = productBody(values, { withStock: false });
    expect(body.price).toBe('twelve');
    expect(body.netQuantity).toEqual({ value: 200, unit: '' });
    expect(body.packer).toEqual({ name: '', address: 'Kolhapur' });
  });

  it("shows the server's nested messages beside the form's fields", () => {
    expect(formErrors({ 'netQuantity.unit': 'Choose a unit.', 'packer.name': 'Packer name is required.', 'allergens.1': 'Allergens must be among: …', price: 'Price must not be negative.' })).toEqual({
      netQuantityUnit: 'Choose a unit.',
      packerName: 'Packer name is required.',
      allergens: 'Allergens must be among: …',
      // Named as the form labels them: the API's "Price" and "Stock" are not on this form.
      price: 'Selling price must not be negative.',
    });
    expect(formErrors({ stock: 'Stock must be a whole number.' })).toEqual({ stock: 'Opening stock must be a whole number.' });
  });
});

describe("the server's messages on a new product's form", () => {
  // What POST /admin/products answers for the empty form: productBody sends the slug made from an
  // empty name, '', so the server refuses the slug too (docs/api.md).
  const refused = {
    name: 'Name is required.',
    slug: 'Slug may hold only lower-case letters, digits and single hyphens.',
    categoryId: 'Category is required.',
    price: 'Price must be an amount in rupees.',
  };

  it('shows no slug message for a slug left empty, as its hint asks, when the name is empty too', () => {
    const empty = emptyValues();
    expect(productBody(empty, { withStock: true }).slug).toBe('');
    expect(formErrors(refused, empty)).toEqual({ name: 'Name is required.', categoryId: 'Category is required.', price: 'Selling price must be an amount in rupees.' });
  });

  it('says so when the slug made from the name cannot be used, and keeps the message for a slug typed', () => {
    expect(formErrors(refused, { ...emptyValues(), name: 'मसाला' }).slug).toBe('No slug can be made from this name (it needs a letter from a to z or a digit): type one.');
    expect(formErrors({ slug: 'Another product already has this slug.' }, { ...emptyValues(), name: 'Til Chikki' })).toEqual({
      slug: 'Another product already has the slug “til-chikki”, made from the name: type a different slug.',
    });
    expect(formErrors(refused, { ...emptyValues(), slug: 'Til Chikki!' }).slug).toBe(refused.slug);
  });
});

describe('the stock form', () => {
  it('sets or adjusts, with a reason and an optional note', () => {
    expect(readStockForm(form([['mode', 'set'], ['amount', '40'], ['reason', 'restock'], ['note', '']])).body).toEqual({ set: 40, reason: 'restock' });
    expect(readStockForm(form([['mode', 'adjust'], ['amount', '-3'], ['reason', 'damaged'], ['note', 'Torn packs']])).body).toEqual({ adjust: -3, reason: 'damaged', note: 'Torn packs' });
    expect(readStockForm(form([['amount', ''], ['reason', '']])).body).toEqual({ set: '', reason: '' });
    // The stock the page showed goes with a count to set, not with a move by an amount.
    expect(readStockForm(form([['mode', 'set'], ['amount', '40'], ['reason', 'correction'], ['expected', '24']])).body).toEqual({ set: 40, reason: 'correction', expected: 24 });
    expect(readStockForm(form([['mode', 'adjust'], ['amount', '5'], ['reason', 'restock'], ['expected', '24']])).body).toEqual({ adjust: 5, reason: 'restock' });
  });
});

describe('a save from a page opened earlier', () => {
  const shown: ProductFormValues = { ...emptyValues(), name: 'Til Chikki', slug: 'til-chikki', categoryId: 'c-sweets', price: '100.00', mrp: '120.00', status: 'active', brand: 'Kagal Bachat Gat' };

  it('sends only what this edit changed, so a colleague\'s change to another field stays', () => {
    const now = { ...shown, status: 'archived', brand: 'Kagal Mahila Bachat Gat' };
    expect(editedBody({ ...shown, description: 'Crisp sesame and jaggery.' }, shown, now)).toEqual({ body: { description: 'Crisp sesame and jaggery.' }, conflicts: [] });
    expect(editedBody(shown, shown, now)).toEqual({ body: {}, conflicts: [] });
  });

  it('names a field this edit changed that was also changed since, to another value', () => {
    const now = { ...shown, price: '110.00', mrp: '125.00' };
    expect(editedBody({ ...shown, price: '105', mrp: '125' }, shown, now)).toEqual({ body: { price: 105, mrp: 125 }, conflicts: ['price'] });
    // The same change made twice is no conflict.
    expect(editedBody({ ...shown, price: '110' }, shown, now).conflicts).toEqual([]);
  });

  it('shows the product as it now is again, with only what this edit changed as typed', () => {
    const now = { ...shown, price: '110.00', status: 'draft' };
    const typed = { ...shown, price: '105', netQuantityValue: '250', netQuantityUnit: 'g', allergens: ['sesame' as const] };
    expect(mergeEdit(now, typed, ['price', 'netQuantity', 'allergens'])).toEqual({ ...now, price: '105', netQuantityValue: '250', netQuantityUnit: 'g', allergens: ['sesame'] });
  });

  it('reads the form as it was shown back from its hidden field, and nothing from a broken one', () => {
    expect(readShown(form([['shown', JSON.stringify({ ...shown, allergens: ['sesame', 'gluten-free?'] })]]))).toEqual({ ...shown, allergens: ['sesame'] });
    expect(readShown(form([['shown', '{"name": 3}']]))).toBeNull();
    expect(readShown(form([['shown', 'not json']]))).toBeNull();
    expect(readShown(form([]))).toBeNull();
  });
});

describe("a refused save's links to its fields", () => {
  it('names each field once, as the form does, and goes to its input, or to the message of a group of choices', () => {
    const errors = formErrors({
      mrp: 'MRP must not be below the selling price.',
      'netQuantity.value': 'Net quantity is required.',
      'netQuantity.unit': 'Unit is required.',
      dietMark: 'Choose a mark.',
      stock: 'Stock must be a number.',
    });
    expect(errorLinks(errors)).toEqual([
      { label: 'MRP', href: '#product-mrp' },
      { label: 'Net quantity', href: '#product-netQuantityValue' },
      { label: 'Veg mark', href: '#product-dietMark-error' },
      { label: 'Opening stock', href: '#product-stock' },
    ]);
  });
});

describe('a stock change with its quantity or reason left empty', () => {
  it('says what to fill in, by the form\'s words', () => {
    expect(stockIncomplete({ mode: 'set', amount: ' ', reason: '', note: '' })).toBe(
      'Nothing was changed. Fill in “Quantity” and choose a “Reason”, then press Change stock again.',
    );
    expect(stockIncomplete({ mode: 'adjust', amount: '-2', reason: '', note: '' })).toBe('Nothing was changed. Choose a “Reason”, then press Change stock again.');
  });
  it("leaves a change with both given to the server's sentence", () => {
    expect(stockIncomplete({ mode: 'adjust', amount: '-30', reason: 'damaged', note: '' })).toBeUndefined();
  });
});
