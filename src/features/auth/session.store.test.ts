import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';
import { freshStores, settle, type FreshStores } from '@tests/support/harness';
import { memoryStorage } from '@tests/support/memory-storage';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
});

// The store and the forms' actions on it, as one (a fresh pair for each test).
const load = async () => ({ ...(await import('./session.store')), ...(await import('./session-actions')) });

describe('the start-up check', () => {
  it('signs the shopper in when the current user answers', async () => {
    t.server.on('GET', '/users/current-user', ok(asha));
    const auth = await load();
    const seen: boolean[] = [];
    auth.$authFlags.listen((flags) => seen.push(flags.checking));
    await auth.checkAuth();
    expect(auth.$user.get()?._id).toBe('u1');
    expect(seen).toEqual([true, false]);
    expect(auth.$authChecked.get()).toBe(true);
  });

  it('treats a failed check as signed out, without a toast', async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('GET', '/users/current-user', fail(401, 'Unauthorized'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'No session'));
    const auth = await load();
    expect(auth.$user.get()?._id).toBe('u1');
    await auth.checkAuth();
    expect(auth.$user.get()).toBeNull();
    expect(await t.toasts()).toEqual([]);
  });

  it('runs once however many islands ask for it', async () => {
    t.server.on('GET', '/users/current-user', ok(asha));
    const auth = await load();
    await Promise.all([auth.ensureAuthChecked(), auth.ensureAuthChecked()]);
    expect(t.server.callsTo('GET', '/users/current-user')).toHaveLength(1);
  });

  it("does not ask the server about a guest: no saved user and no session hint", async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    t.server.on('GET', '/users/current-user', ok(asha));
    const auth = await load();
    expect(await auth.ensureAuthChecked()).toBeNull();
    expect(auth.$authChecked.get()).toBe(true);
    expect(t.server.callsTo('GET', '/users/current-user')).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('asks when the session hint is set, or when a user is saved', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; signedIn=1' });
    t.server.on('GET', '/users/current-user', ok(asha));
    let auth = await load();
    expect((await auth.ensureAuthChecked())?._id).toBe('u1');

    t = await freshStores();
    vi.stubGlobal('document', { cookie: '' });
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('GET', '/users/current-user', fail(401, 'Unauthorized'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'No session'));
    auth = await load();
    expect(await auth.ensureAuthChecked()).toBeNull();
    expect(t.server.callsTo('GET', '/users/current-user')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('cannot undo a sign-in that happened while it ran', async () => {
    const slow = deferred<FakeAnswer>();
    t.server.on('GET', '/users/current-user', () => slow.promise);
    t.server.on('POST', '/users/login', ok({ user: asha }));
    const auth = await load();
    const check = auth.checkAuth();
    await auth.login({ email: asha.email, password: 'secret1' });
    slow.resolve(fail(500, 'boom'));
    await check;
    expect(auth.$user.get()?._id).toBe('u1');
  });
});

describe('starting the check', () => {
  it('starts the check when an island first reads the user in the browser', async () => {
    vi.stubEnv('MODE', 'production');
    vi.stubGlobal('window', {});
    try {
      t.server.on('GET', '/users/current-user', ok(asha));
      const auth = await load();
      const stop = auth.$user.listen(() => {});
      await settle();
      expect(t.server.callsTo('GET', '/users/current-user')).toHaveLength(1);
      expect(auth.$user.get()?._id).toBe('u1');
      stop();
    } finally {
      vi.unstubAllEnvs();
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', t.server.fetch);
    }
  });

  it('does not start it during server rendering', async () => {
    vi.stubEnv('MODE', 'production');
    try {
      const auth = await load();
      auth.$user.listen(() => {});
      await settle();
      expect(t.server.calls).toHaveLength(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('persistence', () => {
  it('reads a user persisted under auth-store at start', async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    const auth = await load();
    expect(auth.$user.get()).toMatchObject({ _id: 'u1', fullName: 'Asha Patil' });
  });

  it('reads a malformed stored value as signed out', async () => {
    t.storage.set('auth-store', '{not json');
    const auth = await load();
    expect(auth.$user.get()).toBeNull();
  });

  it('persists only the user under auth-store and the remember-me choice, nothing else', async () => {
    t.server.on('POST', '/users/login', ok({ user: asha }));
    t.server.on('GET', '/cart', ok({ items: [{ _id: 'l1', productId: 'p1', quantity: 2, price: 10 }] }));
    const auth = await load();
    const cart = await import('@/features/cart/cart.store');
    cart.$cartCount.listen(() => {});
    await auth.login({ email: asha.email, password: 'secret1', remember: true });
    await settle();
    expect(cart.$cartCount.get()).toBe(2);
    const storage = t.storage.all();
    expect(Object.keys(storage).sort()).toEqual(['auth-remember-me', 'auth-store']);
    expect(JSON.parse(storage['auth-store'] ?? 'null')).toMatchObject({ _id: 'u1', email: 'asha@example.com' });
    expect(storage['auth-remember-me']).toBe('yes');
  });
});

describe('login', () => {
  it('signs in from data.user and says so', async () => {
    t.server.on('POST', '/users/login', ok({ user: asha }));
    const auth = await load();
    const flags: boolean[] = [];
    auth.$authFlags.listen((f) => flags.push(f.signingIn));
    expect(await auth.login({ email: ' asha@example.com ', password: 'secret1', remember: false })).toBe(true);
    expect(auth.$user.get()?._id).toBe('u1');
    expect(auth.$rememberMe.get()).toBe(false);
    expect(flags).toEqual([true, false]);
    expect(t.server.calls[0]?.body).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expect(await t.toasts()).toEqual(['success: Signed in successfully']);
  });

  it('fails with Login failed when the answer carries no user', async () => {
    t.server.on('POST', '/users/login', ok({}));
    const auth = await load();
    expect(await auth.login({ email: asha.email, password: 'secret1' })).toBe(false);
    expect(auth.$user.get()).toBeNull();
    expect(await t.toasts()).toEqual(['error: Login failed']);
  });

  it("shows the server's message when the login is refused", async () => {
    t.server.on('POST', '/users/login', fail(401, 'Invalid email or password'));
    const auth = await load();
    expect(await auth.login({ email: asha.email, password: 'wrong12' })).toBe(false);
    expect(await t.toasts()).toEqual(['error: Invalid email or password']);
    expect(t.server.callsTo('POST', '/users/refresh-token')).toHaveLength(0);
  });

  it('does not send a form with an empty field', async () => {
    const auth = await load();
    expect(await auth.login({ email: '', password: 'secret1' })).toBe(false);
    expect(await auth.login({ email: asha.email, password: '' })).toBe(false);
    expect(t.server.calls).toHaveLength(0);
  });
});

describe('signup', () => {
  it('registers, says so, then re-checks who is signed in', async () => {
    t.server.on('POST', '/users/register', ok({ user: asha }, { message: 'User registered' }));
    t.server.on('GET', '/users/current-user', ok(asha));
    const auth = await load();
    expect(await auth.signup({ fullName: 'Asha Patil', userName: 'asha', email: asha.email, password: 'secret1' })).toEqual({ ok: true });
    expect(t.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /users/register', 'GET /users/current-user']);
    expect(auth.$user.get()?._id).toBe('u1');
    expect(await t.toasts()).toEqual(['success: Registered! Please verify your email.']);
  });

  it('falls back to Signup failed', async () => {
    t.server.on('POST', '/users/register', fail(500));
    const auth = await load();
    expect(await auth.signup({ fullName: 'A', userName: 'a', email: 'a@b.in', password: 'secret1' })).toEqual({ ok: false, fieldErrors: {} });
    expect(await t.toasts()).toEqual(['error: Signup failed']);
  });

  it("gives the form the server's reason for each field it refuses, and signs nobody in", async () => {
    t.server.on('POST', '/users/register', {
      status: 400,
      body: {
        statusCode: 400,
        success: false,
        message: 'Full name must not contain HTML.',
        errors: [
          { path: 'fullName', message: 'Full name must not contain HTML.' },
          { path: 'userName', message: 'Username must be at least 3 characters.' },
        ],
      },
    });
    const auth = await load();
    expect(await auth.signup({ fullName: '<b>Asha</b>', userName: 'a', email: 'a@b.in', password: 'secret1' })).toEqual({
      ok: false,
      fieldErrors: { fullName: 'Full name must not contain HTML.', userName: 'Username must be at least 3 characters.' },
    });
    expect(t.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /users/register']);
    expect(auth.$user.get()).toBeNull();
    expect(await t.toasts()).toEqual(['error: Full name must not contain HTML.']);
  });
});

describe('logout', () => {
  async function signedInWithCart() {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('GET', '/cart', ok({ items: [{ _id: 'l1', productId: 'p1', quantity: 3, price: 10 }] }));
    const auth = await load();
    const cart = await import('@/features/cart/cart.store');
    cart.$cartCount.listen(() => {});
    await settle();
    expect(cart.$cartCount.get()).toBe(3);
    return { auth, cart };
  }

  it('clears the user and the cart and says Logged out', async () => {
    const { auth, cart } = await signedInWithCart();
    t.server.on('POST', '/users/logout', ok(null));
    expect(await auth.logout()).toBe(true);
    expect(auth.$user.get()).toBeNull();
    expect(cart.$cartCount.get()).toBe(0);
    expect(t.storage.all()['auth-store']).toBe('null');
    expect(await t.toasts()).toEqual(['success: Logged out']);
  });

  it('forgets the review and address drafts kept in the tab, even when the call fails', async () => {
    const { auth } = await signedInWithCart();
    const tab = memoryStorage({
      'review-draft:p1': '{"userId":"u1","title":"Soft","comment":"","rating":4}',
      'address-draft': '{"userId":"u1","name":"Meera Joshi","address1":"12 Tilak Road"}',
    });
    vi.stubGlobal('sessionStorage', tab);
    try {
      t.server.on('POST', '/users/logout', fail(500, 'Server unavailable'));
      await auth.logout();
      expect(tab.length).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('clears the user and the cart even when the call fails', async () => {
    const { auth, cart } = await signedInWithCart();
    t.server.on('POST', '/users/logout', fail(500, 'Server unavailable'));
    expect(await auth.logout()).toBe(false);
    expect(auth.$user.get()).toBeNull();
    expect(cart.$cart.get().items).toEqual([]);
    expect(await t.toasts()).toEqual(['error: Server unavailable']);
  });
});
