import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));
vi.mock('@/lib/navigate', () => ({ navigate: vi.fn(), currentPath: () => '/product/p1' }));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
let t: FreshStores;
let serverList: Array<{ _id: string; name: string }>;

beforeEach(async () => {
  t = await freshStores();
  serverList = [
    { _id: 'p1', name: 'Chakli' },
    { _id: 'p2', name: 'Kokum' },
  ];
  t.server.on('GET', '/wishlist', () => ok({ products: serverList }));
});

async function signedIn() {
  t.storage.set('auth-store', JSON.stringify(asha));
  const auth = await import('@/features/auth/session.store');
  const wishlist = await import('./wishlist.store');
  return { auth, wishlist };
}

describe('wishlist', () => {
  it('loads the products from data.products with the default rating 4', async () => {
    const { wishlist } = await signedIn();
    await wishlist.loadWishlist();
    expect(wishlist.$wishlist.get().products.map((p) => [p._id, p.rating])).toEqual([
      ['p1', 4],
      ['p2', 4],
    ]);
    expect(wishlist.$wishlistIds.get()).toEqual(['p1', 'p2']);
  });

  it('sends a guest to /login from the Wishlist button', async () => {
    const wishlist = await import('./wishlist.store');
    const { navigate } = await import('@/lib/navigate');
    expect(await wishlist.addToWishlist('p1')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2Fp1');
    expect(await t.toasts()).toEqual(['error: Please sign in to add items to wishlist']);
  });

  it('asks who is signed in first when the session hint is there but no user is saved yet, then adds', async () => {
    // A tap on Wishlist before the page's session check has answered (the cart's case, decision 094).
    vi.stubGlobal('document', { cookie: 'signedIn=1' });
    t.server.on('GET', '/users/current-user', () => ok(asha));
    t.server.on('POST', '/wishlist/add', () => ok(null));
    const wishlist = await import('./wishlist.store');
    const { navigate } = await import('@/lib/navigate');
    expect(await wishlist.addToWishlist('p2')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(t.server.calls.map((call) => `${call.method} ${call.path}`).slice(0, 2)).toEqual(['GET /users/current-user', 'POST /wishlist/add']);
    expect(await t.toasts()).toEqual(['success: Added to wishlist']);
    vi.unstubAllGlobals();
  });

  it('adds, says so and reloads', async () => {
    const { wishlist } = await signedIn();
    t.server.on('POST', '/wishlist/add', (req) => {
      serverList = [...serverList, { _id: (req.body as { productId: string }).productId, name: 'Papad' }];
      return ok(null);
    });
    expect(await wishlist.addToWishlist('p3')).toBe(true);
    expect(wishlist.$wishlistIds.get()).toContain('p3');
    expect(await t.toasts()).toEqual(['success: Added to wishlist']);
  });

  it("the product page's button takes out a product already in the wishlist, and adds one that is not", async () => {
    const { wishlist } = await signedIn();
    t.server.on('DELETE', '/wishlist/delete', ok(null));
    t.server.on('POST', '/wishlist/add', (req) => {
      serverList = [...serverList, { _id: (req.body as { productId: string }).productId, name: 'Papad' }];
      return ok(null);
    });
    wishlist.ensureWishlistLoaded();
    await vi.waitFor(() => expect(wishlist.$wishlist.get().loaded).toBe(true));
    expect(await wishlist.toggleWishlist('p1')).toBe(true);
    expect(wishlist.$wishlistIds.get()).toEqual(['p2']);
    expect(await wishlist.toggleWishlist('p3')).toBe(true);
    expect(wishlist.$wishlistIds.get()).toContain('p3');
    expect(t.server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /wishlist',
      'DELETE /wishlist/delete',
      'POST /wishlist/add',
      'GET /wishlist',
    ]);
    expect(await t.toasts()).toEqual(['success: Removed from wishlist', 'success: Added to wishlist']);
  });

  it('loads the wishlist once for the page that marks its button, and quietly', async () => {
    const { wishlist } = await signedIn();
    t.server.on('GET', '/wishlist', fail(503));
    wishlist.ensureWishlistLoaded();
    wishlist.ensureWishlistLoaded();
    await vi.waitFor(() => expect(wishlist.$wishlist.get().loading).toBe(false));
    expect(t.server.callsTo('GET', '/wishlist')).toHaveLength(1);
    expect(await t.toasts()).toEqual([]);
  });

  it('tells a failed add with the server message', async () => {
    const { wishlist } = await signedIn();
    t.server.on('POST', '/wishlist/add', fail(404, 'Product not found'));
    expect(await wishlist.addToWishlist('nope')).toBe(false);
    expect(await t.toasts()).toEqual(['error: Product not found']);
  });

  it('removes one product locally after the call', async () => {
    const { wishlist } = await signedIn();
    await wishlist.loadWishlist();
    t.server.on('DELETE', '/wishlist/delete', ok(null));
    expect(await wishlist.removeFromWishlist('p1')).toBe(true);
    expect(wishlist.$wishlistIds.get()).toEqual(['p2']);
    expect(t.server.callsTo('DELETE', '/wishlist/delete')[0]?.body).toEqual({ productId: 'p1' });
    expect(await t.toasts()).toEqual(['success: Removed from wishlist']);
  });

  it('keeps the product and tells the failure when removing fails', async () => {
    const { wishlist } = await signedIn();
    await wishlist.loadWishlist();
    t.server.on('DELETE', '/wishlist/delete', fail(500));
    expect(await wishlist.removeFromWishlist('p1')).toBe(false);
    expect(wishlist.$wishlistIds.get()).toEqual(['p1', 'p2']);
    expect(await t.toasts()).toEqual(['error: Remove from wishlist failed: Request failed with status 500']);
  });

  it('clears everything', async () => {
    const { wishlist } = await signedIn();
    await wishlist.loadWishlist();
    t.server.on('DELETE', '/wishlist/clear', ok(null));
    expect(await wishlist.clearWishlist()).toBe(true);
    expect(wishlist.$wishlist.get().products).toEqual([]);
    expect(await t.toasts()).toEqual(['success: Wishlist cleared']);
  });

  it('tells a failed load', async () => {
    const { wishlist } = await signedIn();
    t.server.on('GET', '/wishlist', fail(503, 'Service unavailable'));
    await wishlist.loadWishlist();
    expect(await t.toasts()).toEqual(['error: Service unavailable']);
  });

  it('forgets the list when the shopper signs out', async () => {
    const { auth, wishlist } = await signedIn();
    await wishlist.loadWishlist();
    auth.$user.set(null);
    expect(wishlist.$wishlist.get()).toEqual({ products: [], loading: false, loaded: false });
  });
});
