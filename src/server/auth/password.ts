import { hash, verify } from '@node-rs/argon2';

/** argon2id cost; the defaults are the library's (19 MiB, 2 passes), tests pass cheaper ones. */
export type HashingCost = { memoryCost: number; timeCost: number };

export const DEFAULT_HASHING_COST: HashingCost = { memoryCost: 19_456, timeCost: 2 };

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string, cost: HashingCost = DEFAULT_HASHING_COST): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

/** True when the password matches; false for a wrong password or an unusable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash that no password matches: for accounts that must not sign in (seeded reviewers). */
export const UNUSABLE_PASSWORD_HASH = '!no-password';
