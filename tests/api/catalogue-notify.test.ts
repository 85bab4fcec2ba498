import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../../src/server/catalogue-changes.ts';
import { createCatalogueNotifier, type CatalogueNotifier } from '../../src/server/catalogue-notify.ts';

// Two shop processes on one PostgreSQL hear of each other's catalogue writes through LISTEN/NOTIFY
// (decision 063). Real PostgreSQL only: runs when TEST_DATABASE_URL is set (.ci/run sets it).
const url = process.env.TEST_DATABASE_URL;

/** Resolves with what `heard` holds once it holds `n` changes, or after `ms` with what it has. */
async function waitFor(heard: CatalogueChange[], n: number, ms: number) {
  const until = Date.now() + ms;
  while (heard.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  return heard;
}

describe.skipIf(!url)('catalogue changes between processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const open: CatalogueNotifier[] = [];
  afterAll(() => Promise.all(open.map((n) => n.close())));
  // A channel of this run's own, so runs sharing a server do not hear each other.
  const channel = `shop_catalogue_test_${randomUUID().replaceAll('-', '')}`;

  it("delivers a change to the other process within a second, and not back to the sender", async () => {
    const heardByA: CatalogueChange[] = [];
    const heardByB: CatalogueChange[] = [];
    const a = await createCatalogueNotifier({ databaseUrl: url!, channel, onRemote: (c) => heardByA.push(c) });
    const b = await createCatalogueNotifier({ databaseUrl: url!, channel, onRemote: (c) => heardByB.push(c) });
    open.push(a, b);

    const sent = Date.now();
    await a.notify({ products: ['p-udid-papad'] });
    expect(await waitFor(heardByB, 1, 1000)).toEqual([{ products: ['p-udid-papad'] }]);
    expect(Date.now() - sent).toBeLessThan(1000);

    await b.notify({ categories: ['c-papads'] });
    expect(await waitFor(heardByA, 1, 1000)).toEqual([{ categories: ['c-papads'] }]);
    // Neither heard its own.
    expect(heardByB).toHaveLength(1);
  });

  it('sends a list too long for a NOTIFY as "anything changed"', async () => {
    const heard: CatalogueChange[] = [];
    const a = await createCatalogueNotifier({ databaseUrl: url!, channel, onRemote: () => {} });
    const b = await createCatalogueNotifier({ databaseUrl: url!, channel, onRemote: (c) => heard.push(c) });
    open.push(a, b);
    await a.notify({ products: Array.from({ length: 2000 }, (_, i) => `product-${i}`) });
    expect(await waitFor(heard, 1, 1000)).toEqual([{}]);
  });
});
