// A signed-in shopper for the pages only a shopper sees (/cart): registers on the bench server,
// signs in, puts two products in the cart, and hands back the session's cookies for Lighthouse.
import { randomBytes } from 'node:crypto';

/**
 * @param {string} baseUrl the bench server
 * @param {string[]} productIds products to put in the cart (one of each)
 * @returns {Promise<{ name: string, value: string }[]>} the session's cookies
 */
export async function benchShopperCookies(baseUrl, productIds) {
  const id = randomBytes(4).toString('hex');
  const user = { fullName: 'Bench Shopper', userName: `bench${id}`, email: `bench${id}@example.test`, password: `bench-${id}-password` };
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
  };
  await call('POST', '/users/register', user);
  await call('POST', '/users/login', { email: user.email, password: user.password });
  for (const productId of productIds) await call('POST', '/cart/add-cart', { productId, quantity: 1 });
  return [...jar].map(([name, value]) => ({ name, value }));
}
