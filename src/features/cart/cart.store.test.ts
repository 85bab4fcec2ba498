import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';
import { freshStores, settle, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));
vi.mock('@/lib/navigate', () => ({ navigate: vi.fn(), currentPath: () => '/product/p1?tab=reviews' }));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
const line = (id: string, quantity: number, price = 100) => ({ _id: id, productId: `p-${id}`, quantity, price });

let t: FreshStores;
let serverCart: Array<ReturnType<typeof line>>;

beforeEach(async () => {
  t = await freshStores();
  serverCart = [line('l1', 2), line('l2', 1, 50)];
  t.server.on('GET', '/cart', () => ok({ _id: 'c1', items: serverCart }));
});

async function signedIn() {
  t.storage.set('auth-store', JSON.stringify(asha));
  const auth = await import('@/features/auth/session.store');
  const cart = await import('./cart.store');
  cart.$cartCount.listen(() => {});
  await settle();
  return { auth, cart };
}

describe('fetching', () => {
  it('fetches the cart when a user is signed in and sums the badge', async () => {
    const { cart } = await signedIn();
    expect(cart.$cartCount.get()).toBe(3);
    expect(cart.$cart.get()).toMatchObject({ loaded: true, loading: false });
    expect(cart.$cartSummary.get()).toEqual({ subtotal: 250, shipping: 240, taxes: 240, discount: 40, total: 690 });
  });

  it('does not fetch for a guest', async () => {
    const cart = await import('./cart.store');
    cart.$cartCount.listen(() => {});
    await settle();
    expect(t.server.calls).toHaveLength(0);
    expect(cart.$cartCount.get()).toBe(0);
  });

  it('fetches when the shopper signs in and resets when they sign out', async () => {
    const auth = await import('@/features/auth/session.store');
    const cart = await import('./cart.store');
    cart.$cartCount.listen(() => {});
    auth.$user.set({ ...asha });
    await settle();
    expect(cart.$cartCount.get()).toBe(3);
    auth.$user.set(null);
    expect(cart.$cart.get()).toEqual({ items: [], loading: false, loaded: false });
  });

  it('lets only the newest fetch land', async () => {
    const { cart } = await signedIn();
    const first = deferred<FakeAnswer>();
    t.server.on('GET', '/cart', () => first.promise);
    const older = cart.fetchCart();
    t.server.on('GET', '/cart', ok({ items: [line('l9', 7)] }));
    await cart.fetchCart();
    first.resolve(ok({ items: [line('l1', 1)] }));
    expect(await older).toBe(false);
    expect(cart.$cartCount.get()).toBe(7);
  });

  it('tells a failed load with the reason', async () => {
    t.server.on('GET', '/cart', fail(503));
    await signedIn();
    expect(await t.toasts()).toEqual(['error: Failed to load cart: Request failed with status 503']);
  });
});

describe('adding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest to /login, remembering the page', async () => {
    // A guest's browser: no saved user, and no session hint cookie, so nothing to ask the server.
    vi.stubGlobal('document', { cookie: 'theme=light' });
    const cart = await import('./cart.store');
    const { navigate } = await import('@/lib/navigate');
    expect(await cart.addToCart('p1', 1)).toBe(false);
    expect(await t.toasts()).toEqual(['error: Please sign in to add items to cart']);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2Fp1%3Ftab%3Dreviews');
    expect(t.server.calls).toHaveLength(0);
  });

  it('asks who is signed in first when the session hint is there but no user is saved yet, then adds', async () => {
    // A tap kept while the storefront's script arrived is made before the start-up check has answered (decision 094).
    vi.stubGlobal('document', { cookie: 'theme=light; signedIn=1' });
    t.server.on('GET', '/users/current-user', () => ok(asha));
    t.server.on('POST', '/cart/add-cart', () => ok(null));
    const cart = await import('./cart.store');
    const { navigate } = await import('@/lib/navigate');
    expect(await cart.addToCart('p-l3', 1)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(t.server.calls.map((call) => `${call.method} ${call.path}`).slice(0, 2)).toEqual(['GET /users/current-user', 'POST /cart/add-cart']);
    expect(await t.toasts()).toEqual(['success: Added to cart']);
  });

  it('adds, says so and refetches the cart', async () => {
    const { cart } = await signedIn();
    t.server.on('POST', '/cart/add-cart', (req) => {
      serverCart = [...serverCart, line('l3', (req.body as { quantity: number }).quantity)];
      return ok(null);
    });
    expect(await cart.addToCart('p-l3', 4)).toBe(true);
    expect(t.server.callsTo('POST', '/cart/add-cart')[0]?.body).toEqual({ productId: 'p-l3', quantity: 4 });
    expect(cart.$cartCount.get()).toBe(7);
    expect(await t.toasts()).toEqual(['success: Added to cart']);
  });

  it("shows the server's message when adding fails", async () => {
    const { cart } = await signedIn();
    t.server.on('POST', '/cart/add-cart', fail(409, 'Only 2 left in stock'));
    expect(await cart.addToCart('p1', 5)).toBe(false);
    expect(await t.toasts()).toEqual(['error: Only 2 left in stock']);
  });

  it('fetches the cart again when adding is refused on stock, as another tab may have added it', async () => {
    const { cart } = await signedIn();
    serverCart = [...serverCart, line('l3', 2)];
    t.server.on('POST', '/cart/add-cart', fail(409, 'Only 2 left in stock'));
    expect(await cart.addToCart('p-l3', 1)).toBe(false);
    expect(cart.$cartCount.get()).toBe(5);
  });

  it("uses the search dropdown's short texts", async () => {
    const { cart } = await signedIn();
    t.server.on('POST', '/cart/add-cart', ok(null));
    await cart.addToCart('p1', 1, { source: 'search' });
    t.server.on('POST', '/cart/add-cart', fail(409, 'Out of stock'));
    await cart.addToCart('p1', 1, { source: 'search' });
    expect(await t.toasts()).toEqual(['success: Added', 'error: Failed']);
  });

  it('refuses a second add of the same product while the first runs', async () => {
    const { cart } = await signedIn();
    const gate = deferred<FakeAnswer>();
    t.server.on('POST', '/cart/add-cart', () => gate.promise);
    const first = cart.addToCart('p1');
    expect(cart.$addingToCart.get()).toEqual(['p1']);
    expect(await cart.addToCart('p1')).toBe(false);
    gate.resolve(ok(null));
    expect(await first).toBe(true);
    expect(t.server.callsTo('POST', '/cart/add-cart')).toHaveLength(1);
    expect(cart.$addingToCart.get()).toEqual([]);
  });

  it('sends a shopper whose session ended to /login', async () => {
    const { cart, auth } = await signedIn();
    const { navigate } = await import('@/lib/navigate');
    t.server.on('POST', '/cart/add-cart', fail(401, 'Unauthorized'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'Expired'));
    expect(await cart.addToCart('p1')).toBe(false);
    expect(auth.$user.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2Fp1%3Ftab%3Dreviews');
  });
});

describe('changing lines', () => {
  it('marks the line mutating and locks it while its call runs', async () => {
    const { cart } = await signedIn();
    const gate = deferred<FakeAnswer>();
    t.server.on('PATCH', '/cart/update-cart/:id', () => gate.promise);
    const first = cart.updateCartLine('l1', 5);
    expect(cart.$cart.get().items.find((l) => l._id === 'l1')?.mutating).toBe(true);
    expect(cart.$cart.get().items.find((l) => l._id === 'l2')?.mutating).toBe(false);
    expect(await cart.updateCartLine('l1', 6)).toBe(false);
    expect(await cart.stepCartLine('l1', -1)).toBe(false);
    serverCart = [line('l1', 5), line('l2', 1, 50)];
    gate.resolve(ok(null));
    expect(await first).toBe(true);
    expect(t.server.callsTo('PATCH', '/cart/update-cart/l1')).toHaveLength(1);
    expect(t.server.callsTo('PATCH', '/cart/update-cart/l1')[0]?.body).toEqual({ productId: 'p-l1', quantity: 5 });
    expect(cart.$cart.get().items.find((l) => l._id === 'l1')).toMatchObject({ quantity: 5, mutating: false });
    expect(await t.toasts()).toEqual(['success: Cart updated']);
  });

  it('keeps a busy line locked through a refetch caused by another line', async () => {
    const { cart } = await signedIn();
    const slow = deferred<FakeAnswer>();
    t.server.on('PATCH', '/cart/update-cart/l1', () => slow.promise);
    t.server.on('PATCH', '/cart/update-cart/l2', ok(null));
    const busy = cart.updateCartLine('l1', 3);
    await cart.updateCartLine('l2', 2);
    expect(cart.$cart.get().items.find((l) => l._id === 'l1')?.mutating).toBe(true);
    slow.resolve(ok(null));
    await busy;
    expect(cart.$cart.get().items.every((l) => !l.mutating)).toBe(true);
  });

  it('refetches after an update', async () => {
    const { cart } = await signedIn();
    t.server.on('PATCH', '/cart/update-cart/:id', ok(null));
    const before = t.server.callsTo('GET', '/cart').length;
    await cart.updateCartLine('l2', 2);
    expect(t.server.callsTo('GET', '/cart')).toHaveLength(before + 1);
  });

  it('removes the line when the quantity drops below 1', async () => {
    const { cart } = await signedIn();
    t.server.on('DELETE', '/cart/delete-cart/:id', () => {
      serverCart = serverCart.filter((l) => l._id !== 'l2');
      return ok(null);
    });
    expect(await cart.stepCartLine('l2', -1)).toBe(true);
    expect(t.server.callsTo('PATCH', '/cart/update-cart/l2')).toHaveLength(0);
    expect(t.server.callsTo('DELETE', '/cart/delete-cart/l2')).toHaveLength(1);
    expect(cart.$cart.get().items.map((l) => l._id)).toEqual(['l1']);
    expect(await t.toasts()).toEqual(['success: Item removed from cart']);
  });

  it('unlocks the line and tells the failure when an update fails', async () => {
    const { cart } = await signedIn();
    t.server.on('PATCH', '/cart/update-cart/:id', fail(500));
    expect(await cart.updateCartLine('l1', 9)).toBe(false);
    expect(cart.$cart.get().items.find((l) => l._id === 'l1')).toMatchObject({ quantity: 2, mutating: false });
    expect(await t.toasts()).toEqual(['error: Failed to update cart: Request failed with status 500']);
  });

  it('fetches the cart again when a change finds the line gone (removed in another tab), so the stale line goes', async () => {
    const { cart } = await signedIn();
    // Another tab removed l1; this one still shows it and presses +.
    serverCart = [line('l2', 1, 50)];
    t.server.on('PATCH', '/cart/update-cart/:id', fail(404, 'Cart item not found'));
    expect(await cart.stepCartLine('l1', 1)).toBe(false);
    expect(cart.$cart.get().items.map((l) => l._id)).toEqual(['l2']);
    expect(cart.$cartCount.get()).toBe(1);
    expect(await t.toasts()).toEqual(['error: Cart item not found']);
  });

  it('fetches the cart again when a removal finds the line gone', async () => {
    const { cart } = await signedIn();
    serverCart = [line('l2', 1, 50)];
    t.server.on('DELETE', '/cart/delete-cart/:id', fail(404, 'Cart item not found'));
    expect(await cart.removeCartLine('l1')).toBe(false);
    expect(cart.$cart.get().items.map((l) => l._id)).toEqual(['l2']);
  });

  it('fetches the cart again when a change is refused on stock (409), so the tab shows what the server holds', async () => {
    const { cart } = await signedIn();
    // Another tab raised l1 to the whole stock.
    serverCart = [line('l1', 4), line('l2', 1, 50)];
    t.server.on('PATCH', '/cart/update-cart/:id', fail(409, 'Only 4 left in stock'));
    expect(await cart.stepCartLine('l1', 1)).toBe(false);
    expect(cart.$cart.get().items.find((l) => l._id === 'l1')).toMatchObject({ quantity: 4, mutating: false });
    expect(await t.toasts()).toEqual(['error: Only 4 left in stock']);
  });

  it('does not fetch again after a failure that says nothing of the cart (a server error)', async () => {
    const { cart } = await signedIn();
    t.server.on('PATCH', '/cart/update-cart/:id', fail(500));
    const fetches = t.server.callsTo('GET', '/cart').length;
    await cart.updateCartLine('l1', 9);
    expect(t.server.callsTo('GET', '/cart')).toHaveLength(fetches);
  });

  it('tells a failed removal', async () => {
    const { cart } = await signedIn();
    t.server.on('DELETE', '/cart/delete-cart/:id', fail(404, 'Cart item not found'));
    expect(await cart.removeCartLine('l1')).toBe(false);
    expect(await t.toasts()).toEqual(['error: Cart item not found']);
  });
});

describe('clearing', () => {
  it('empties the cart locally without refetching', async () => {
    const { cart } = await signedIn();
    t.server.on('DELETE', '/cart/clear-cart', ok(null));
    const fetches = t.server.callsTo('GET', '/cart').length;
    expect(await cart.clearCart()).toBe(true);
    expect(cart.$cart.get().items).toEqual([]);
    expect(cart.$cartSummary.get()).toBeNull();
    expect(t.server.callsTo('GET', '/cart')).toHaveLength(fetches);
    expect(await t.toasts()).toEqual(['success: Cart cleared']);
  });

  it('keeps the cart and tells the failure when clearing fails', async () => {
    const { cart } = await signedIn();
    t.server.on('DELETE', '/cart/clear-cart', fail(500, 'Database unavailable'));
    expect(await cart.clearCart()).toBe(false);
    expect(cart.$cartCount.get()).toBe(3);
    expect(await t.toasts()).toEqual(['error: Database unavailable']);
  });
});
