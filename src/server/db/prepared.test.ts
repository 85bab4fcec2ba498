import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { perDatabase } from './prepared.ts';

// Stand-ins: perDatabase only keys on the object's identity.
const dbA = {} as Db;
const dbB = {} as Db;

describe('perDatabase', () => {
  it('builds once per database and hands back the same value after', () => {
    const built: Db[] = [];
    const query = perDatabase((db) => {
      built.push(db);
      return { db, n: built.length };
    });
    const first = query(dbA);
    expect(query(dbA)).toBe(first);
    const other = query(dbB);
    expect(other).not.toBe(first);
    expect(other.db).toBe(dbB);
    expect(query(dbB)).toBe(other);
    expect(built).toEqual([dbA, dbB]);
  });
});
