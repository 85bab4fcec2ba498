// Shoppers on the bench server, through its API as a browser would: one signed in for the pages
// only a shopper sees (/cart), and reviewers who give the measured product page a full first page of
// reviews.
import { randomBytes } from 'node:crypto';

/** Registers a new shopper on the bench server and signs them in; `call` keeps their session. */
async function signedInShopper(baseUrl, fullName) {
  const id = randomBytes(4).toString('hex');
  const user = { fullName, userName: `bench${id}`, email: `bench${id}@example.test`, password: `bench-${id}-password` };
  const jar = new Map();
  const call = async (method, path, body) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    if (!res.ok) throw new Error(`bench shopper: ${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  await call('POST', '/users/register', user);
  await call('POST', '/users/login', { email: user.email, password: user.password });
  return { call, cookies: () => [...jar].map(([name, value]) => ({ name, value })) };
}

/**
 * @param {string} baseUrl the bench server
 * @param {string[]} productIds products to put in the cart (one of each)
 * @returns {Promise<{ name: string, value: string }[]>} the session's cookies
 */
export async function benchShopperCookies(baseUrl, productIds) {
  const shopper = await signedInShopper(baseUrl, 'Bench Shopper');
  for (const productId of productIds) await shopper.call('POST', '/cart/add-cart', { productId, quantity: 1 });
  return shopper.cookies();
}

/** What shoppers write, about as long as the demo catalogue's own reviews. */
const REVIEW_TEXTS = [
  ['Tastes like home', 'Very fresh and aromatic, my mother said it tastes like the masala she used to grind at home. Will order again for Diwali.'],
  ['Hot but good', 'Good spice level, a little too hot for my children but perfect for misal. Packing was neat and it came in four days.'],
  ['No artificial smell', 'We use it every day for bhaji and usal. The colour is deep red and there is no artificial smell at all. Thank you to the women who made it.'],
];

/**
 * Adds reviews from new shoppers until the product has a full first page of them (the reviews'
 * page size, SPEC.md: 10), so the product page is measured as a popular product's is, not as the
 * demo data happens to be. Returns how many it has.
 */
export async function fillFirstReviewPage(baseUrl, productId, pageSize = 10) {
  const count = async () => {
    const res = await fetch(`${baseUrl}/api/v1/reviews?productId=${encodeURIComponent(productId)}&page=1&limit=${pageSize}`);
    const body = await res.json();
    return body?.data?.pagination?.total ?? body?.data?.reviews?.length ?? 0;
  };
  for (let have = await count(), i = 0; have < pageSize; have += 1, i += 1) {
    const reviewer = await signedInShopper(baseUrl, `Bench Reviewer ${i + 1}`);
    const [title, comment] = REVIEW_TEXTS[i % REVIEW_TEXTS.length];
    await reviewer.call('POST', '/reviews', { productId, rating: 4 + (i % 2), title, comment });
  }
  return count();
}
