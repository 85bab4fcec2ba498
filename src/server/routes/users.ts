import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { clearAuthCookies, readAccessCookie, readRefreshCookie, setAuthCookies } from '../auth/cookies.ts';
import { voidMailTokens } from '../auth/mail-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { randomToken } from '../auth/tokens.ts';
import { endSession, preciseNow, revokeAllSessions, rotateSession, startSession } from '../auth/sessions.ts';
import type { AppDeps, AppEnv, UserRow } from '../context.ts';
import { addStockAlert, removeStockAlert, stockAlertsOf } from '../catalogue/stock-alerts.ts';
import { recordAccountEvent } from '../customers/account-events.ts';
import { deleteAccount } from '../customers/delete-account.ts';
import { personalData } from '../customers/personal-data.ts';
import { users } from '../db/schema.ts';
import { HttpError, badRequest, conflict, isUniqueViolation, ok, unauthorized } from '../errors.ts';
import { sendEmailChangedNotice, sendPasswordChangedNotice, sendVerificationMail } from '../mail/verification.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { requireAdmin, requireUser } from '../middleware/require-user.ts';
import { offsetOf, pagination } from '../pagination.ts';
import { isOverLimit, signInPaused } from '../rate-limit.ts';
import { avatarWebp } from '../storage/avatar-image.ts';
import { paginationQuery, parseOr400, validate } from '../validation.ts';
import { userJson } from '../views/user.ts';
import { isMultipart, readJsonOrForm } from './body.ts';
import { escapeLike, singleParam } from './list-params.ts';
import { emailField, fullNameField, passwordField, phoneField, profileAddressField, userNameField } from './user-fields.ts';

const registerBody = z.object({
  fullName: fullNameField,
  userName: userNameField,
  email: emailField,
  phoneNumber: phoneField,
  password: passwordField(),
});

const loginBody = z.object({
  email: z.string({ error: 'Email and password are required.' }).trim().toLowerCase().min(1, 'Email and password are required.').max(254, 'Email is too long.'),
  password: z.string({ error: 'Email and password are required.' }).min(1, 'Email and password are required.').max(128, 'Password is too long.'),
});

const updateAccountBody = z
  .object({
    fullName: fullNameField.optional(),
    email: emailField.optional(),
    phoneNumber: phoneField,
    address: profileAddressField.nullable().optional(),
    /** Asked for only when the email changes (see the route). */
    currentPassword: z.string({ error: 'Your current password must be text.' }).max(128, 'Password is too long.').optional(),
  })
  .refine(({ currentPassword: _, ...fields }) => Object.values(fields).some((v) => v !== undefined), 'Please send at least one field to change.');

const changePasswordBody = z.object({
  oldPassword: z.string({ error: 'Your current password is required.' }).min(1, 'Your current password is required.').max(128, 'Password is too long.'),
  newPassword: passwordField('New password'),
});

const deleteAccountBody = z.object({
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128, 'Password is too long.'),
});

const listQuery = z.object({
  q: singleParam.pipe(z.string().trim().max(100, 'q must be at most 100 characters.').optional()),
  role: singleParam.pipe(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || v === 'user' || v === 'admin', 'role must be user or admin.'),
  ),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit),
});

/** Kept plain for the shopper who forgot she has an account (decision 167); how often one address hears it is limited. */
const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NAME_TAKEN = 'This username is taken. Please choose another.';

/** A 409 said under its field too, so the form shows it where the shopper fixes it. */
const taken = (path: 'email' | 'userName') => {
  const message = path === 'email' ? EMAIL_TAKEN : USER_NAME_TAKEN;
  return new HttpError(409, message, [{ path, message }]);
};

/** Finds which of email or user name is already taken (by someone other than `exceptId`). */
async function assertAvailable(deps: AppDeps, fields: { email?: string; userName?: string }, exceptId?: string) {
  const checks: SQL[] = [];
  if (fields.email) checks.push(eq(users.email, fields.email));
  if (fields.userName) checks.push(eq(sql`lower(${users.userName})`, fields.userName.toLowerCase()));
  if (!checks.length) return;
  const holders = await deps.db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(and(or(...checks), exceptId ? ne(users.id, exceptId) : undefined));
  if (fields.email && holders.some((t) => t.email === fields.email)) throw taken('email');
  if (holders.length) throw taken('userName');
}

function duplicateToConflict(err: unknown): never {
  if (isUniqueViolation(err, 'users_email_unique')) throw taken('email');
  if (isUniqueViolation(err, 'users_user_name_lower_unique')) throw taken('userName');
  throw err;
}

/** Stores an uploaded avatar, answering its key. */
async function storeAvatar(deps: AppDeps, userId: string, webp: Uint8Array): Promise<string> {
  const key = `${userId}-${crypto.randomUUID().slice(0, 8)}.webp`;
  await deps.storage.setItemRaw(`avatars:${key}`, webp);
  return key;
}

/** Signs in with the password hash just checked or set; false when it changed meanwhile (startSession). */
async function signIn(c: Context<AppEnv>, userId: string, passwordHash: string): Promise<boolean> {
  const tokens = await startSession(c.var.deps, userId, passwordHash);
  if (tokens) setAuthCookies(c, tokens);
  return tokens !== null;
}

export const userRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const { deps } = c.var;
    await deps.rateLimiter.check('register', clientAddress(c), { count: true });
    const body = await readJsonOrForm(c);
    const input = parseOr400(registerBody, body);
    // An address that asked about many taken emails this hour waits, whatever the email (decision 167).
    await deps.rateLimiter.check('takenEmail', clientAddress(c));
    // Check the avatar before anything is written, so a bad file changes nothing.
    const withAvatar = body.avatar instanceof File && body.avatar.size > 0;
    if (withAvatar) await deps.rateLimiter.check('avatarAddress', clientAddress(c), { count: true });
    const avatar = withAvatar ? await avatarWebp(body.avatar) : null;
    await assertAvailable(deps, { email: input.email, userName: input.userName }).catch(async (err: unknown) => {
      if (err instanceof HttpError && err.message === EMAIL_TAKEN) await deps.rateLimiter.hit('takenEmail', clientAddress(c));
      throw err;
    });

    const passwordHash = await hashPassword(input.password, deps.hashingCost);
    const id = crypto.randomUUID();
    const avatarKey = avatar ? await storeAvatar(deps, id, avatar) : null;
    const [user] = await deps.db
      .insert(users)
      .values({
        id,
        fullName: input.fullName,
        userName: input.userName,
        email: input.email,
        phoneNumber: input.phoneNumber ?? null,
        passwordHash,
        avatarKey,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning()
      .catch(async (err) => {
        if (avatarKey) await deps.storage.removeItem(`avatars:${avatarKey}`);
        duplicateToConflict(err);
      });
    await sendVerificationMail(deps, user!);
    return ok(c, { user: userJson(user!) }, 'Registered! Please verify your email.', 201);
  })

  .post('/login', validate('json', loginBody), async (c) => {
    const { deps } = c.var;
    const { email, password } = c.req.valid('json');
    const [user] = await deps.db.select().from(users).where(eq(users.email, email));
    // Asked for an unknown email too: the answer takes as long, and the guesses count.
    const matches = await isAccountPassword(c, email, user, password);
    // 400, not 401: a 401 tells the storefront's client to refresh a session, which is not the problem here.
    // A password changed while this one was checked is wrong by now.
    if (!matches || !user || !(await signIn(c, user.id, user.passwordHash))) throw badRequest('Email or password is incorrect.');
    return ok(c, { user: userJson(user) }, 'Signed in successfully');
  })

  .post('/refresh-token', async (c) => {
    const arrivedAt = preciseNow(); // before any database work: orders this request against a parallel rotation
    const { deps } = c.var;
    const rotated = await rotateSession(deps, readRefreshCookie(c), arrivedAt);
    if (!rotated) {
      clearAuthCookies(c);
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    // A parallel refresh already rotated this session: keep its cookies, set none here.
    if (!rotated.raced) setAuthCookies(c, rotated);
    const [user] = await deps.db.select().from(users).where(eq(users.id, rotated.userId));
    if (!user) throw unauthorized('Your session has expired. Please sign in again.');
    return ok(c, { user: userJson(user) }, 'Session renewed');
  })

  .post('/logout', async (c) => {
    await endSession(c.var.deps, readRefreshCookie(c), readAccessCookie(c));
    clearAuthCookies(c);
    return ok(c, null, 'Logged out');
  })

  .get('/current-user', requireUser, (c) => ok(c, userJson(c.var.user), 'Current user'))

  .post('/change-password', requireUser, validate('json', changePasswordBody), async (c) => {
    const { deps, user } = c.var;
    const { oldPassword, newPassword } = c.req.valid('json');
    // Named for its field too, so the account page can say it under Current password. Counted as a
    // failed sign-in: a stolen session must not guess the password here, past the sign-in's limits.
    if (!(await isAccountPassword(c, user.email, user, oldPassword))) {
      const wrong = 'Your current password is not correct.';
      throw badRequest(wrong, [{ path: 'oldPassword', message: wrong }]);
    }
    const passwordHash = await hashPassword(newPassword, deps.hashingCost);
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await recordAccountEvent(tx, now, { userId: user.id, type: 'password-changed', by: 'owner', actorId: user.id });
    });
    // Every other session ends; this one continues with fresh tokens. A reset link mailed before
    // would set a password over this one: it dies with the old password.
    await revokeAllSessions(deps, user.id);
    await voidMailTokens(deps, user.id, 'reset-password');
    if (!(await signIn(c, user.id, passwordHash))) throw conflict('Your password was changed elsewhere a moment ago. Please sign in again.');
    await sendPasswordChangedNotice(deps, user);
    return ok(c, null, 'Password changed');
  })

  // The shopper deletes her own account (decision 189), with her password: a session left open on
  // a shared phone must not delete it. Counted as a sign-in, so it cannot be guessed here either.
  .post('/delete-account', requireUser, validate('json', deleteAccountBody), async (c) => {
    const { deps, user } = c.var;
    if (!(await isAccountPassword(c, user.email, user, c.req.valid('json').password))) {
      const wrong = 'Your password is not correct.';
      throw badRequest(wrong, [{ path: 'password', message: wrong }]);
    }
    await deleteAccount(deps, user);
    clearAuthCookies(c);
    return ok(c, null, 'Your account has been deleted');
  })

  // Everything the shop keeps of her, as one JSON document (decision 191). Never kept by a cache: it
  // is all of her personal data. Limited per account: each is a read of every order she placed.
  .get('/my-data', requireUser, async (c) => {
    const { deps, user } = c.var;
    await deps.rateLimiter.check('personalData', user.id, { count: true });
    c.header('Cache-Control', 'no-store');
    return ok(c, await personalData(deps.db, user, deps.now()), 'Your data');
  })

  // The products she waits for, to be mailed when each is back in stock (decision 198).
  .get('/stock-alerts', requireUser, async (c) => ok(c, { alerts: await stockAlertsOf(c.var.deps.db, c.var.user.id) }, 'Stock alerts'))
  .put('/stock-alerts/:productId', requireUser, async (c) => {
    const { name } = await addStockAlert(c.var.deps.db, c.var.user.id, c.req.param('productId'));
    return ok(c, { alerts: await stockAlertsOf(c.var.deps.db, c.var.user.id) }, `We will email you when ${name} is back in stock.`);
  })
  .delete('/stock-alerts/:productId', requireUser, async (c) => {
    await removeStockAlert(c.var.deps.db, c.var.user.id, c.req.param('productId'));
    return ok(c, { alerts: await stockAlertsOf(c.var.deps.db, c.var.user.id) }, 'Stock alert removed');
  })

  .patch('/update-account', requireUser, validate('json', updateAccountBody), async (c) => {
    const { deps, user } = c.var;
    const input = c.req.valid('json');
    const emailChanged = input.email !== undefined && input.email !== user.email;
    if (emailChanged) {
      // The email is where a reset mail goes: whoever holds a stolen session must not move it to
      // a mailbox of theirs, reset the password there and keep the account. The password proves
      // the owner, counted as a sign-in (its limits and pause) so it cannot be guessed here.
      const needed = 'Please enter your current password to change your email.';
      if (!input.currentPassword) throw badRequest(needed, [{ path: 'currentPassword', message: needed }]);
      if (!(await isAccountPassword(c, user.email, user, input.currentPassword))) {
        const wrong = 'Your current password is not correct.';
        throw badRequest(wrong, [{ path: 'currentPassword', message: wrong }]);
      }
      await assertAvailable(deps, { email: input.email }, user.id);
    }
    const updated = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [row] = await tx
        .update(users)
        .set({
          ...(input.fullName !== undefined && { fullName: input.fullName }),
          ...(input.phoneNumber !== undefined && { phoneNumber: input.phoneNumber }),
          ...(input.address !== undefined && { address: input.address }),
          ...(emailChanged && { email: input.email, emailVerifiedAt: null }),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning()
        .catch(duplicateToConflict);
      // The old address is kept in the history: the staff can tell a shopper whose email a thief
      // moved which one it was, and write to it.
      if (emailChanged) await recordAccountEvent(tx, now, { userId: user.id, type: 'email-changed', by: 'owner', actorId: user.id, data: { previousEmail: user.email } });
      return row;
    });
    if (emailChanged) {
      // Links mailed to the old address stop working: its mailbox no longer speaks for the account.
      await voidMailTokens(deps, user.id, 'verify-email');
      await voidMailTokens(deps, user.id, 'reset-password');
      await sendVerificationMail(deps, updated!);
      await sendEmailChangedNotice(deps, user.email, updated!);
    }
    return ok(c, userJson(updated!), 'Account updated');
  })

  .patch('/avatar', requireUser, async (c) => {
    const { deps, user } = c.var;
    if (!isMultipart(c)) throw badRequest('Please upload the avatar as a file in the form field "avatar".');
    // Counted before the file is read: every try costs a decode, a refused one too.
    await deps.rateLimiter.check('avatarAccount', user.id, { count: true });
    await deps.rateLimiter.check('avatarAddress', clientAddress(c), { count: true });
    const form = await readJsonOrForm(c);
    const webp = await avatarWebp(form.avatar);
    const key = await storeAvatar(deps, user.id, webp);
    const [updated] = await deps.db
      .update(users)
      .set({ avatarKey: key, updatedAt: deps.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (user.avatarKey) await deps.storage.removeItem(`avatars:${user.avatarKey}`).catch(() => {});
    return ok(c, userJson(updated!), 'Avatar updated');
  })

  .get('/', requireUser, requireAdmin, validate('query', listQuery), async (c) => {
    const { db } = c.var.deps;
    const q = c.req.valid('query');
    const where: SQL[] = [];
    if (q.role) where.push(eq(users.role, q.role as 'user' | 'admin'));
    if (q.q) {
      const like = `%${escapeLike(q.q)}%`;
      where.push(or(ilike(users.fullName, like), ilike(users.userName, like), ilike(users.email, like))!);
    }
    const condition = where.length ? and(...where) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(users).where(condition).orderBy(desc(users.createdAt), asc(users.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
      db.select({ total: count() }).from(users).where(condition),
    ]);
    return ok(c, { users: rows.map(userJson), pagination: pagination(q.page, q.limit, total) }, 'Users');
  });

/**
 * Whether `password` is the account's, under the limits of failed sign-ins (DESIGN.md section 9):
 * per account and address (behind a trusted proxy, the shopper's own address) a 429; across every
 * address, against this account's current password (decision 072), a pause: past its limit,
 * guesses are not checked at all, so a distributed attack learns nothing more; the owner is sent
 * to the reset mail, and a new password starts a new count. A wrong password counts towards both.
 * Sign-in and the password change both ask here, and the back-office before staff rights change.
 */
export async function isAccountPassword(c: Context<AppEnv>, email: string, user: UserRow | undefined, password: string): Promise<boolean> {
  const { rateLimiter } = c.var.deps;
  const limitKey = `${email}|${clientAddress(c)}`;
  await rateLimiter.check('failedLogin', limitKey);
  const accountKey = `${email}|${passwordGeneration(user)}`;
  if (await isOverLimit(rateLimiter, 'failedLoginAccount', accountKey)) {
    await rateLimiter.hit('failedLogin', limitKey);
    throw signInPaused();
  }
  // Verify even without an account, so the answer takes as long either way.
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash(c.var.deps)), password);
  if (user && matches) {
    await rateLimiter.reset('failedLogin', limitKey);
    return true;
  }
  await rateLimiter.hit('failedLogin', limitKey);
  await rateLimiter.hit('failedLoginAccount', accountKey);
  return false;
}

// A hash of a random password at the configured cost, for equal timing when no account matches.
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = (deps: AppDeps) => (dummyHash ??= hashPassword(randomToken(), deps.hashingCost));

/**
 * Names the account's current password without revealing anything of it (a short digest of its
 * salted hash; `none` when no account has the email), so the account-wide count of failed
 * sign-ins starts again when the password changes: the owner who reset it signs in at once.
 */
function passwordGeneration(user: UserRow | undefined): string {
  return user ? createHash('sha256').update(user.passwordHash).digest('base64url').slice(0, 12) : 'none';
}
