// The product form (new and edit): the posted form's values as typed, the JSON body the admin API
// takes (docs/api.md, "Back-office"), and the values a saved product fills the form with. The
// server validates; this only shapes. A number field that is not a number is sent as typed, so
// the server's message for the field ('Price must be an amount in rupees.') is the one shown.
import { ALLERGENS, type Allergen } from '@/shared/declarations';
import { STAFF_STOCK_REASONS } from '@/shared/catalogue';
import { editSince } from '@/lib/edits';
import { slugFromName } from '@/shared/slug';
import { errorsInFormWords, type FieldWords } from '@/features/admin-frame/field-words';
import type { StaffProduct } from './admin-products.api';

const TEXT_FIELDS = [
  'name',
  'slug',
  'description',
  'features',
  'storageAndUsage',
  'brand',
  'categoryId',
  'price',
  'mrp',
  'status',
  'stock',
  'netQuantityValue',
  'netQuantityUnit',
  'ingredients',
  'dietMark',
  'shelfLifeDays',
  'packerName',
  'packerAddress',
  'countryOfOrigin',
  'fssaiLicence',
] as const;

export type ProductFormValues = Record<(typeof TEXT_FIELDS)[number], string> & { allergens: Allergen[] };

/** A new product's form: a draft made in India, nothing else chosen. */
export const emptyValues = (): ProductFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  status: 'draft',
  stock: '0',
  countryOfOrigin: 'India',
  allergens: [],
});

/** The form filled with a saved product. */
export function valuesFromProduct(p: StaffProduct): ProductFormValues {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    features: p.features,
    storageAndUsage: p.storageAndUsage,
    brand: p.brand,
    categoryId: p.category._id,
    price: p.price.toFixed(2),
    mrp: p.mrp.toFixed(2),
    status: p.status,
    stock: String(p.stock_quantity),
    netQuantityValue: p.netQuantity ? String(p.netQuantity.value) : '',
    netQuantityUnit: p.netQuantity?.unit ?? '',
    ingredients: p.ingredients ?? '',
    dietMark: p.dietMark ?? '',
    shelfLifeDays: p.shelfLifeDays === null ? '' : String(p.shelfLifeDays),
    packerName: p.packer?.name ?? '',
    packerAddress: p.packer?.address ?? '',
    countryOfOrigin: p.countryOfOrigin,
    fssaiLicence: p.fssaiLicence ?? '',
    allergens: [...p.allergens],
  };
}

/** The posted form's values, as typed. */
export function readValues(form: FormData): ProductFormValues {
  const values = emptyValues();
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  const chosen = form.getAll('allergens');
  values.allergens = ALLERGENS.filter((a) => chosen.includes(a));
  return values;
}

/** A number as typed: the number when it reads as one, else the text for the server to refuse. */
const numberOrText = (value: string): number | string => {
  const trimmed = value.trim().replace(/,/g, '');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value.trim();
};
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The JSON body for POST /admin/products (with the opening stock) or PATCH /admin/products/{id}. */
export function productBody(values: ProductFormValues, { withStock }: { withStock: boolean }): Record<string, unknown> {
  const quantity = values.netQuantityValue.trim() || values.netQuantityUnit ? { value: numberOrText(values.netQuantityValue), unit: values.netQuantityUnit } : null;
  const packer = values.packerName.trim() || values.packerAddress.trim() ? { name: values.packerName, address: values.packerAddress } : null;
  return {
    name: values.name,
    slug: values.slug.trim() || slugFromName(values.name),
    description: values.description,
    features: values.features,
    storageAndUsage: values.storageAndUsage,
    brand: values.brand,
    categoryId: values.categoryId,
    price: numberOrText(values.price),
    mrp: numberOrText(values.mrp),
    status: values.status,
    netQuantity: quantity,
    ingredients: orNull(values.ingredients),
    allergens: values.allergens,
    dietMark: orNull(values.dietMark),
    shelfLifeDays: values.shelfLifeDays.trim() === '' ? null : numberOrText(values.shelfLifeDays),
    packer,
    countryOfOrigin: values.countryOfOrigin,
    fssaiLicence: orNull(values.fssaiLicence.trim()),
    ...(withStock ? { stock: numberOrText(values.stock) } : {}),
  };
}

/** The form's labels for the body's fields, as a message names them. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  features: 'Features',
  storageAndUsage: 'Storage and usage',
  brand: 'Brand (maker)',
  categoryId: 'Category',
  price: 'Selling price',
  mrp: 'MRP',
  status: 'Status',
  netQuantity: 'Net quantity',
  ingredients: 'Ingredients',
  allergens: 'Allergens',
  dietMark: 'Veg mark',
  shelfLifeDays: 'Shelf life',
  packer: 'Packer',
  countryOfOrigin: 'Country of origin',
  fssaiLicence: 'FSSAI licence number',
};

/**
 * The fields this form labels otherwise than the API's messages name them (the API's names are the
 * products CSV's columns too): "Price must be an amount in rupees." under "Selling price (₹)".
 */
export const PRODUCT_WORDS: FieldWords = { price: { api: 'Price', form: 'Selling price' }, stock: { api: 'Stock', form: 'Opening stock' } };

/** The stock form's amount, sent as `set`, is "Quantity" on the form, as `adjust`'s messages already say. */
export const STOCK_WORDS: FieldWords = { set: { api: 'Stock', form: 'Quantity' } };

/** The form's own fields that stand for one field of the body (formErrors maps the other way). */
const BODY_FIELD_OF: Record<string, string> = { netQuantityValue: 'netQuantity', netQuantityUnit: 'netQuantity', packerName: 'packer', packerAddress: 'packer' };
/** Choices in a group have no one input to go to: their message, under the group, is gone to instead. */
const GROUPS = new Set(['dietMark', 'allergens']);

/**
 * The fields a refused save names (formErrors' keys), each as a link from the message by the Save
 * button to the field: on a phone the form is many screens long, and the field is seldom on the
 * screen where Save was pressed.
 */
export function errorLinks(errors: Record<string, string>): { label: string; href: string }[] {
  const links = Object.keys(errors).map((name) => ({
    label: name === 'stock' ? 'Opening stock' : (FIELD_LABELS[BODY_FIELD_OF[name] ?? name] ?? name),
    href: `#product-${name}${GROUPS.has(name) ? '-error' : ''}`,
  }));
  // The net quantity's number and unit (or the packer's name and address) refused together: one link, to the first.
  return links.filter((link, i) => links.findIndex((other) => other.label === link.label) === i);
}

/**
 * What a save from the edit form changes (decision 107): the body's fields whose value differs from
 * the form as it was shown (`shown`), compared as the API takes them (`110` and `110.00` are one
 * price), and those also changed since (`now`) to another value: conflicts.
 */
export function editedBody(values: ProductFormValues, shown: ProductFormValues, now: ProductFormValues) {
  const body = (v: ProductFormValues) => productBody(v, { withStock: false });
  return editSince(body(values), body(shown), body(now));
}

/** The form's fields that hold each field of the body. */
const FORM_FIELDS_OF: Record<string, (keyof ProductFormValues)[]> = {
  netQuantity: ['netQuantityValue', 'netQuantityUnit'],
  packer: ['packerName', 'packerAddress'],
};

/**
 * The form to show again after a save refused for a colleague's change: the product as it now is,
 * with what this edit changed (`changed`, the body's fields) as typed. Fields this edit left alone
 * show their new values, so saving again does not put back the old ones.
 */
export function mergeEdit(now: ProductFormValues, typed: ProductFormValues, changed: string[]): ProductFormValues {
  const merged: ProductFormValues = { ...now, allergens: [...now.allergens] };
  for (const key of changed) {
    for (const field of FORM_FIELDS_OF[key] ?? [key as keyof ProductFormValues]) {
      if (field === 'allergens') merged.allergens = [...typed.allergens];
      else if (field in typed) merged[field as Exclude<keyof ProductFormValues, 'allergens'>] = typed[field as Exclude<keyof ProductFormValues, 'allergens'>];
    }
  }
  return merged;
}

/** The form as it was shown, sent back in a hidden field (`shown`); null when missing or not one. */
export function readShown(form: FormData): ProductFormValues | null {
  const raw = form.get('shown');
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ProductFormValues>;
    const values = emptyValues();
    for (const name of TEXT_FIELDS) {
      if (typeof parsed[name] !== 'string') return null;
      values[name] = parsed[name];
    }
    values.allergens = Array.isArray(parsed.allergens) ? ALLERGENS.filter((a) => parsed.allergens!.includes(a)) : [];
    return values;
  } catch {
    return null;
  }
}

/**
 * The server names nested fields by their path ('netQuantity.value', 'packer.name', 'allergens.2');
 * the form's field that shows each message, in the form's words (PRODUCT_WORDS). With the form as typed (`typed`): a slug left empty,
 * as its hint asks, was made from the name, so its message speaks of that; none when the name is
 * empty too (the name's own message says what to do).
 */
export function formErrors(byPath: Record<string, string>, typed?: ProductFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  const field = (path: string) => {
    if (path === 'netQuantity' || path === 'netQuantity.value') return 'netQuantityValue';
    if (path === 'netQuantity.unit') return 'netQuantityUnit';
    if (path === 'packer' || path === 'packer.name') return 'packerName';
    if (path === 'packer.address') return 'packerAddress';
    if (path.startsWith('allergens')) return 'allergens';
    return path;
  };
  for (const [path, message] of Object.entries(byPath)) fields[field(path)] ??= message;
  if (typed && fields.slug && typed.slug.trim() === '') {
    const made = slugFromName(typed.name);
    if (typed.name.trim() === '') delete fields.slug;
    else if (made === '') fields.slug = 'No slug can be made from this name (it needs a letter from a to z or a digit): type one.';
    else if (/already has this slug/.test(fields.slug)) fields.slug = `Another product already has the slug “${made}”, made from the name: type a different slug.`;
  }
  return errorsInFormWords(fields, PRODUCT_WORDS);
}

export type StockFormValues = { mode: 'set' | 'adjust'; amount: string; reason: string; note: string };

export const STOCK_REASON_LABELS: Record<(typeof STAFF_STOCK_REASONS)[number], string> = {
  restock: 'Restock (new goods in)',
  correction: 'Correction (count was wrong)',
  damaged: 'Damaged or spoilt',
};

/**
 * What a stock change refused with its quantity or reason left empty is answered, in the Stock card:
 * what to fill in, by the form's words (the server says "Stock must be a number." of an empty
 * Quantity). Undefined when both were given: the server's sentence is the answer then.
 */
export function stockIncomplete(values: StockFormValues): string | undefined {
  const missing = [values.amount.trim() === '' && 'fill in “Quantity”', values.reason === '' && 'choose a “Reason”'].filter(Boolean).join(' and ');
  return missing ? `Nothing was changed. ${missing.charAt(0).toUpperCase()}${missing.slice(1)}, then press Change stock again.` : undefined;
}

/** The stock form's values and its body: `{ set }` or `{ adjust }`, with the reason and a note. */
export function readStockForm(form: FormData): { values: StockFormValues; body: Record<string, unknown> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: StockFormValues = { mode: text('mode') === 'adjust' ? 'adjust' : 'set', amount: text('amount'), reason: text('reason'), note: text('note') };
  // An empty amount is sent as text: the server says the figure must be a number.
  const body: Record<string, unknown> = { [values.mode]: numberOrText(values.amount), reason: values.reason };
  if (values.note.trim()) body.note = values.note;
  // A count is set over the stock the page showed: the server refuses it if an order moved it since.
  const expected = text('expected');
  if (values.mode === 'set' && /^\d+$/.test(expected)) body.expected = Number(expected);
  return { values, body };
}
