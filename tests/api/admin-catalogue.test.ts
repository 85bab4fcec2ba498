import { and, count, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, categorySlugRedirects, products, reviews } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, makeAdmin, signUp, type Client, type TestShop } from './harness.ts';

// The back-office's categories and review moderation (issue 14). Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
let shop: TestShop;
let admin: Client;
let shopper: Client;
beforeAll(async () => {
  shop = await createTestShop();
  const a = await signUp(shop, { fullName: 'Meena Staff' });
  await makeAdmin(shop, a.user._id);
  admin = a.client;
  shopper = (await signUp(shop)).client;
});
afterAll(() => shop?.close());

const guest = () => shop.client();
const categoryRows = async () => JSON.stringify(await shop.db.select().from(categories).orderBy(categories.id));
const reviewRows = async () => JSON.stringify(await shop.db.select().from(reviews).orderBy(reviews.id));

describe('who may use the back-office catalogue', () => {
  it('answers a guest 401 and a shopper 403 on every new route, and changes nothing', async () => {
    const before = [await categoryRows(), await reviewRows()];
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/categories'],
      ['POST', '/admin/categories', { name: 'Intruder Snacks' }],
      ['GET', '/admin/categories/c-spices'],
      ['PATCH', '/admin/categories/c-spices', { name: 'Intruder' }],
      ['PUT', '/admin/categories/order', { ids: ['c-spices'] }],
      ['GET', '/admin/reviews'],
      ['POST', '/admin/reviews/x/hide'],
      ['POST', '/admin/reviews/x/unhide'],
      ['DELETE', '/admin/reviews/x'],
    ];
    for (const [method, path, json] of calls) {
      const o = json === undefined ? {} : { json };
      const g = await guest().send(method, path, o);
      expect(g.status, `${method} ${path} as a guest`).toBe(401);
      expect(errorMessage(g)).toBe('Please sign in to continue.');
      const s = await shopper.send(method, path, o);
      expect(s.status, `${method} ${path} as a shopper`).toBe(403);
      expect(errorMessage(s)).toBe('Only shop administrators may do this.');
    }
    expect([await categoryRows(), await reviewRows()]).toEqual(before);
  });
});

describe('categories', () => {
  it('lists every category in the storefront order with its product count', async () => {
    const res = await admin.get('/admin/categories');
    expect(res.status).toBe(200);
    const list = res.body.data.categories as { _id: string; position: number; productCount: number; status: string }[];
    expect(list.map((c) => c._id)).toEqual(['c-spices', 'c-masala-blends', 'c-papads']);
    expect(list.map((c) => c.position)).toEqual([...list.map((c) => c.position)].sort((a, b) => a - b));
    const spices = list.find((c) => c._id === 'c-spices')!;
    const [{ n }] = await shop.db.select({ n: count() }).from(products).where(eq(products.categoryId, 'c-spices'));
    expect(spices.productCount).toBe(n);
    expect(spices.productCount).toBeGreaterThan(0);
  });

  it('creates a category at the end of the order, its slug by the rule, on the storefront at once', async () => {
    const res = await admin.post('/admin/categories', { json: { name: '  Festive   Hampers ', description: 'Boxes for Diwali.' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Category created');
    expect(res.body.data).toMatchObject({ name: 'Festive   Hampers', slug: 'festive-hampers', status: 'active', image: null, productCount: 0, position: 3 });
    const pub = await guest().get('/categories', { query: { status: 'active', limit: '100' } });
    expect(pub.body.data.categories.at(-1).name).toBe('Festive   Hampers');
    expect((await guest().get('/categories/festive-hampers')).body.data._id).toBe(res.body.data._id);
  });

  it('takes a name in Marathi or Hindi, whose vowel signs are marks, not letters', async () => {
    const res = await admin.post('/admin/categories', { json: { name: 'मसाले व चटण्या' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'मसाले व चटण्या', slug: 'मसाले-व-चटण्या' });
    expect((await guest().get(`/categories/${encodeURIComponent('मसाले-व-चटण्या')}`)).body.data._id).toBe(res.body.data._id);
    // A mark cannot begin a name.
    const refused = await admin.post('/admin/categories', { json: { name: '\u093eमसाले' } });
    expect(refused.status).toBe(400);
  });

  it('refuses a bad name, image or status with the field and a message, and a name taken, and changes nothing', async () => {
    const before = await categoryRows();
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'Name is required.'],
      [{ name: '   ' }, 'name', 'Name is required.'],
      [{ name: 'Pickles/Chutneys' }, 'name', "Name may hold letters, digits, spaces and & ' , . ( ) - and must start with a letter or digit."],
      [{ name: 'x'.repeat(61) }, 'name', 'Name must be at most 60 characters.'],
      [{ name: 'Good', image: '/../../etc/passwd.png' }, 'image', 'Image must be a path such as /images/categories/spices-320.webp.'],
      [{ name: 'Good', image: 'https://evil.test/a.webp' }, 'image', 'Image must be a path such as /images/categories/spices-320.webp.'],
      [{ name: 'Good', status: 'gone' }, 'status', 'Status must be active or inactive.'],
      [{ name: 'Good', slug: 'mine' }, '', ''],
    ];
    for (const [json, path, message] of cases) {
      const res = await admin.post('/admin/categories', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      errorMessage(res);
      if (path) expect(res.body.errors).toContainEqual({ path, message });
    }
    const taken = await admin.post('/admin/categories', { json: { name: 'masala  BLENDS' } });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toBe('A category with this name already exists.');
    expect(await categoryRows()).toBe(before);
  });

  it('renames: the slug follows the name, and the old slug still finds the category', async () => {
    const res = await admin.patch('/admin/categories/c-papads', { json: { name: 'Papad and Fryums' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Papad and Fryums', slug: 'papad-and-fryums', oldSlugs: ['papads'] });
    const old = await guest().get('/categories/papads');
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ _id: 'c-papads', slug: 'papad-and-fryums' });
    // Renamed again: both earlier slugs lead to today's.
    await admin.patch('/admin/categories/c-papads', { json: { name: 'Papads & Fryums' } });
    for (const slug of ['papads', 'papad-and-fryums', 'papads-&-fryums']) {
      expect((await guest().get(`/categories/${encodeURIComponent(slug)}`)).body.data.slug, slug).toBe('papads-&-fryums');
    }
    // A new category may take an old slug: it is then that category's, and no longer a redirect.
    const taker = await admin.post('/admin/categories', { json: { name: 'Papads' } });
    expect(taker.status).toBe(201);
    expect((await guest().get('/categories/papads')).body.data._id).toBe(taker.body.data._id);
    expect(await shop.db.select().from(categorySlugRedirects).where(eq(categorySlugRedirects.slug, 'papads'))).toEqual([]);
  });

  it('refuses a rename to a name another category has, an empty edit and an unknown category', async () => {
    const before = await categoryRows();
    const taken = await admin.patch('/admin/categories/c-masala-blends', { json: { name: 'Spices' } });
    expect(taken.status).toBe(409);
    expect(errorMessage(taken)).toBe('A category with this name already exists.');
    const empty = await admin.patch('/admin/categories/c-masala-blends', { json: {} });
    expect(empty.status).toBe(400);
    expect(errorMessage(empty)).toBe('Name at least one field to change.');
    const unknown = await admin.patch('/admin/categories/c-nothing', { json: { name: 'Anything' } });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe('Category not found');
    expect((await admin.get('/admin/categories/%2e%2e')).status).toBe(404);
    expect(await categoryRows()).toBe(before);
  });

  it('reorders: the storefront lists the categories in the new order', async () => {
    const ids = ((await admin.get('/admin/categories')).body.data.categories as { _id: string }[]).map((c) => c._id);
    const reversed = [...ids].reverse();
    const res = await admin.put('/admin/categories/order', { json: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.data.categories.map((c: { _id: string }) => c._id)).toEqual(reversed);
    const pub = await guest().get('/categories', { query: { limit: '100' } });
    expect(pub.body.data.categories.map((c: { _id: string }) => c._id)).toEqual(reversed);

    const before = await categoryRows();
    for (const json of [{ ids: reversed.slice(1) }, { ids: [...reversed, reversed[0]] }, { ids: [...reversed.slice(1), 'c-nothing'] }, { ids: 'c-spices' }, {}]) {
      const bad = await admin.put('/admin/categories/order', { json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(bad.body.errors.some((e: { path: string }) => e.path === 'ids')).toBe(true);
    }
    expect(await categoryRows()).toBe(before);
  });

  it('sets a category inactive: off the active list (menus, its page), its products stay; and back', async () => {
    const res = await admin.patch('/admin/categories/c-spices', { json: { status: 'inactive' } });
    expect(res.body.data.status).toBe('inactive');
    const active = await guest().get('/categories', { query: { status: 'active', limit: '100' } });
    expect(active.body.data.categories.map((c: { _id: string }) => c._id)).not.toContain('c-spices');
    const products = await guest().get('/products', { query: { category: 'c-spices' } });
    expect(products.body.data.products.length).toBeGreaterThan(0);
    expect((await admin.patch('/admin/categories/c-spices', { json: { status: 'active' } })).body.data.status).toBe('active');
  });

  it('sets an image path or the placeholder', async () => {
    const set = await admin.patch('/admin/categories/c-masala-blends', { json: { image: '/images/categories/spices-320.webp' } });
    expect(set.body.data.image).toBe('/images/categories/spices-320.webp');
    const none = await admin.patch('/admin/categories/c-masala-blends', { json: { image: null } });
    expect(none.body.data.image).toBeNull();
  });
});

describe('review moderation', () => {
  let productId: string;
  let low: string;
  let high: string;
  beforeAll(async () => {
    // A product with no reviews yet, so the numbers are ours.
    const [row] = await shop.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'active'), notExists(shop.db.select().from(reviews).where(eq(reviews.productId, products.id)))))
      .limit(1);
    productId = row!.id;
    const a = await signUp(shop);
    const b = await signUp(shop);
    low = (await a.client.post('/reviews', { json: { productId, rating: 1, comment: 'Too salty for us.' } })).body.data._id;
    high = (await b.client.post('/reviews', { json: { productId, rating: 5, comment: 'Lovely.' } })).body.data._id;
  });

  const numbers = async () => {
    const p = (await guest().get(`/products/${productId}`)).body.data;
    const product = p.product ?? p;
    const list = (await guest().get(`/reviews/product/${productId}`)).body.data;
    return { rating: product.rating, reviews: product.reviews, listed: list.reviews.map((r: { _id: string }) => r._id), average: list.averageRating, total: list.totalReviews };
  };

  it('lists newest first, with filters by rating, product and hidden, and pages', async () => {
    const all = await admin.get('/admin/reviews', { query: { limit: '5' } });
    expect(all.status).toBe(200);
    const times = all.body.data.reviews.map((r: { createdAt: string }) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(all.body.data.reviews[0]).toMatchObject({ hidden: false, product: { _id: expect.any(String), name: expect.any(String) } });

    const ones = await admin.get('/admin/reviews', { query: { rating: '1', product: productId } });
    expect(ones.body.data.reviews.map((r: { _id: string }) => r._id)).toEqual([low]);
    const byName = await admin.get('/admin/reviews', { query: { product: (await guest().get(`/products/${productId}`)).body.data.name?.slice(0, 6) ?? productId } });
    expect(byName.body.data.reviews.length).toBeGreaterThan(0);

    for (const [query, message] of [
      [{ rating: '6' }, 'rating must be a whole number from 1 to 5.'],
      [{ rating: 'x' }, 'rating must be a whole number from 1 to 5.'],
      [{ hidden: 'maybe' }, 'hidden must be true or false.'],
      // Named as the filter form labels the field.
      [{ product: '<b>x</b>' }, 'Product must not contain HTML.'],
      [{ page: '0' }, undefined],
    ] as const) {
      const res = await admin.get('/admin/reviews', { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      if (message) expect(errorMessage(res)).toBe(message);
    }
  });

  it('hides a review: it leaves the average, the count and the public lists; unhiding brings it back', async () => {
    expect(await numbers()).toMatchObject({ rating: 3, reviews: 2, average: 3, total: 2 });
    const hidden = await admin.post(`/admin/reviews/${low}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: 'Review hidden', data: { _id: low, hidden: true } });

    const after = await numbers();
    expect(after).toMatchObject({ rating: 5, reviews: 1, average: 5, total: 1, listed: [high] });
    expect((await guest().get(`/reviews/${low}`)).status).toBe(404);
    expect((await guest().get('/reviews', { query: { productId } })).body.data.reviews.map((r: { _id: string }) => r._id)).toEqual([high]);
    // The product on the cards (the listing) has the same numbers.
    const listed = (await guest().get('/products', { query: { limit: '100' } })).body.data.products.find((p: { _id: string }) => p._id === productId);
    expect(listed).toMatchObject({ rating: 5, reviews: 1 });

    const filtered = await admin.get('/admin/reviews', { query: { hidden: 'true' } });
    expect(filtered.body.data.reviews.map((r: { _id: string }) => r._id)).toEqual([low]);
    const visible = await admin.get('/admin/reviews', { query: { hidden: 'false', product: productId } });
    expect(visible.body.data.reviews.map((r: { _id: string }) => r._id)).toEqual([high]);

    const unhidden = await admin.post(`/admin/reviews/${low}/unhide`);
    expect(unhidden.body).toMatchObject({ message: 'Review shown again', data: { hidden: false } });
    expect(await numbers()).toMatchObject({ rating: 3, reviews: 2, total: 2 });
  });

  it('deletes a review; the numbers follow; an unknown review is a 404 that changes nothing', async () => {
    const before = await reviewRows();
    for (const path of ['/admin/reviews/nope/hide', '/admin/reviews/nope/unhide']) {
      const res = await admin.post(path);
      expect(res.status, path).toBe(404);
      expect(errorMessage(res)).toBe('Review not found');
    }
    expect((await admin.delete('/admin/reviews/nope')).status).toBe(404);
    expect(await reviewRows()).toBe(before);

    const res = await admin.delete(`/admin/reviews/${high}`);
    expect(res.body).toMatchObject({ message: 'Review deleted', data: { _id: high } });
    expect(await numbers()).toMatchObject({ rating: 1, reviews: 1, listed: [low] });
    expect((await shop.db.select({ n: count() }).from(reviews).where(eq(reviews.id, high)))[0]!.n).toBe(0);
    expect((await admin.delete(`/admin/reviews/${high}`)).status).toBe(404);
  });
});
