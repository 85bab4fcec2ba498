import { expect, test, type APIRequestContext, type Browser, type TestInfo } from '@playwright/test';
import { newShopper, type Shopper } from './shoppers';

// Set-up through the API for journeys that need the real stock to move: a product's stock, and a
// second shopper who buys. Every call's status is asserted, so a set-up that fails says so.

export type ApiOrder = { _id: string; orderNumber: string; status: string; returnStatus: string | null; items: { productId: string; name: string; quantity: number }[] };
export type ApiProduct = { _id: string; name: string; stock_quantity: number; inStock: boolean; reviews: number; rating: number };

/** One product as the API answers it now (its stock included). */
export async function productNow(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const res = await request.get(`/api/v1/products/${id}`);
  expect(res.status(), `GET /products/${id}`).toBe(200);
  return (await res.json()).data;
}

/**
 * A product of the demo catalogue that this test alone changes: tests run side by side on one
 * server, and the desktop and phone projects run the same test at once, so each names its own.
 */
export const ownProduct = (info: TestInfo, products: { desktop: string; phone: string }): string =>
  info.project.name === 'phone' ? products.phone : products.desktop;

export const DELIVERY = { name: 'Sunita Pawar', phoneNumber: '9822012345', address: '7 Laxmi Road', zipCode: '411030', state: 'Maharashtra', country: 'India' };

/** Saves a delivery address for the signed-in shopper of `request`; answers its id. */
async function saveAddress(request: APIRequestContext, fields: Partial<typeof DELIVERY> = {}): Promise<string> {
  const res = await request.post('/api/v1/address/create-address', { data: { ...DELIVERY, ...fields } });
  expect(res.status(), 'POST /address/create-address').toBe(201);
  return (await res.json()).data._id;
}

/** Puts a quantity of a product in the signed-in shopper's cart. */
export async function addToCart(request: APIRequestContext, productId: string, quantity: number): Promise<void> {
  const res = await request.post('/api/v1/cart/add-cart', { data: { productId, quantity } });
  expect(res.status(), `POST /cart/add-cart ${productId} × ${quantity}`).toBe(200);
}

/** Orders the signed-in shopper's cart to a new address; answers the order. */
export async function placeOrder(request: APIRequestContext, address: Partial<typeof DELIVERY> = {}): Promise<ApiOrder> {
  const addressId = await saveAddress(request, address);
  const res = await request.post('/api/v1/orders', { data: { addressId } });
  expect(res.status(), 'POST /orders').toBe(201);
  return (await res.json()).data;
}

/** Another shopper, in a browser context of their own (own cookies), registered and signed in. */
export async function secondShopper(browser: Browser, fullName = 'Rohit Kulkarni'): Promise<{ shopper: Shopper; request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopper = newShopper(fullName);
  expect((await context.request.post('/api/v1/users/register', { data: shopper })).status(), 'the second shopper registers').toBe(201);
  expect((await context.request.post('/api/v1/users/login', { data: { email: shopper.email, password: shopper.password } })).status(), 'the second shopper signs in').toBe(200);
  return { shopper, request: context.request, close: () => context.close() };
}

/** The second shopper buys `quantity` of a product (nothing when 0): the stock goes down by as much. */
export async function buyAs(request: APIRequestContext, productId: string, quantity: number): Promise<void> {
  if (quantity <= 0) return;
  await addToCart(request, productId, quantity);
  await placeOrder(request);
}
