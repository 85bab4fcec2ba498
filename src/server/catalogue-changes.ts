// The one channel on which a successful catalogue write is announced, so the page cache in front
// of Astro (src/server/http/page-cache.ts) drops what it shows. A named node:diagnostics_channel:
// the Node server runs from source while the API it calls is bundled into dist/server, two copies
// of this module in one process, and a channel found by name is the same object for both.
// With PostgreSQL, src/server/catalogue-notify.ts carries each change to the other processes.
// See docs/decisions/063-content-keyed-page-cache.md.
import diagnosticsChannel from 'node:diagnostics_channel';
import { CATALOGUE_CHANGE_CHANNEL } from '../shared/catalogue.ts';

/** What a write changed. No field at all means "anything in the catalogue may have changed". */
export type CatalogueChange = {
  /** Products whose own page or API read changed (price, stock, text, images, reviews). */
  products?: string[];
  /** Their stock only went down (an order placed): none came back on sale, so no back-in-stock wish is due. */
  stockDown?: boolean;
  /** Categories changed: names and menus show on every catalogue page, so this drops them all. */
  categories?: string[];
  /** Set by the PostgreSQL bridge on changes heard from another process: not sent on again. */
  remote?: boolean;
};

const CHANNEL = CATALOGUE_CHANGE_CHANNEL;
const channel = diagnosticsChannel.channel(CHANNEL);

/** Announces a committed change to every listener in this process (and, on PostgreSQL, the others). */
export function publishCatalogueChange(change: CatalogueChange = {}): void {
  if (channel.hasSubscribers) channel.publish(change);
}

/** Calls `listener` on every change; returns the function that stops listening. */
export function onCatalogueChange(listener: (change: CatalogueChange) => void): () => void {
  const handler = (message: unknown) => listener(message as CatalogueChange);
  diagnosticsChannel.subscribe(CHANNEL, handler);
  return () => {
    diagnosticsChannel.unsubscribe(CHANNEL, handler);
  };
}

/**
 * The cache tags a change empties (the tag scheme of decision 063). A product change empties its
 * own page and every listing (cards show price, stock and rating); a category change, or a change
 * that does not say what it touched, empties everything (`*`).
 */
export function tagsOfChange(change: CatalogueChange): string[] {
  if (change.categories || !change.products) return ['*'];
  return ['listings', ...change.products.map((id) => `product:${id}`)];
}
