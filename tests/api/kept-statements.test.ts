import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatements } from '../../src/server/db/pglite-worker.ts';

/**
 * The database thread's kept statements (decision 103): each query's SQL parsed once and run by
 * name gives what PGlite's own `query` gives, for every kind of value either way, within a bound,
 * through a change of the tables under it, and after an error.
 */
let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table kept (id int primary key, note text, at timestamptz, doc jsonb, yes boolean, bytes bytea, n numeric)`);
});
afterAll(() => pg?.close());

const row = [1, 'first', new Date('2026-01-02T03:04:05.000Z'), { a: [1, 'b'] }, true, new Uint8Array([1, 2]), 1.5];

describe('statements kept by name', () => {
  it('answers as PGlite\'s query does: values in and out, objects or arrays, its parsers', async () => {
    const statements = keptStatements(pg);
    const insert = 'insert into kept (id, note, at, doc, yes, bytes, n) values ($1, $2, $3, $4, $5, $6, $7) returning id';
    const second = [2, null, null, null, false, null, null];
    expect(await statements.query(insert, row)).toEqual({ ...(await pg.query(insert, second)), rows: [{ id: 1 }] });
    await pg.query('delete from kept where id = 2');
    expect(await statements.query(insert, second)).toMatchObject({ command: 'INSERT', affectedRows: 1, rows: [{ id: 2 }] });
    const select = 'select * from kept where id = any($1) order by id';
    for (const options of [{}, { rowMode: 'array' as const }, { parsers: { 1184: (text: string) => text } }]) {
      const mine = await statements.query(select, [[1, 2]], options);
      const theirs = await pg.query(select, [[1, 2]], options);
      expect(mine).toEqual(theirs);
      expect(mine.rows).toHaveLength(2);
    }
    const [first] = (await statements.query<Record<string, unknown>>(select, [[1]])).rows;
    expect(first).toEqual({ id: 1, note: 'first', at: row[2], doc: row[3], yes: true, bytes: row[5], n: '1.5' });
    // An update's count, and a statement with no rows to describe
    expect(await statements.query('update kept set note = $1 where id > $2', ['again', 0])).toMatchObject({ affectedRows: 2, rows: [] });
    expect(statements.size).toBe(3);
  });

  it('keeps at most its bound, the least recently run dropped first, and runs a dropped one again', async () => {
    const statements = keptStatements(pg, 2);
    const texts = ['select $1::int + 1 as v', 'select $1::int + 2 as v', 'select $1::int + 3 as v'];
    for (const text of texts) await statements.query(text, [1]);
    expect(statements.size).toBe(2);
    const held = async (text: string) => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text])).rows[0]!.n;
    expect([await held(texts[0]!), await held(texts[1]!), await held(texts[2]!)]).toEqual([0, 1, 1]); // PostgreSQL let the first go
    for (const [i, text] of texts.entries()) expect((await statements.query<{ v: number }>(text, [10])).rows).toEqual([{ v: 11 + i }]);
    expect(statements.size).toBe(2);
  });

  it('parses a statement again when the tables under it change shape', async () => {
    const statements = keptStatements(pg);
    await pg.exec(`create table shifting (id int); insert into shifting values (1)`);
    expect((await statements.query('select * from shifting where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await pg.exec(`alter table shifting add column label text default 'new'`);
    expect((await statements.query('select * from shifting where id = $1', [1])).rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('fails as PGlite does, naming the query, and the next statement runs', async () => {
    const statements = keptStatements(pg);
    const error = await statements.query('insert into kept (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'kept_pkey', query: 'insert into kept (id) values ($1)', params: [1] });
    await expect(statements.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await statements.query('select count(*)::int as n from kept where id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('waits for an open transaction, as PGlite\'s query does', async () => {
    const statements = keptStatements(pg);
    let outside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into kept (id, note) values (3, $1)', ['in a transaction']);
      outside = statements.query<{ n: number }>('select count(*)::int as n from kept where note = $1', ['in a transaction']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.rollback();
    });
    expect(await outside).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('keeps queries, not commands', () => {
    const statements = keptStatements(pg);
    for (const text of ['select 1', ' WITH a AS (select 1) select * from a', 'insert into t values (1)', 'update t set a = 1', 'delete from t']) expect(statements.keeps(text)).toBe(true);
    for (const text of ['set search_path to public', 'create table t (a int)', 'begin', 'selectivity']) expect(statements.keeps(text)).toBe(false);
  });
});
