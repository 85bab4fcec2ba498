/**
 * The storefront's API functions against the real API app (in-memory database, no network):
 * proves the readers match what the server answers, and the refresh flow works with real cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, SITE_URL, type TestShop } from '../../../tests/api/harness';
import * as addressesApi from './addresses';
import * as cartApi from './cart';
import * as catalogueApi from './catalogue';
import * as deliveryApi from './delivery';
import { ApiError, createApiClient, type ApiClient } from './client';
import * as ordersApi from './orders';
import * as reviewsApi from './reviews';
import * as usersApi from './users';
import * as wishlistApi from './wishlist';

/** A browser stand-in: keeps the cookies the app sets and sends them back, as `credentials: 'include'` does. */
function browserFetch(shop: TestShop) {
  const jar = new Map<string, string>();
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (request.method !== 'GET') headers.set('origin', SITE_URL);
    calls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1', '')}`);
    const response = await shop.app.request(new Request(request, { headers }), undefined, { clientAddress: '203.0.113.9' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { fetch, jar, calls };
}

let shop: TestShop;
let browser: ReturnType<typeof browserFetch>;
let api: ApiClient;

beforeAll(async () => {
  shop = await createTestShop();
  browser = browserFetch(shop);
  api = createApiClient({ baseURL: `${SITE_URL}/api/v1`, fetch: browser.fetch });
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

const shopper = { fullName: 'Asha Patil', userName: 'asha_contract', email: 'asha.contract@example.com', password: 'secret123' };

describe('the storefront against the real API', () => {
  it('reads the catalogue', async () => {
    const { categories } = await catalogueApi.listCategories(api, { page: 1, limit: 100, status: 'active' });
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['spices', 'papads']));
    const { products, pagination } = await catalogueApi.listProducts(api, { category: 'spices', sort: 'bestseller', limit: 2 });
    expect(products).toHaveLength(2);
    expect(products.every((p) => p.category?.slug === 'spices')).toBe(true);
    expect(pagination).toMatchObject({ page: 1, limit: 2 });
    const one = await catalogueApi.getProduct(api, products[0]!._id);
    expect(one.name).toBe(products[0]!.name);
    expect(one.gallery.length).toBeGreaterThan(0);
  });

  it('signs up, signs in and reads the current user', async () => {
    const registered = await usersApi.register(api, shopper);
    expect(registered.message).toBe('Registered! Please verify your email.');
    const user = await usersApi.login(api, { email: shopper.email, password: shopper.password });
    expect(user).toMatchObject({ email: shopper.email, fullName: 'Asha Patil' });
    expect((await usersApi.getCurrentUser(api))?._id).toBe(user?._id);
  });

  it('refuses a wrong password with a readable message and no refresh', async () => {
    const before = browser.calls.length;
    const error = await usersApi.login(api, { email: shopper.email, password: 'wrong-password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Email or password is incorrect.');
    expect(browser.calls.slice(before)).toEqual(['POST /users/login']);
  });

  it('renews an expired session once for concurrent requests, then retries them', async () => {
    shop.advance(16 * 60 * 1000); // past the 15-minute access token
    const before = browser.calls.length;
    const [cart, wishlist, me] = await Promise.all([cartApi.getCart(api), wishlistApi.getWishlist(api), usersApi.getCurrentUser(api)]);
    expect(cart.items).toEqual([]);
    expect(wishlist).toEqual([]);
    expect(me?.email).toBe(shopper.email);
    expect(browser.calls.slice(before).filter((c) => c === 'POST /users/refresh-token')).toHaveLength(1);
  });

  it('keeps a cart: add, update by line id, remove, clear', async () => {
    const { products } = await catalogueApi.listProducts(api, { search: 'papad' });
    const papad = products.find((p) => p.slug === 'udid-papad')!;
    await cartApi.addCartItem(api, papad._id, 2);
    let cart = await cartApi.getCart(api);
    expect(cart.items).toHaveLength(1);
    const line = cart.items[0]!;
    expect(line).toMatchObject({ productId: papad._id, quantity: 2 });
    expect(line._id).not.toBe(papad._id);
    await cartApi.updateCartItem(api, line._id, papad._id, 3);
    cart = await cartApi.getCart(api);
    expect(cart.items[0]?.quantity).toBe(3);
    await cartApi.deleteCartItem(api, line._id);
    expect((await cartApi.getCart(api)).items).toEqual([]);
    await cartApi.addCartItem(api, papad._id, 1);
    await cartApi.clearCart(api);
    expect((await cartApi.getCart(api)).items).toEqual([]);
  });

  it('reads a stock refusal as a server message', async () => {
    const { products } = await catalogueApi.listProducts(api, { search: 'cumin' });
    const cumin = products.find((p) => p.slug === 'last-jar-cumin')!;
    const error = (await cartApi.addCartItem(api, cumin._id, 5).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.serverMessage).toMatch(/Only 1 left/);
  });

  it('keeps a wishlist', async () => {
    const { products } = await catalogueApi.listProducts(api, { limit: 2 });
    await wishlistApi.addToWishlist(api, products[0]!._id);
    await wishlistApi.addToWishlist(api, products[1]!._id);
    expect((await wishlistApi.getWishlist(api)).map((p) => p._id).sort()).toEqual([products[0]!._id, products[1]!._id].sort());
    await wishlistApi.removeFromWishlist(api, products[0]!._id);
    expect((await wishlistApi.getWishlist(api)).map((p) => p._id)).toEqual([products[1]!._id]);
    await wishlistApi.clearWishlist(api);
    expect(await wishlistApi.getWishlist(api)).toEqual([]);
  });

  it('saves addresses and places, lists and cancels an order', async () => {
    const created = await addressesApi.createAddress(api, {
      name: 'Asha Patil',
      phoneNumber: '9876543210',
      address: '12 Shivaji Nagar, Flat 4',
      zipCode: '411005',
      state: 'Maharashtra',
      country: 'India',
    });
    expect(created?._id).toBeTruthy();
    expect((await addressesApi.listAddresses(api)).map((a) => a._id)).toEqual([created!._id]);
    expect(await addressesApi.updateAddress(api, created!._id, { name: 'Home' })).toMatchObject({ name: 'Home' });

    const { products } = await catalogueApi.listProducts(api, { search: 'turmeric' });
    await cartApi.addCartItem(api, products[0]!._id, 2);
    const order = await ordersApi.placeOrder(api, created!._id);
    expect(order).toMatchObject({ status: 'pending', subtotal: 240, shipping: 240, taxes: 240, discount: 40, total: 680 });
    expect((await cartApi.getCart(api)).items).toEqual([]);
    const { orders } = await ordersApi.listOrders(api);
    expect(orders.map((o) => o._id)).toContain(order!._id);
    await ordersApi.cancelOrder(api, order!._id);
    expect((await ordersApi.getOrder(api, order!._id))?.status).toBe('cancelled');

    await addressesApi.deleteAddress(api, created!._id);
    expect(await addressesApi.listAddresses(api)).toEqual([]);
  });

  it('checks a PIN code and places an order cash on delivery, with its events', async () => {
    expect(await deliveryApi.checkPincode(api, '411030')).toEqual({
      pincode: '411030',
      serviceable: true,
      area: 'Pune',
      minDays: 2,
      maxDays: 3,
      message: 'Delivery to Pune in 2-3 days.',
    });
    expect(await deliveryApi.checkPincode(api, '560001')).toMatchObject({ serviceable: false, message: 'Sorry, we do not deliver to PIN code 560001 yet.', minDays: null });

    const address = await addressesApi.createAddress(api, { name: 'Asha Patil', phoneNumber: '9876543210', address: '3 FC Road', zipCode: '411004', state: 'Maharashtra', country: 'India' });
    const { products } = await catalogueApi.listProducts(api, { search: 'turmeric' });
    await cartApi.addCartItem(api, products[0]!._id, 1);
    const order = await ordersApi.placeOrder(api, address!._id, 'cod');
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', carrier: '', trackingNumber: '', returnStatus: null });
    expect(order!.events).toEqual([expect.objectContaining({ type: 'placed', by: 'shopper', note: '' })]);
    expect(new Date(order!.events[0]!.at).getTime()).not.toBeNaN();
  });

  it('writes, reads, edits and deletes a review', async () => {
    const { products } = await catalogueApi.listProducts(api, { search: 'malvani' });
    const productId = products[0]!._id;
    expect(await reviewsApi.getMyReview(api, productId)).toBeNull();
    const review = await reviewsApi.createReview(api, { productId, rating: 4, comment: 'Great with fish' });
    expect(review).toMatchObject({ productId, rating: 4, comment: 'Great with fish', authorName: 'Asha Patil' });
    expect(await reviewsApi.getMyReview(api, productId)).toEqual({ review, hidden: false });
    const page = await reviewsApi.listProductReviews(api, productId);
    expect(page.reviews.map((r) => r._id)).toContain(review!._id);
    expect(page.totalReviews).toBe(page.pagination.total);
    expect(page.ratingBreakdown?.[4]).toBeGreaterThanOrEqual(1);
    expect(await reviewsApi.updateReview(api, review!._id, { rating: 5 })).toMatchObject({ rating: 5 });
    await reviewsApi.deleteReview(api, review!._id);
    expect((await reviewsApi.listProductReviews(api, productId)).reviews.map((r) => r._id)).not.toContain(review!._id);
  });

  it('signs out, after which private calls fail and do not loop', async () => {
    await usersApi.logout(api);
    const before = browser.calls.length;
    await expect(cartApi.getCart(api)).rejects.toMatchObject({ status: 401 });
    expect(browser.calls.slice(before)).toEqual(['GET /cart', 'POST /users/refresh-token']);
  });
});
