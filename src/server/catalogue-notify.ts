// With PostgreSQL, several shop processes share one database: each must hear of the others'
// catalogue writes to drop its cached pages. Every change announced in this process is sent with
// NOTIFY; each process LISTENs on one dedicated connection and announces what it hears from the
// others in its own process (marked `remote`, so it is not sent on again). With PGlite there is
// one process and nothing to do. See docs/decisions/063-content-keyed-page-cache.md.
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { onCatalogueChange, publishCatalogueChange, type CatalogueChange } from './catalogue-changes.ts';

const CATALOGUE_NOTIFY_CHANNEL = 'shop_catalogue_change';
/** PostgreSQL refuses a payload of 8000 bytes or more: a longer list becomes "anything changed". */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 2000;

type Message = CatalogueChange & { from: string };

export type CatalogueNotifier = {
  /** Sends a change to the other processes. */
  notify(change: CatalogueChange): Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
};

/**
 * Opens the LISTEN connection; `onRemote` gets each change another notifier sent (never this
 * one's own), and, after the connection was lost and made again, one "anything changed" for what
 * may have been missed meanwhile. Resolves once it listens.
 */
export async function createCatalogueNotifier({
  databaseUrl,
  onRemote,
  channel = CATALOGUE_NOTIFY_CHANNEL,
}: {
  databaseUrl: string;
  onRemote: (change: CatalogueChange) => void;
  channel?: string;
}): Promise<CatalogueNotifier> {
  const { default: pg } = await import('pg');
  const self = randomUUID();
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', ({ channel: heard, payload }) => {
      if (heard !== channel || !payload) return;
      try {
        const { from, ...change } = JSON.parse(payload) as Message;
        if (from !== self) onRemote(change);
      } catch {
        onRemote({});
      }
    });
    next.on('error', (error) => {
      console.warn('[catalogue] LISTEN connection lost:', error.message);
      reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
  };
  const reconnectLater = () => {
    const lost = client;
    client = null;
    lost?.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        onRemote({}); // what was sent while we were away is unknown
      } catch (error) {
        console.warn('[catalogue] could not LISTEN again:', (error as Error).message);
        reconnectLater();
      }
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    async notify(change) {
      let payload = JSON.stringify({ from: self, products: change.products, categories: change.categories } satisfies Message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ from: self });
      // Without a connection the others keep their pages until PAGE_CACHE_MAX_AGE_MS: a write must not fail for it.
      await client?.query('select pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
        console.warn('[catalogue] NOTIFY failed:', error.message);
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/**
 * Joins this process to the others: what is announced here is sent to them, what they send is
 * announced here. Returns the function that stops it.
 */
export async function bridgeCatalogueChanges(databaseUrl: string): Promise<() => Promise<void>> {
  const notifier = await createCatalogueNotifier({ databaseUrl, onRemote: (change) => publishCatalogueChange({ ...change, remote: true }) });
  const stop = onCatalogueChange((change) => {
    if (!change.remote) void notifier.notify(change);
  });
  return async () => {
    stop();
    await notifier.close();
  };
}
