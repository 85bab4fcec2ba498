import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../src/server/db/client.ts';
import { openDb } from '../../src/server/db/client.ts';
import type { PgliteThread } from '../../src/server/db/pglite-thread.ts';
import { isUniqueViolation } from '../../src/server/errors.ts';
import { isDatabaseUnavailable } from '../../src/server/errors.ts';
import { openTestDb } from './harness.ts';

/**
 * PGlite in its worker thread (decision 073), through the client the main thread hands to
 * Drizzle: transactions committed and rolled back as the callback ends, savepoints, other queries
 * waiting for an open transaction as PGlite always made them, PostgreSQL's error fields carried
 * across, and a thread that dies failing what waits on it instead of hanging.
 */
let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb({ pglite: true });
  db = handle.db;
  await db.execute(sql`create table thread_notes (id int primary key, note text not null, at timestamptz)`);
});
afterAll(() => handle?.close());

const notes = async (from: Pick<Db, 'execute'> = db) =>
  ((await from.execute(sql`select id from thread_notes order by id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
const add = (to: Pick<Db, 'execute'>, id: number) => to.execute(sql`insert into thread_notes (id, note) values (${id}, ${`note ${id}`})`);
const clear = () => db.execute(sql`delete from thread_notes`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const client = (h: DbHandle) => (h.db as unknown as { $client: PgliteThread }).$client;

describe('transactions in the database thread', () => {
  it('commits when the callback resolves, and gives back its value', async () => {
    await clear();
    const value = await db.transaction(async (tx) => {
      await add(tx, 1);
      await add(tx, 2);
      expect(await notes(tx)).toEqual([1, 2]);
      return 'done';
    });
    expect(value).toBe('done');
    expect(await notes()).toEqual([1, 2]);
  });

  it('rolls back when the callback throws, and the caller gets its own error', async () => {
    await clear();
    const mine = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await add(tx, 1);
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await notes()).toEqual([]);
    // tx.rollback() (Drizzle's) ends the same way
    await expect(
      db.transaction(async (tx) => {
        await add(tx, 2);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(await notes()).toEqual([]);
  });

  it('keeps nested transactions as savepoints: an inner failure undoes only the inner work', async () => {
    await clear();
    await db.transaction(async (tx) => {
      await add(tx, 1);
      await expect(
        tx.transaction(async (inner) => {
          await add(inner, 2);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await tx.transaction(async (inner) => {
        await add(inner, 3);
        await inner.transaction(async (deepest) => add(deepest, 4));
      });
      expect(await notes(tx)).toEqual([1, 3, 4]);
    });
    expect(await notes()).toEqual([1, 3, 4]);
  });

  it('rolls back when COMMIT cannot commit (a failed statement in the transaction), with the error', async () => {
    await clear();
    await add(db, 1);
    const failed = db.transaction(async (tx) => {
      await add(tx, 2);
      await add(tx, 1).catch(() => {}); // duplicate: the transaction is now aborted, and the callback hides it
    });
    await expect(failed).rejects.toMatchObject({ code: '25P02' });
    expect(await notes()).toEqual([1]);
  });

  it('makes a query outside the transaction wait until it ends: never inside it, never seeing its work early', async () => {
    await clear();
    let outside: Promise<number[]> | undefined;
    let outsideSettled = false;
    await db.transaction(async (tx) => {
      await add(tx, 1);
      outside = notes().finally(() => (outsideSettled = true));
      await sleep(200);
      expect(outsideSettled).toBe(false); // waiting for the transaction, as on PGlite in the main thread
      await add(tx, 2);
    });
    expect(await outside).toEqual([1, 2]); // after the commit

    let afterRollback: Promise<number[]> | undefined;
    await db
      .transaction(async (tx) => {
        await add(tx, 3);
        afterRollback = notes();
        await sleep(100);
        throw new Error('undo');
      })
      .catch(() => {});
    expect(await afterRollback).toEqual([1, 2]); // the rolled back row never seen
  });

  it('runs concurrent transactions one after the other', async () => {
    await clear();
    const order: string[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        db.transaction(async (tx) => {
          order.push(`begin ${n}`);
          await sleep(30);
          await add(tx, n);
          order.push(`end ${n}`);
        }),
      ),
    );
    expect(order).toEqual(['begin 1', 'end 1', 'begin 2', 'end 2', 'begin 3', 'end 3']);
    expect(await notes()).toEqual([1, 2, 3]);
  });
});

describe('what crosses between the threads', () => {
  it('carries PostgreSQL\'s error fields: SQLSTATE, constraint, detail, the query', async () => {
    await clear();
    await add(db, 1);
    const error = await add(db, 1).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'thread_notes_pkey')).toBe(true);
    const pg = (error as { cause: Record<string, unknown> }).cause; // Drizzle wraps it
    expect(pg).toBeInstanceOf(Error);
    expect(pg).toMatchObject({ code: '23505', constraint: 'thread_notes_pkey', table: 'thread_notes', severity: 'ERROR' });
    expect(pg.detail).toMatch(/Key \(id\)=\(1\) already exists/);
    expect(pg.message).toMatch(/duplicate key value/);
    expect(pg.query).toMatch(/insert into thread_notes/);
    expect(String(pg.stack)).toMatch(/duplicate key value/);
    await expect(db.execute(sql`selec 1`)).rejects.toMatchObject({ cause: { code: '42601' } });
  });

  it('keeps dates and times as PostgreSQL\'s text for Drizzle, and other values as PGlite parses them', async () => {
    await clear();
    await db.execute(sql`insert into thread_notes (id, note, at) values (1, 'x', ${'2026-01-02T03:04:05.000Z'})`);
    const { rows } = (await db.execute(
      sql`select at, 12345678901::int8 as big, '{"a":[1]}'::jsonb as doc, '\\x0102'::bytea as bytes, true as yes, 1.5::float8 as f from thread_notes`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', big: 12345678901, doc: { a: [1] }, bytes: new Uint8Array([1, 2]), yes: true, f: 1.5 });
    // Through the thread client without Drizzle, PGlite's own parsers apply (a Date)
    const raw = await client(handle).query<{ at: Date }>('select at from thread_notes');
    expect(raw.rows[0]!.at).toBeInstanceOf(Date);
    await expect(client(handle).query('select 1', [], { parsers: { 1184: () => 'not the text' } })).rejects.toThrow(/identity parsers/);
    await expect(client(handle).query('select $1', [() => 1])).rejects.toThrow(/could not be cloned/);
    expect((await client(handle).query('select 2 as two')).rows).toEqual([{ two: 2 }]); // nothing left waiting
  });

  it('hands out an image of the data folder that opens again', async () => {
    await clear();
    await add(db, 7);
    const copy = await openDb({ pgliteImage: await handle.dumpDataDir() });
    try {
      expect(await notes(copy.db)).toEqual([7]);
    } finally {
      await copy.close();
    }
  });
});

describe('the database thread gone', () => {
  it('fails queries waiting on a thread that died, and every later one, as "database unavailable"', async () => {
    const doomed = await openDb({ pgliteImage: await handle.dumpDataDir() });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const waiting = doomed.db.execute(sql`select pg_sleep(3)`);
      const inTransaction = doomed.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await sleep(5_000);
      });
      await sleep(200);
      const started = Date.now();
      await client(doomed).worker.terminate(); // as a crash would end it
      const failure = await waiting.then(() => null, (e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(String((failure as Error).cause ?? failure)).toMatch(/PGlite is closed: its database thread stopped/);
      await expect(inTransaction).rejects.toThrow(/PGlite is closed/);
      const later = await doomed.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(later)).toBe(true);
      expect(errors.join(' ')).toMatch(/database thread stopped unexpectedly/);
      await doomed.close(); // closing a dead database is not an error
    } finally {
      console.error = original;
    }
  });

  it('starts the thread of a data folder again when it dies, with what was written before', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-restart-'));
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    const folder = await openDb({ pgliteDir: dir });
    try {
      await folder.db.execute(sql`create table kept (id int primary key)`);
      await folder.db.execute(sql`insert into kept values (1), (2)`);
      const first = client(folder).worker;
      await first.terminate(); // as a crash would end it
      // Until the new thread answers, calls fail as "database unavailable" (503 with Retry-After).
      const during = await folder.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(during)).toBe(true);
      const deadline = Date.now() + 60_000;
      let rows: unknown = null;
      while (Date.now() < deadline) {
        rows = await folder.db.execute(sql`select id from kept order by id`).then((r) => (r as unknown as { rows: unknown[] }).rows, () => null);
        if (rows) break;
        await sleep(250);
      }
      expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
      expect(client(folder).worker).not.toBe(first);
      expect(logged.join(' ')).toMatch(/stopped unexpectedly[\s\S]*started again/);
      await folder.db.execute(sql`insert into kept values (3)`);
    } finally {
      await folder.close();
      console.error = original;
    }
    // Closed on purpose, it stays closed; opened again, the folder has all three rows.
    expect(isDatabaseUnavailable(await folder.db.execute(sql`select 1`).then(() => null, (e: unknown) => e))).toBe(true);
    const again = await openDb({ pgliteDir: dir });
    try {
      expect(((await again.db.execute(sql`select id from kept order by id`)) as unknown as { rows: unknown[] }).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    } finally {
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses queries after close with PGlite\'s own "closed" error, and closes once', async () => {
    const closing = await openDb({ pgliteImage: await handle.dumpDataDir() });
    await Promise.all([closing.close(), closing.close()]);
    const error = await closing.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
