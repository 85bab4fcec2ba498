import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id cost; the defaults are the library's (19 MiB, 2 passes), tests pass cheaper ones. */
export type HashingCost = { memoryCost: number; timeCost: number };

export const DEFAULT_HASHING_COST: HashingCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashes and checks worked on at once per process; the others wait in arrival order. Each holds its
 * memory cost (19 MiB) while it runs, on libuv's pool of four threads, which also compresses the
 * shop's answers and reads its files: a rush of sign-ins ran four at once, 76 MiB above the
 * server's usual memory (decision 091), and took every thread of the pool. Two keep both cores busy.
 */
export const passwordWork = pLimit(2);

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string, cost: HashingCost = DEFAULT_HASHING_COST): Promise<string> {
  return passwordWork(() => hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 }));
}

/** True when the password matches; false for a wrong password or an unusable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await passwordWork(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash that no password matches: for accounts that must not sign in (seeded reviewers). */
export const UNUSABLE_PASSWORD_HASH = '!no-password';
