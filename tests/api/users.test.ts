import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { signAccessToken } from '../../src/server/auth/tokens.ts';
import { users } from '../../src/server/db/schema.ts';
import { parseServerEnv } from '../../src/server/env.ts';
import { createRateLimiter } from '../../src/server/rate-limit.ts';
import { createClient, createTestShop, errorMessage, makeAdmin, signUp, SITE_URL, type TestShop } from './harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const MIN = 60 * 1000;
const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } }).png().toBuffer();

function form(fields: Record<string, string>, avatar?: { bytes: Uint8Array; name: string; type: string }) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (avatar) f.append('avatar', new File([new Uint8Array(avatar.bytes)], avatar.name, { type: avatar.type }));
  return f;
}

let n = 0;
const newFields = () => {
  n++;
  return { fullName: `Meera Naik ${n}`, userName: `meera_${n}`, email: `meera${n}@example.com`, password: 'secret123' };
};

const lastLink = (shop: TestShop) => shop.mail.at(-1)!.link!;

describe('POST /users/register', () => {
  it('creates the account from JSON, sends a verification mail and does not sign in', async () => {
    const client = shop.client();
    const fields = { ...newFields(), phoneNumber: '+91 98765 43210' };
    const before = shop.mail.length;
    const res = await client.post('/users/register', { json: { ...fields, email: fields.email.toUpperCase() } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Registered! Please verify your email.');
    expect(res.body.data.user).toMatchObject({
      _id: expect.any(String),
      fullName: fields.fullName,
      userName: fields.userName,
      name: fields.fullName,
      email: fields.email,
      phoneNumber: '+91 98765 43210',
      address: null,
      avatar: null,
      role: 'user',
      isEmailVerified: false,
    });
    expect(res.text).not.toMatch(/argon2|password/i);
    expect(client.jar.size).toBe(0);
    expect(shop.mail.length).toBe(before + 1);
    expect(shop.mail.at(-1)).toMatchObject({ to: fields.email, subject: expect.stringMatching(/verify/i) });
    expect(lastLink(shop)).toMatch(new RegExp(`^${SITE_URL}/api/v1/users/verify-email/[A-Za-z0-9_-]{40,}$`));
  });

  it('stores the password as an argon2id hash', async () => {
    const fields = newFields();
    await shop.client().post('/users/register', { json: fields });
    const [row] = await shop.db.select().from(users).where(eq(users.email, fields.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('accepts multipart with an avatar, re-encoded to a 256px square WebP served with long caching', async () => {
    const fields = newFields();
    const res = await shop.client().post('/users/register', { body: form(fields, { bytes: await png(), name: 'me.png', type: 'image/png' }) });
    expect(res.status).toBe(201);
    const avatar = res.body.data.user.avatar as string;
    expect(avatar).toMatch(/^\/api\/v1\/files\/avatars\/[\w-]+\.webp$/);
    const file = await shop.app.request(avatar);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('accepts multipart without an avatar', async () => {
    const res = await shop.client().post('/users/register', { body: form(newFields()) });
    expect(res.status).toBe(201);
    expect(res.body.data.user.avatar).toBeNull();
  });

  it('refuses a non-image avatar and creates nothing', async () => {
    const fields = newFields();
    const res = await shop.client().post('/users/register', {
      body: form(fields, { bytes: new TextEncoder().encode('<?php echo "hi"; ?>'), name: 'evil.png', type: 'image/png' }),
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toMatch(/not an image/);
    expect(await shop.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it.each([
    [{ fullName: undefined }, 'Full name is required.'],
    [{ fullName: '   ' }, 'Full name is required.'],
    [{ userName: undefined }, 'Username is required.'],
    [{ userName: 'ab' }, 'Username must be at least 3 characters.'],
    [{ userName: 'bad name!' }, /Username may use only/],
    [{ email: undefined }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 42 }, 'Email must be text.'],
    [{ password: undefined }, 'Password is required.'],
    [{ password: '12345' }, 'Password must be at least 6 characters.'],
    [{ password: 123456 }, 'Password must be text.'],
    [{ phoneNumber: 'call me' }, 'Please enter a valid phone number.'],
    [{ fullName: '<script>alert(1)</script>' }, 'Full name must not contain HTML.'],
    [{ fullName: 'x'.repeat(101) }, /at most 100/],
  ])('refuses %o with a readable 400 and creates nothing', async (change, message) => {
    const fields = { ...newFields(), ...change };
    const res = await shop.client().post('/users/register', { json: fields });
    expect(res.status).toBe(400);
    const msg = errorMessage(res);
    if (typeof message === 'string') expect(msg).toBe(message);
    else expect(msg).toMatch(message);
    if (typeof fields.email === 'string') expect(await shop.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it('keeps SQL-looking text as plain text', async () => {
    const fields = { ...newFields(), fullName: "Robert'); DROP TABLE users; --" };
    const res = await shop.client().post('/users/register', { json: fields });
    expect(res.status).toBe(201);
    expect(res.body.data.user.fullName).toBe(fields.fullName);
    expect((await shop.db.select().from(users)).length).toBeGreaterThan(1);
  });

  it('answers 409 for a taken email or user name, whatever their case', async () => {
    const fields = newFields();
    await shop.client().post('/users/register', { json: fields });
    const sameEmail = await shop.client().post('/users/register', { json: { ...newFields(), email: fields.email.toUpperCase() } });
    expect(sameEmail.status).toBe(409);
    expect(errorMessage(sameEmail)).toBe('An account with this email already exists.');
    // Said under the field too, where the sign-up form shows it.
    expect(sameEmail.body.errors).toEqual([{ path: 'email', message: 'An account with this email already exists.' }]);
    const sameName = await shop.client().post('/users/register', { json: { ...newFields(), userName: fields.userName.toUpperCase() } });
    expect(sameName.status).toBe(409);
    expect(errorMessage(sameName)).toMatch(/username is taken/);
    expect(sameName.body.errors).toEqual([{ path: 'userName', message: errorMessage(sameName) }]);
  });

  it('lets one address hear "already exists" a few times an hour, then makes every sign-up from it wait (decision 167)', async () => {
    const { fields } = await signUp(shop);
    const limited = createClient(createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now, rules: { takenEmail: { limit: 2, windowSeconds: 3600 } } }) }));
    // A new email is not counted: an honest shopper's sign-up costs nothing of the allowance.
    expect((await limited.post('/users/register', { json: newFields() })).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await limited.post('/users/register', { json: { ...newFields(), email: fields.email } })).status).toBe(409);
    // Past it, a taken email and a new one are answered alike: the answer tells nothing more.
    for (const email of [fields.email, newFields().email]) {
      const waiting = await limited.post('/users/register', { json: { ...newFields(), email } });
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(errorMessage(waiting)).toMatch(/already have an account\. Please try again later, or sign in/);
    }
  });

  it('answers 415 for a body that is neither JSON nor a form', async () => {
    const res = await shop.client().post('/users/register', { body: 'fullName=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    errorMessage(res);
  });
});

describe('POST /users/login', () => {
  it('answers data.user and sets httpOnly, SameSite=Lax cookies on /', async () => {
    const { fields } = await signUp(shop);
    const client = shop.client();
    const res = await client.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Signed in successfully');
    expect(res.body.data.user.email).toBe(fields.email);
    const access = client.setCookies.find((c) => c.startsWith('accessToken='))!;
    const refresh = client.setCookies.find((c) => c.startsWith('refreshToken='))!;
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    }
    expect(access).toMatch(/Max-Age=900\b/);
    expect(refresh).toMatch(/Max-Age=2592000\b/);
  });

  it('marks the cookies Secure in production', async () => {
    const { fields } = await signUp(shop);
    const env = parseServerEnv({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), SITE_URL });
    const client = createClient(createApp({ ...shop.deps, env }));
    const res = await client.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect(res.status).toBe(200);
    // accessToken, refreshToken and the signedIn hint.
    expect(client.setCookies).toHaveLength(3);
    expect(client.setCookies.filter((c) => /;\s*Secure/.test(c))).toHaveLength(3);
  });

  it('answers the same readable 400 for a wrong password and an unknown email', async () => {
    const { fields } = await signUp(shop);
    const wrong = await shop.client().post('/users/login', { json: { email: fields.email, password: 'wrong-password' } });
    const unknown = await shop.client().post('/users/login', { json: { email: 'nobody@example.com', password: 'whatever' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(errorMessage(wrong)).toBe('Email or password is incorrect.');
    expect(errorMessage(unknown)).toBe('Email or password is incorrect.');
  });

  it('cannot sign in as a seeded reviewer (no usable password)', async () => {
    const res = await shop.client().post('/users/login', { json: { email: 'priya@example.in', password: '' } });
    expect(res.status).toBe(400);
    const res2 = await shop.client().post('/users/login', { json: { email: 'priya@example.in', password: '!no-password' } });
    expect(res2.status).toBe(400);
  });

  it.each([{}, { email: 'a@b.c' }, { password: 'secret123' }, { email: '', password: '' }, { email: ['x'], password: {} }])(
    'requires email and password (%o)',
    async (body) => {
      const res = await shop.client().post('/users/login', { json: body });
      expect(res.status).toBe(400);
      expect(errorMessage(res)).toMatch(/Email and password are required|must be text/);
    },
  );

  it('stops after 10 failed attempts for one account and address with 429 and Retry-After', async () => {
    const { fields } = await signUp(shop);
    const limited = createClient(createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now }) }));
    for (let i = 0; i < 10; i++) {
      expect((await limited.post('/users/login', { json: { email: fields.email, password: 'nope-nope' } })).status).toBe(400);
    }
    const blocked = await limited.post('/users/login', { json: { email: fields.email, password: fields.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorMessage(blocked)).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('session: current-user, refresh-token, logout', () => {
  it('answers 401 to a guest and the user when signed in', async () => {
    const guest = await shop.client().get('/users/current-user');
    expect(guest.status).toBe(401);
    expect(errorMessage(guest)).toMatch(/sign in/i);
    const { client, user } = await signUp(shop);
    const me = await client.get('/users/current-user');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ _id: user._id, role: 'user' });
  });

  it('refuses forged, foreign and garbage access tokens, and one naming no open sign-in', async () => {
    const { user, client } = await signUp(shop);
    const forged = await signAccessToken('another-secret-another-secret-another-secret', user._id);
    const secret = shop.deps.env.AUTH_SECRET;
    const noSignIn = await signAccessToken(secret, user._id);
    const unknownSignIn = await signAccessToken(secret, user._id, { sessionId: 'no-such-sign-in' });
    // Another user's open sign-in does not vouch for this user.
    const mine = JSON.parse(Buffer.from(client.jar.get('accessToken')!.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const { user: other } = await signUp(shop);
    const borrowed = await signAccessToken(secret, other._id, { sessionId: mine.sid });
    for (const token of [forged, noSignIn, unknownSignIn, borrowed, 'garbage', 'a.b.c', '']) {
      const res = await shop.client().get('/users/current-user', { headers: { cookie: `accessToken=${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it('accepts the access token as a Bearer header too, and signs out the sign-in it names', async () => {
    const { client } = await signUp(shop);
    const token = client.jar.get('accessToken')!;
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const res = await shop.client().get('/users/current-user', bearer);
    expect(res.status).toBe(200);
    // An API client holds no refresh cookie: its logout still ends the sign-in, server-side.
    expect((await shop.client().post('/users/logout', bearer)).status).toBe(200);
    expect((await shop.client().get('/users/current-user', bearer)).status).toBe(401);
    expect((await client.post('/users/refresh-token')).status).toBe(401);
  });

  it('renews an expired access token once with the refresh token, rotating both cookies', async () => {
    const { client } = await signUp(shop);
    const firstAccess = client.jar.get('accessToken');
    const firstRefresh = client.jar.get('refreshToken');
    shop.advance(16 * MIN);
    try {
      expect((await client.get('/users/current-user')).status).toBe(401);
      const refreshed = await client.post('/users/refresh-token');
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.data.user._id).toEqual(expect.any(String));
      expect(client.jar.get('accessToken')).not.toBe(firstAccess);
      expect(client.jar.get('refreshToken')).not.toBe(firstRefresh);
      expect((await client.get('/users/current-user')).status).toBe(200);
    } finally {
      shop.advance(-16 * MIN);
    }
  });

  it('revokes the whole family when an old refresh token is used again', async () => {
    const { client } = await signUp(shop);
    const stolen = client.jar.get('refreshToken')!;
    expect((await client.post('/users/refresh-token')).status).toBe(200);
    const current = client.jar.get('refreshToken')!;

    const thief = shop.client();
    const reuse = await thief.post('/users/refresh-token', { headers: { cookie: `refreshToken=${stolen}` } });
    expect(reuse.status).toBe(401);
    expect(errorMessage(reuse)).toMatch(/sign in again/);
    // The rightful owner's newer token died with the family.
    const owner = await shop.client().post('/users/refresh-token', { headers: { cookie: `refreshToken=${current}` } });
    expect(owner.status).toBe(401);
  });

  it('answers 401 without a refresh token, with a garbage one, and after 30 days', async () => {
    expect((await shop.client().post('/users/refresh-token')).status).toBe(401);
    expect((await shop.client().post('/users/refresh-token', { headers: { cookie: 'refreshToken=nonsense' } })).status).toBe(401);
    const { client } = await signUp(shop);
    shop.advance(31 * 24 * 60 * MIN);
    try {
      expect((await client.post('/users/refresh-token')).status).toBe(401);
    } finally {
      shop.advance(-31 * 24 * 60 * MIN);
    }
  });

  it('logs out: clears both cookies and revokes the refresh token; always 200', async () => {
    const { client } = await signUp(shop);
    const refresh = client.jar.get('refreshToken')!;
    const access = client.jar.get('accessToken')!;
    const res = await client.post('/users/logout');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Logged out', data: null });
    expect(client.jar.size).toBe(0);
    const again = await shop.client().post('/users/refresh-token', { headers: { cookie: `refreshToken=${refresh}` } });
    expect(again.status).toBe(401);
    // A copy of the access token (another tab's, a stolen one) stops working at once, not 15 minutes later.
    expect((await shop.client().get('/users/current-user', { headers: { cookie: `accessToken=${access}` } })).status).toBe(401);
    expect((await shop.client().post('/users/logout')).status).toBe(200);
  });
});

describe('email verification', () => {
  it('verifies through the mailed link once', async () => {
    const { client } = await signUp(shop);
    const link = lastLink(shop);
    const path = new URL(link).pathname.replace('/api/v1', '');
    const res = await shop.client().get(path);
    expect(res.status).toBe(200);
    expect((await client.get('/users/current-user')).body.data.isEmailVerified).toBe(true);
    const again = await shop.client().get(path);
    expect(again.status).toBe(400);
    expect(errorMessage(again)).toMatch(/invalid or has expired/);
  });

  it('sends a browser on to the account page', async () => {
    await signUp(shop);
    const path = new URL(lastLink(shop)).pathname;
    const ok = await shop.app.request(path, { headers: { accept: 'text/html' } });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${SITE_URL}/account?emailVerified=yes`);
    const bad = await shop.app.request('/api/v1/users/verify-email/not-a-token', { headers: { accept: 'text/html' } });
    expect(bad.headers.get('location')).toBe(`${SITE_URL}/account?emailVerified=no`);
  });

  it('resends a verification mail to a signed-in user, voiding the old link', async () => {
    expect((await shop.client().post('/users/resend-email-verification')).status).toBe(401);
    const { client } = await signUp(shop);
    const oldPath = new URL(lastLink(shop)).pathname.replace('/api/v1', '');
    const res = await client.post('/users/resend-email-verification');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Verification email sent');
    const newPath = new URL(lastLink(shop)).pathname.replace('/api/v1', '');
    expect(newPath).not.toBe(oldPath);
    expect((await shop.client().get(oldPath)).status).toBe(400);
    expect((await shop.client().get(newPath)).status).toBe(200);
    const already = await client.post('/users/resend-email-verification');
    expect(already.status).toBe(200);
    expect(already.body.message).toMatch(/already verified/);
  });

  it('limits verification mails to 5 an hour per account', async () => {
    const { client } = await signUp(shop);
    const limitedApp = createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now }) });
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await limitedApp.request('/api/v1/users/resend-email-verification', { method: 'POST', headers: { cookie } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  it('answers 200 whether or not the account exists, mailing only real accounts', async () => {
    const before = shop.mail.length;
    const none = await shop.client().post('/users/forgot-password', { json: { email: 'nobody-here@example.com' } });
    expect(none.status).toBe(200);
    expect(shop.mail.length).toBe(before);
    const { fields } = await signUp(shop);
    const real = await shop.client().post('/users/forgot-password', { json: { email: fields.email } });
    expect(real.status).toBe(200);
    expect(real.body.message).toBe(none.body.message);
    expect(shop.mail.at(-1)!.to).toBe(fields.email);
    expect(lastLink(shop)).toMatch(new RegExp(`^${SITE_URL}/reset-password\\?token=[A-Za-z0-9_-]{40,}$`));
  });

  it('answers without waiting for the mail server, so its time does not tell that the account exists', async () => {
    // A mail server that takes the reset mail only when the test lets it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const app = createApp({ ...shop.deps, mailer: { async send(message) { await held; sent.push(message.to); } } });
    const { fields } = await signUp(shop);
    const answer = createClient(app).post('/users/forgot-password', { json: { email: fields.email } });
    const first = await Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('still waiting for the mail server'), 2000))]);
    release();
    expect(first).toMatchObject({ status: 200 });
    await vi.waitFor(() => expect(sent).toEqual([fields.email]));
  });

  it('refuses a malformed email', async () => {
    const res = await shop.client().post('/users/forgot-password', { json: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(errorMessage(res)).toBe('Please enter a valid email address.');
  });

  it('resets the password with the mailed token once, ending every session', async () => {
    const { client, fields } = await signUp(shop);
    await shop.client().post('/users/forgot-password', { json: { email: fields.email } });
    const token = new URL(lastLink(shop)).searchParams.get('token')!;

    const short = await shop.client().post(`/users/reset-password/${token}`, { json: { newPassword: '123' } });
    expect(short.status).toBe(400);
    expect(errorMessage(short)).toBe('New password must be at least 6 characters.');

    expect((await client.get('/users/current-user')).status).toBe(200);
    const res = await shop.client().post(`/users/reset-password/${token}`, { json: { newPassword: 'brand-new-1' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password reset successfully');
    // The token's holder is told the account's email, for the sign-in form (decision 143).
    expect(res.body.data).toEqual({ email: fields.email });
    // The device signed in before the reset is out at once: its access token too, not only its refresh token.
    expect((await client.get('/users/current-user')).status).toBe(401);
    expect((await client.post('/users/refresh-token')).status).toBe(401);
    expect((await shop.client().post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(400);
    expect((await shop.client().post('/users/login', { json: { email: fields.email, password: 'brand-new-1' } })).status).toBe(200);

    const reuse = await shop.client().post(`/users/reset-password/${token}`, { json: { newPassword: 'another-one' } });
    expect(reuse.status).toBe(400);
    expect(errorMessage(reuse)).toMatch(/invalid or has expired/);
  });

  it('refuses an unknown or expired token', async () => {
    expect((await shop.client().post('/users/reset-password/unknown', { json: { newPassword: 'whatever1' } })).status).toBe(400);
    const { fields } = await signUp(shop);
    await shop.client().post('/users/forgot-password', { json: { email: fields.email } });
    const token = new URL(lastLink(shop)).searchParams.get('token')!;
    shop.advance(61 * MIN);
    try {
      expect((await shop.client().post(`/users/reset-password/${token}`, { json: { newPassword: 'whatever1' } })).status).toBe(400);
    } finally {
      shop.advance(-61 * MIN);
    }
  });
});

describe('POST /users/change-password', () => {
  it('needs sign-in, even for a malformed body', async () => {
    const res = await shop.client().post('/users/change-password', { body: '{bad', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });

  it('checks the current password and the new one', async () => {
    const { client } = await signUp(shop);
    const wrong = await client.post('/users/change-password', { json: { oldPassword: 'not-it', newPassword: 'newsecret1' } });
    expect(wrong.status).toBe(400);
    expect(errorMessage(wrong)).toBe('Your current password is not correct.');
    expect(wrong.body.errors).toEqual([{ path: 'oldPassword', message: 'Your current password is not correct.' }]);
    const short = await client.post('/users/change-password', { json: { oldPassword: 'secret123', newPassword: '12' } });
    expect(short.status).toBe(400);
    expect(errorMessage(short)).toBe('New password must be at least 6 characters.');
  });

  it('counts a wrong current password as a failed sign-in: a stolen session cannot guess the password here', async () => {
    const { fields } = await signUp(shop);
    const limited = createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now, rules: { failedLogin: { limit: 3, windowSeconds: 900 } } }) });
    const thief = createClient(limited);
    expect((await thief.post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(200);
    const guess = (oldPassword: string) => thief.post('/users/change-password', { json: { oldPassword, newPassword: 'thief-owns-it' } });
    for (const wrong of ['guess-1', 'guess-2', 'guess-3']) expect((await guess(wrong)).status).toBe(400);
    // Past the limit, no guess is checked, not even the right one; and sign-in from there is held too.
    const held = await guess(fields.password);
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBeTruthy();
    expect((await thief.post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(429);
    expect((await shop.client().post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(200);
  });

  it('changes it, keeps this session and ends the others, and a reset link mailed before', async () => {
    const { client, fields } = await signUp(shop);
    const other = shop.client();
    await other.post('/users/login', { json: { email: fields.email, password: fields.password } });
    await shop.client().post('/users/forgot-password', { json: { email: fields.email } });
    const earlierToken = new URL(lastLink(shop)).searchParams.get('token')!;
    const mailed = shop.mail.length;
    const res = await client.post('/users/change-password', { json: { oldPassword: fields.password, newPassword: 'newsecret1' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password changed');
    // The owner hears of it, with the way back if it was not her (decision 185).
    expect(shop.mail.slice(mailed).map((m) => [m.to, m.subject, m.link])).toEqual([[fields.email, 'The password of your account was changed', `${SITE_URL}/forgot`]]);
    expect((await client.get('/users/current-user')).status).toBe(200);
    expect((await other.get('/users/current-user')).status).toBe(401);
    expect((await client.post('/users/refresh-token')).status).toBe(200);
    expect((await other.post('/users/refresh-token')).status).toBe(401);
    expect((await shop.client().post('/users/login', { json: { email: fields.email, password: 'newsecret1' } })).status).toBe(200);
    expect((await shop.client().post(`/users/reset-password/${earlierToken}`, { json: { newPassword: 'over-the-new-1' } })).status).toBe(400);
  });
});

describe('PATCH /users/update-account', () => {
  const address = { address: '12 MG Road', street: 'Camp', city: 'Pune', state: 'Maharashtra', zipCode: '411001', country: 'India' };

  it('needs sign-in', async () => {
    expect((await shop.client().patch('/users/update-account', { json: { fullName: 'X' } })).status).toBe(401);
  });

  it('updates name, phone and profile address, answering the user', async () => {
    const { client } = await signUp(shop);
    const res = await client.patch('/users/update-account', { json: { fullName: 'Kavita Joshi', phoneNumber: '9876543210', address } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Account updated');
    expect(res.body.data).toMatchObject({ fullName: 'Kavita Joshi', name: 'Kavita Joshi', phoneNumber: '9876543210', address });
    const cleared = await client.patch('/users/update-account', { json: { address: null, phoneNumber: '' } });
    expect(cleared.body.data).toMatchObject({ address: null, phoneNumber: null });
  });

  it("refuses a profile address in India without a 6-digit PIN code, at address.zipCode, keeping the old one", async () => {
    const { client } = await signUp(shop);
    await client.patch('/users/update-account', { json: { address } });
    const res = await client.patch('/users/update-account', { json: { address: { ...address, zipCode: '41600' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'address.zipCode', message: 'Please enter a valid 6-digit PIN code.' }]);
    expect((await client.get('/users/current-user')).body.data.address).toMatchObject({ zipCode: '411001' });
    const abroad = await client.patch('/users/update-account', { json: { address: { ...address, state: 'Ontario', country: 'Canada', zipCode: 'K1A 0B1' } } });
    expect(abroad.status).toBe(200);
  });

  it('an email change needs a new verification, and ends the reset link mailed to the old address', async () => {
    const { client, fields } = await signUp(shop);
    const verify = new URL(lastLink(shop)).pathname.replace('/api/v1', '');
    await shop.client().get(verify);
    await shop.client().post('/users/forgot-password', { json: { email: fields.email } });
    const oldMailboxToken = new URL(lastLink(shop)).searchParams.get('token')!;
    const res = await client.patch('/users/update-account', { json: { email: 'Changed.Address@Example.com', currentPassword: fields.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'changed.address@example.com', isEmailVerified: false });
    const [verification, notice] = shop.mail.slice(-2);
    expect(verification!.to).toBe('changed.address@example.com');
    // The address it left is told where the account's mail goes now, and whom to call.
    expect(notice!.to).toBe(fields.email);
    expect(notice!.subject).toBe('The email of your account was changed');
    expect(notice!.text).toContain('is now changed.address@example.com');
    expect(notice!.link).toMatch(/\/contact$/);
    // Whoever holds the old mailbox can no longer set the account's password.
    const reset = await shop.client().post(`/users/reset-password/${oldMailboxToken}`, { json: { newPassword: 'taken-over-1' } });
    expect(reset.status).toBe(400);
    expect((await client.get('/users/current-user')).status).toBe(200);
  });

  it('moves the email only for the current password: a stolen session cannot take the reset mail elsewhere, nor guess the password here', async () => {
    const { fields } = await signUp(shop);
    const limited = createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now, rules: { failedLogin: { limit: 3, windowSeconds: 900 } } }) });
    const client = createClient(limited);
    expect((await client.post('/users/login', { json: { email: fields.email, password: fields.password } })).status).toBe(200);
    const attempt = (currentPassword?: string) => client.patch('/users/update-account', { json: { email: 'thief@example.com', fullName: 'Thief', currentPassword } });
    const none = await attempt();
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'currentPassword', message: 'Please enter your current password to change your email.' }]);
    const wrong = await attempt('not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct.' }]);
    // Guesses count as failed sign-ins: past the limit, not even the right password is checked.
    for (const guess of ['guess-2', 'guess-3']) expect((await attempt(guess)).status).toBe(400);
    expect((await attempt(fields.password)).status).toBe(429);
    const me = (await client.get('/users/current-user')).body.data;
    expect(me).toMatchObject({ email: fields.email, fullName: fields.fullName });
    // Other details change without it, as before.
    expect((await client.patch('/users/update-account', { json: { fullName: 'Kavita Joshi', email: fields.email } })).status).toBe(200);
  });

  it('refuses a taken email with 409, changing nothing', async () => {
    const a = await signUp(shop);
    const b = await signUp(shop);
    const res = await b.client.patch('/users/update-account', { json: { email: a.fields.email, fullName: 'Should Not Stick', currentPassword: b.fields.password } });
    expect(res.status).toBe(409);
    expect((await b.client.get('/users/current-user')).body.data.fullName).toBe(b.fields.fullName);
  });

  it.each([
    [{}, /at least one field/],
    [{ fullName: 42 }, 'Full name must be text.'],
    [{ fullName: '' }, 'Full name is required.'],
    [{ address: { ...address, state: '' } }, 'State is required.'],
    [{ address: { ...address, zipCode: '!!' } }, 'Please enter a valid zip code.'],
    [{ address: { ...address, zipCode: '41600' } }, 'Please enter a valid 6-digit PIN code.'],
    [{ address: 'Pune' }, /Address must be an object/],
    [{ fullName: '<img src=x onerror=alert(1)>' }, 'Full name must not contain HTML.'],
  ])('refuses %o with a readable 400', async (body, message) => {
    const { client, fields } = await signUp(shop);
    const res = await client.patch('/users/update-account', { json: body });
    expect(res.status).toBe(400);
    if (typeof message === 'string') expect(errorMessage(res)).toBe(message);
    else expect(errorMessage(res)).toMatch(message);
    expect((await client.get('/users/current-user')).body.data.fullName).toBe(fields.fullName);
  });
});

describe('PATCH /users/avatar', () => {
  it('needs sign-in', async () => {
    const f = form({}, { bytes: await png(), name: 'a.png', type: 'image/png' });
    expect((await shop.client().patch('/users/avatar', { body: f })).status).toBe(401);
  });

  it('replaces the avatar, and the old file is gone', async () => {
    const { client } = await signUp(shop);
    const first = await client.patch('/users/avatar', { body: form({}, { bytes: await png(300, 500), name: 'a.png', type: 'image/png' }) });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Avatar updated');
    const firstUrl = first.body.data.avatar as string;
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#15803d' } }).jpeg().toBuffer();
    const second = await client.patch('/users/avatar', { body: form({}, { bytes: jpeg, name: 'b.jpg', type: 'image/jpeg' }) });
    expect(second.status).toBe(200);
    expect(second.body.data.avatar).not.toBe(firstUrl);
    expect((await shop.app.request(second.body.data.avatar)).status).toBe(200);
    expect((await shop.app.request(firstUrl)).status).toBe(404);
  });

  it('judges the file by its content, not its name or type', async () => {
    const { client } = await signUp(shop);
    const fake = await client.patch('/users/avatar', {
      body: form({}, { bytes: new TextEncoder().encode('GIF89a but not really an image'), name: 'cat.gif', type: 'image/gif' }),
    });
    expect(fake.status).toBe(400);
    expect(errorMessage(fake)).toMatch(/not an image/);
    const realButOddName = await client.patch('/users/avatar', { body: form({}, { bytes: await png(), name: 'notes.txt', type: 'text/plain' }) });
    expect(realButOddName.status).toBe(200);
  });

  it('limits picture changes per account and, with sign-ups carrying a picture, per address: 429, the avatar kept', async () => {
    const rules = { avatarAccount: { limit: 2, windowSeconds: 3600 }, avatarAddress: { limit: 4, windowSeconds: 3600 } };
    const app = createApp({ ...shop.deps, rateLimiter: createRateLimiter({ enabled: true, now: shop.deps.now, rules }) });
    const signedIn = async () => {
      const client = createClient(app);
      for (const [name, value] of (await signUp(shop)).client.jar) client.jar.set(name, value);
      return client;
    };
    const picture = async () => form({}, { bytes: await png(), name: 'me.png', type: 'image/png' });
    const first = await signedIn();
    expect((await first.patch('/users/avatar', { body: await picture() })).status).toBe(200);
    const kept = (await first.patch('/users/avatar', { body: await picture() })).body.data.avatar as string;
    const third = await first.patch('/users/avatar', { body: await picture() });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorMessage(third)).toBe('You have changed your picture many times in a short time. Please try again later.');
    expect((await first.get('/users/current-user')).body.data.avatar).toBe(kept);
    // Another account from the same address, then a sign-up with a picture, reach the address's limit.
    expect((await (await signedIn()).patch('/users/avatar', { body: await picture() })).status).toBe(200);
    expect((await createClient(app).post('/users/register', { body: form(newFields(), { bytes: await png(), name: 'me.png', type: 'image/png' }) })).status).toBe(201);
    const fields = newFields();
    const refused = await createClient(app).post('/users/register', { body: form(fields, { bytes: await png(), name: 'me.png', type: 'image/png' }) });
    expect(refused.status).toBe(429);
    expect(errorMessage(refused)).toBe('Too many pictures were uploaded from your network. Please try again later.');
    expect(await shop.db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
    // A sign-up without a picture is not held back by them.
    expect((await createClient(app).post('/users/register', { json: newFields() })).status).toBe(201);
  });

  it('refuses a missing file, a JSON body and a file over 2 MB', async () => {
    const { client } = await signUp(shop);
    const missing = await client.patch('/users/avatar', { body: form({ something: 'else' }) });
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe('Please choose an image file for your avatar.');
    const json = await client.patch('/users/avatar', { json: { avatar: 'data:image/png;base64,AAAA' } });
    expect(json.status).toBe(400);
    const justOver = new Uint8Array(2 * 1024 * 1024 + 1);
    const big = await client.patch('/users/avatar', { body: form({}, { bytes: justOver, name: 'big.png', type: 'image/png' }) });
    expect(big.status).toBe(413);
    expect(errorMessage(big)).toMatch(/2 MB/);
    const huge = await client.patch('/users/avatar', { body: form({}, { bytes: new Uint8Array(5 * 1024 * 1024), name: 'huge.png', type: 'image/png' }) });
    expect(huge.status).toBe(413);
    expect(errorMessage(huge)).toMatch(/2 MB/);
    expect((await client.get('/users/current-user')).body.data.avatar).toBeNull();
  });

  it('answers 404 for unknown or odd file keys', async () => {
    for (const key of ['nothing.webp', '..%2F..%2Fetc%2Fpasswd', 'x.png']) {
      const res = await shop.client().get(`/files/avatars/${key}`);
      expect(res.status, key).toBe(404);
    }
  });
});

describe('GET /users (admins only)', () => {
  it('answers 401 to guests and 403 to shoppers', async () => {
    expect((await shop.client().get('/users')).status).toBe(401);
    const { client } = await signUp(shop);
    const res = await client.get('/users');
    expect(res.status).toBe(403);
    errorMessage(res);
  });

  it('lists users with pagination, q and role filters, never their hashes', async () => {
    const admin = await signUp(shop, { fullName: 'Admin Person' });
    await makeAdmin(shop, admin.user._id);
    await signUp(shop, { fullName: 'Findable Farhan' });
    const all = await admin.client.get('/users', { query: { page: '1', limit: '5' } });
    expect(all.status).toBe(200);
    expect(all.body.data.users).toHaveLength(5);
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: 5, hasNextPage: true });
    expect(all.text).not.toMatch(/argon2|passwordHash/);
    const found = await admin.client.get('/users', { query: { q: 'findable' } });
    expect(found.body.data.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Findable Farhan']);
    const admins = await admin.client.get('/users', { query: { role: 'admin' } });
    expect(admins.body.data.users.map((u: { _id: string }) => u._id)).toEqual([admin.user._id]);
    const bad = await admin.client.get('/users', { query: { role: 'superuser' } });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad)).toBe('role must be user or admin.');
  });
});
