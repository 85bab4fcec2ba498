import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { recordAccountEvent } from '../customers/account-events.ts';
import { emailField, fullNameField, passwordField } from '../routes/user-fields.ts';
import { hashPassword, type HashingCost } from './password.ts';

/** The first message of a failed parse: the same sentences sign-up answers with. */
function firstProblem<T>(schema: z.ZodType<T>, value: unknown): { value: T } | { problem: string } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { problem: result.error.issues[0]?.message ?? 'Invalid value.' };
}

/** The email the operator typed, checked as sign-up checks it (trimmed, lower-cased). */
export const parseAdminEmail = (value: unknown) => firstProblem(emailField, value);
/** The admin's full name, checked as sign-up checks it. */
export const parseAdminName = (value: unknown) => firstProblem(fullNameField, value);
/** The password, with sign-up's rules (6 to 128 characters). */
export const parseAdminPassword = (value: unknown) => firstProblem(passwordField(), value);

/** The account an email belongs to, if any. */
export async function findAccount(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/**
 * A user name for an account made on the command line: the email's local part, cut to sign-up's
 * characters, with a number added when it is taken (user names are unique without case).
 */
async function freeUserName(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24).padEnd(3, '0');
  for (let n = 0; n < 1000; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n + 1}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.userName})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 4)}`;
}

/**
 * A new admin account (`npm run admin:create`). The operator typed the email, so it counts as
 * verified. The password must already have passed `parseAdminPassword`.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; fullName: string; password: string },
  options: { hashingCost?: HashingCost; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(input.password, options.hashingCost);
  const userName = await freeUserName(db, input.email);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ fullName: input.fullName, userName, email: input.email, role: 'admin', passwordHash, emailVerifiedAt: now, createdAt: now, updatedAt: now })
      .returning();
    await recordAccountEvent(tx, now, { userId: user!.id, type: 'staff-rights-given', by: 'operator' });
    return user!;
  });
}

/** Makes an existing account an admin; its name and password stay as they are. Kept in its history (decision 185). */
export async function promoteToAdmin(db: Db, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, userId)).returning();
    await recordAccountEvent(tx, now, { userId, type: 'staff-rights-given', by: 'operator' });
    return user!;
  });
}
