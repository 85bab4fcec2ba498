import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/db/schema.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openTestDbUpTo, type TestDb } from './harness.ts';

/**
 * Migration 0004 turns the status history orders kept into order events, and 0005 drops it: a
 * database migrated up to 0003 with orders in it is migrated on, and its orders tell the same story.
 */
let handle: TestDb;
beforeAll(async () => {
  // The migrations as they were before the order's life: the first four.
  handle = await openTestDbUpTo('0003_catalogue_indexes');
});
afterAll(() => handle?.close());

describe('migrating orders to events', () => {
  it('writes an event for each status history entry and a return request, and fills the payment', async () => {
    const exec = (q: string) => handle.db.execute(sql.raw(q));
    await exec(`insert into users (id, full_name, user_name, email, password_hash) values ('u1', 'Old Shopper', 'old', 'old@example.com', 'x')`);
    const history = (steps: [string, string][]) => `'${JSON.stringify(steps.map(([status, at]) => ({ status, at })))}'::jsonb`;
    const order = (id: string, status: string, steps: [string, string][], extra = '') =>
      exec(
        `insert into orders (id, user_id, status, address, subtotal_paise, shipping_paise, taxes_paise, discount_paise, total_paise, status_history, created_at${extra ? ', return_status, return_reason' : ''})
         values ('${id}', 'u1', '${status}', '{}'::jsonb, 100, 0, 0, 0, 100, ${history(steps)}, '${steps[0]![1]}'${extra})`,
      );
    await order('o-cancelled', 'cancelled', [['pending', '2025-01-01T10:00:00Z'], ['cancelled', '2025-01-01T12:00:00Z']]);
    await order('o-delivered', 'delivered', [['pending', '2025-01-02T10:00:00Z'], ['processing', '2025-01-02T20:00:00Z'], ['shipped', '2025-01-03T10:00:00Z'], ['delivered', '2025-01-06T10:00:00Z']], `, 'requested', 'Torn'`);

    await migrate(handle.db, { schema: handle.schema });

    const rows = await handle.db.select().from(orders).orderBy(asc(orders.id));
    expect(rows.map((o) => [o.id, o.paymentMethod, o.paymentStatus])).toEqual([
      ['o-cancelled', 'online', 'refunded'],
      ['o-delivered', 'online', 'paid'],
    ]);
    const events = async (id: string) =>
      (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.seq))).map((e) => ({
        type: e.type,
        from: e.fromStatus,
        to: e.toStatus,
        at: e.at.toISOString(),
        actor: `${e.actorRole}:${e.actorId}`,
        note: e.note,
      }));
    expect(await events('o-cancelled')).toEqual([
      { type: 'placed', from: null, to: 'pending', at: '2025-01-01T10:00:00.000Z', actor: 'shopper:u1', note: null },
      { type: 'cancelled', from: 'pending', to: 'cancelled', at: '2025-01-01T12:00:00.000Z', actor: 'shopper:u1', note: null },
    ]);
    const delivered = await events('o-delivered');
    expect(delivered.map((e) => `${e.type} ${e.from}->${e.to} by ${e.actor}`)).toEqual([
      'placed null->pending by shopper:u1',
      'processing pending->processing by system:null',
      'shipped processing->shipped by system:null',
      'delivered shipped->delivered by system:null',
      'return-requested null->requested by shopper:u1',
    ]);
    expect(delivered.at(-1)!.note).toBe('Torn');
    const columns = await handle.db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'orders' and column_name = 'status_history'`);
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
