import { describe, expect, it } from 'vitest';
import { hashPassword, passwordWork, verifyPassword } from './password.ts';

const CHEAP = { memoryCost: 1024, timeCost: 1 };

describe('password hashing', () => {
  it('hashes and checks', async () => {
    const stored = await hashPassword('chai-and-papad', CHEAP);
    expect(await verifyPassword(stored, 'chai-and-papad')).toBe(true);
    expect(await verifyPassword(stored, 'chai-and-pakoda')).toBe(false);
    expect(await verifyPassword('!no-password', 'anything')).toBe(false);
  });

  it('works on two at once; the others wait their turn and all finish (decision 091)', async () => {
    const stored = await hashPassword('kokum', CHEAP);
    const rush = [
      ...Array.from({ length: 4 }, (_, i) => hashPassword(`shopper-${i}`, CHEAP)),
      ...Array.from({ length: 2 }, () => verifyPassword(stored, 'kokum')),
    ];
    expect(passwordWork.activeCount).toBe(2);
    expect(passwordWork.pendingCount).toBe(4);
    const done = await Promise.all(rush);
    expect(done.slice(0, 4).every((h) => typeof h === 'string' && h.startsWith('$argon2id$'))).toBe(true);
    expect(done.slice(4)).toEqual([true, true]);
    expect(passwordWork.activeCount + passwordWork.pendingCount).toBe(0);
  });
});
