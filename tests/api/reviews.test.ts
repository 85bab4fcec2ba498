import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../src/server/db/schema.ts';
import { createTestShop, errorMessage, makeAdmin, signUp, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const product = async (id: string) => (await shop.client().get(`/products/${id}`)).body.data;

describe('reading reviews', () => {
  it('lists a product’s reviews with average, total and breakdown', async () => {
    for (const res of [
      await shop.client().get('/reviews', { query: { productId: 'p-kolhapuri-masala' } }),
      await shop.client().get('/reviews/product/p-kolhapuri-masala'),
    ]) {
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.averageRating).toBe(4.5);
      expect(data.totalReviews).toBe(2);
      expect(data.ratingBreakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
      expect(data.pagination).toMatchObject({ page: 1, limit: 10, total: 2 });
      expect(data.reviews[0]).toEqual({
        _id: expect.any(String),
        productId: 'p-kolhapuri-masala',
        userId: { _id: expect.any(String), name: 'Priya Deshpande' },
        user: { _id: expect.any(String), name: 'Priya Deshpande' },
        rating: 5,
        title: 'Perfect heat',
        comment: 'Just like home.',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(JSON.stringify(data)).not.toMatch(/@example\.in/);
    }
  });

  it('answers zeros for a product without reviews', async () => {
    const res = await shop.client().get('/reviews/product/p-udid-papad');
    expect(res.body.data).toMatchObject({ reviews: [], averageRating: 0, totalReviews: 0, ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('lists by user and pages', async () => {
    const any = (await shop.client().get('/reviews/product/p-kolhapuri-masala')).body.data.reviews[0];
    const byUser = await shop.client().get(`/reviews/user/${any.userId._id}`, { query: { limit: '1' } });
    expect(byUser.body.data.reviews).toHaveLength(1);
    expect(byUser.body.data.pagination).toMatchObject({ limit: 1, total: 2, hasNextPage: true });
    const all = await shop.client().get('/reviews', { query: { page: '1', limit: '10', sortBy: 'ignored' } });
    expect(all.body.data.totalReviews).toBeGreaterThanOrEqual(3);
  });

  it('answers one review by id, and 404 for unknown ids', async () => {
    const any = (await shop.client().get('/reviews/product/p-turmeric-powder')).body.data.reviews[0];
    const res = await shop.client().get(`/reviews/${any._id}`);
    expect(res.body.data).toEqual(any);
    const none = await shop.client().get('/reviews/no-such-review');
    expect(none.status).toBe(404);
    expect(errorMessage(none)).toBe('Review not found');
  });

  it('refuses a bad page', async () => {
    expect((await shop.client().get('/reviews', { query: { page: '-1' } })).status).toBe(400);
  });
});

describe('writing reviews', () => {
  it('needs sign-in', async () => {
    const res = await shop.client().post('/reviews', { json: { productId: 'p-udid-papad', rating: 5 } });
    expect(res.status).toBe(401);
  });

  it('creates a review (201), trims the comment, and keeps the product rating in step', async () => {
    const { client, user } = await signUp(shop, { fullName: 'Neha Gaikwad' });
    const res = await client.post('/reviews', { json: { productId: 'p-udid-papad', rating: 4, title: ' Crisp ', comment: '  Lovely with dal.  ' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Review submitted');
    expect(res.body.data).toMatchObject({ productId: 'p-udid-papad', rating: 4, title: 'Crisp', comment: 'Lovely with dal.', userId: { _id: user._id, name: 'Neha Gaikwad' } });
    expect(await product('p-udid-papad')).toMatchObject({ rating: 4, reviews: 1 });
  });

  it.each([
    [{ rating: 5 }, 'productId and rating are required'],
    [{ productId: 'p-udid-papad' }, 'productId and rating are required'],
    [{ productId: 'p-udid-papad', rating: null }, 'productId and rating are required'],
    [{ productId: 'p-udid-papad', rating: 0 }, 'Rating must be from 1 to 5.'],
    [{ productId: 'p-udid-papad', rating: 6 }, 'Rating must be from 1 to 5.'],
    [{ productId: 'p-udid-papad', rating: 4.5 }, 'Rating must be a whole number from 1 to 5.'],
    [{ productId: 'p-udid-papad', rating: 'five' }, 'Rating must be a whole number from 1 to 5.'],
    [{ productId: 'p-udid-papad', rating: 5, comment: '<script>alert(1)</script>' }, 'Comment must not contain HTML.'],
    [{ productId: 'p-udid-papad', rating: 5, comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters.'],
  ])('refuses %o with a readable 400, changing nothing', async (body, message) => {
    const { client } = await signUp(shop);
    const before = await product('p-udid-papad');
    const res = await client.post('/reviews', { json: body });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe(message);
    expect(await product('p-udid-papad')).toMatchObject({ rating: before.rating, reviews: before.reviews });
  });

  it('accepts a rating sent as text, as forms do', async () => {
    const { client } = await signUp(shop);
    const res = await client.post('/reviews', { json: { productId: 'p-malvani-masala', rating: '3', comment: 'ok' } });
    expect(res.status).toBe(201);
    expect(res.body.data.rating).toBe(3);
  });

  it('answers 404 for an unknown product and 409 for a second review of the same product', async () => {
    const { client } = await signUp(shop);
    const unknown = await client.post('/reviews', { json: { productId: 'p-nope', rating: 5 } });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown)).toBe('Product not found');
    await client.post('/reviews', { json: { productId: 'p-spice-set-of-12', rating: 5, comment: 'Great' } });
    const twice = await client.post('/reviews', { json: { productId: 'p-spice-set-of-12', rating: 1, comment: 'Again' } });
    expect(twice.status).toBe(409);
    expect(errorMessage(twice)).toMatch(/already reviewed/);
    expect(await product('p-spice-set-of-12')).toMatchObject({ rating: 5, reviews: 1 });
  });

  it('tells the author whose review the shop hid that they cannot write another, rather than to edit one they cannot see', async () => {
    const { client } = await signUp(shop);
    const admin = await signUp(shop);
    await makeAdmin(shop, admin.user._id);
    const created = (await client.post('/reviews', { json: { productId: 'p-last-jar-cumin', rating: 1, comment: 'Spam spam' } })).body.data;
    expect((await admin.client.post(`/admin/reviews/${created._id}/hide`)).status).toBe(200);
    const again = await client.post('/reviews', { json: { productId: 'p-last-jar-cumin', rating: 5, comment: 'Again' } });
    expect(again.status).toBe(409);
    expect(errorMessage(again)).toBe('The shop has hidden your review of this product, so you cannot write another.');
    // Nor can they get past the moderation by deleting the hidden review and writing it again, or by
    // changing it (decision 162): it stays as the staff left it.
    for (const res of [await client.delete(`/reviews/${created._id}`), await client.patch(`/reviews/${created._id}`, { json: { comment: 'Spam, edited' } })]) {
      expect(res.status).toBe(409);
      expect(errorMessage(res)).toBe('The shop has hidden your review of this product, so it cannot be changed or deleted.');
    }
    expect((await client.post('/reviews', { json: { productId: 'p-last-jar-cumin', rating: 5, comment: 'Spam again' } })).status).toBe(409);
    expect((await client.get('/reviews/mine', { query: { productId: 'p-last-jar-cumin' } })).body.data).toMatchObject({ comment: 'Spam spam', hidden: true });
    // The staff still may.
    expect((await admin.client.delete(`/reviews/${created._id}`)).status).toBe(200);
  });

  it('lets the author change and delete their review, keeping the product in step', async () => {
    const { client } = await signUp(shop);
    const created = (await client.post('/reviews', { json: { productId: 'p-red-chilli-powder', rating: 2, comment: 'Too mild' } })).body.data;
    const updated = await client.patch(`/reviews/${created._id}`, { json: { rating: 5, comment: ' Changed my mind ' } });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Review updated');
    expect(updated.body.data).toMatchObject({ _id: created._id, rating: 5, comment: 'Changed my mind' });
    expect(await product('p-red-chilli-powder')).toMatchObject({ rating: 5, reviews: 1 });
    const bad = await client.patch(`/reviews/${created._id}`, { json: { rating: 9 } });
    expect(bad.status).toBe(400);
    const empty = await client.patch(`/reviews/${created._id}`, { json: {} });
    expect(empty.status).toBe(400);
    const removed = await client.delete(`/reviews/${created._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: 'Review deleted', data: { _id: created._id } });
    expect(await product('p-red-chilli-powder')).toMatchObject({ rating: 0, reviews: 0 });
  });

  it("answers 404 when another shopper changes or deletes someone's review", async () => {
    const author = await signUp(shop);
    const other = await signUp(shop);
    const created = (await author.client.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 5, comment: 'Mine' } })).body.data;
    const patch = await other.client.patch(`/reviews/${created._id}`, { json: { rating: 1 } });
    const del = await other.client.delete(`/reviews/${created._id}`);
    expect(patch.status).toBe(404);
    expect(del.status).toBe(404);
    const [row] = await shop.db.select().from(reviews).where(eq(reviews.id, created._id));
    expect(row!.rating).toBe(5);
    expect((await shop.client().patch(`/reviews/${created._id}`, { json: { rating: 1 } })).status).toBe(401);
  });

  it('lets an admin change or delete any review', async () => {
    const author = await signUp(shop);
    const admin = await signUp(shop);
    await makeAdmin(shop, admin.user._id);
    const created = (await author.client.post('/reviews', { json: { productId: 'p-last-jar-cumin', rating: 1, comment: 'Spam spam' } })).body.data;
    const edited = await admin.client.patch(`/reviews/${created._id}`, { json: { comment: 'Edited by the shop' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.user._id).toBe(author.user._id);
    expect((await admin.client.delete(`/reviews/${created._id}`)).status).toBe(200);
  });

  it("answers 'id is required' without an id", async () => {
    const { client } = await signUp(shop);
    for (const res of [await client.patch('/reviews', { json: { rating: 3 } }), await client.delete('/reviews')]) {
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe('id is required');
    }
  });

  it('the reviews table itself refuses a rating outside 1-5', async () => {
    // A second line behind validation; the aggregates also count only 1-5.
    const [row] = await shop.db.select({ id: products.id }).from(products).where(eq(products.id, 'p-udid-papad'));
    expect(row).toBeDefined();
    await expect(
      shop.db.insert(reviews).values({ productId: 'p-udid-papad', userId: (await signUp(shop)).user._id, rating: 9, comment: '' }),
    ).rejects.toThrow();
  });

  it('limits reviews to 20 an hour per user', async () => {
    const { createApp } = await import('../../src/server/app.ts');
    const { createRateLimiter } = await import('../../src/server/rate-limit.ts');
    const { createClient } = await import('./harness.ts');
    const { fields } = await signUp(shop);
    const limited = createClient(createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, rules: { review: { limit: 2, windowSeconds: 3600 } } }) }));
    await limited.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect((await limited.post('/reviews', { json: { productId: 'p-udid-papad', rating: 5 } })).status).toBe(201);
    expect((await limited.post('/reviews', { json: { productId: 'p-malvani-masala', rating: 5 } })).status).toBe(201);
    const third = await limited.post('/reviews', { json: { productId: 'p-turmeric-powder', rating: 5 } });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe("the shopper's own review of a product (GET /reviews/mine)", () => {
  it('needs sign-in, before anything else', async () => {
    for (const query of [{ productId: 'p-udid-papad' }, {}] as Record<string, string>[]) {
      const res = await shop.client().get('/reviews/mine', { query });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it('answers null when the shopper has not reviewed the product, though others have', async () => {
    const { client } = await signUp(shop);
    expect((await shop.client().get('/reviews/product/p-kolhapuri-masala')).body.data.totalReviews).toBeGreaterThan(0);
    const res = await client.get('/reviews/mine', { query: { productId: 'p-kolhapuri-masala' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null, message: 'You have not reviewed this product.' });
  });

  it('answers their review as the lists show it, with hidden: false, however far down the list it is', async () => {
    const { client, user } = await signUp(shop, { fullName: 'Sunita Jadhav' });
    const created = (await client.post('/reviews', { json: { productId: 'p-kolhapuri-masala', rating: 3, title: 'Hot', comment: 'Strong.' } })).body.data;
    // Twelve later reviews by others push it off the first page of the product's list.
    for (let i = 0; i < 11; i++) {
      const other = await signUp(shop);
      expect((await other.client.post('/reviews', { json: { productId: 'p-kolhapuri-masala', rating: 5, comment: `Later ${i}` } })).status).toBe(201);
    }
    const firstPage = (await shop.client().get('/reviews/product/p-kolhapuri-masala')).body.data.reviews as { _id: string }[];
    expect(firstPage.map((r) => r._id)).not.toContain(created._id);

    const res = await client.get('/reviews/mine', { query: { productId: 'p-kolhapuri-masala' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your review');
    expect(res.body.data).toEqual({ ...created, hidden: false });
    expect(res.body.data.userId).toEqual({ _id: user._id, name: 'Sunita Jadhav' });
  });

  it("answers a review the shop hid, with hidden: true, to its author only; another shopper's is never theirs", async () => {
    const author = await signUp(shop);
    const other = await signUp(shop);
    const admin = await signUp(shop);
    await makeAdmin(shop, admin.user._id);
    const created = (await author.client.post('/reviews', { json: { productId: 'p-malvani-masala', rating: 1, comment: 'Spam spam' } })).body.data;
    expect((await admin.client.post(`/admin/reviews/${created._id}/hide`)).status).toBe(200);
    expect((await shop.client().get(`/reviews/${created._id}`)).status).toBe(404);

    const mine = await author.client.get('/reviews/mine', { query: { productId: 'p-malvani-masala' } });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ _id: created._id, rating: 1, comment: 'Spam spam', hidden: true });
    // Neither another shopper nor an admin gets the author's review as their own.
    for (const client of [other.client, admin.client]) {
      const theirs = await client.get('/reviews/mine', { query: { productId: 'p-malvani-masala' } });
      expect(theirs.status).toBe(200);
      expect(theirs.body.data).toBeNull();
    }
  });

  it('refuses a missing product with a readable 400 and an unknown or malformed one with 404', async () => {
    const { client } = await signUp(shop);
    for (const query of [{}, { productId: '' }, { productId: '  ' }] as Record<string, string>[]) {
      const res = await client.get('/reviews/mine', { query });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toBe('productId is required.');
    }
    for (const productId of ['p-nope', 'p nope/..', 'x'.repeat(64)]) {
      const res = await client.get('/reviews/mine', { query: { productId } });
      expect(res.status).toBe(404);
      expect(errorMessage(res)).toBe('Product not found');
    }
    expect((await client.get('/reviews/mine', { query: { productId: 'x'.repeat(65) } })).status).toBe(400);
  });
});
