/**
 * Why a content file could not be read, kept until it can (decision 179). In `npm run dev`, Astro's
 * glob loader answers a file YAML cannot read, or one that breaks its schema, with 'Failed to
 * reload' in the terminal and keeps the file's last good text: the editor's page showed the old
 * words and no reason. The loader (src/content.config.ts) notes the reason here and clears it once
 * the file reads; the pages that read the collection (collections.ts) throw it, so Astro's dev
 * overlay shows it. A build never gets that far: the loader's error stops it first.
 *
 * Kept on globalThis: the content config and the pages are loaded as separate module graphs by
 * the dev server, in one process, so a module-level map would be two maps.
 */
const KEY = Symbol.for('graminrasoi.content.readingErrors');

type Registry = Map<string, { collection: string; message: string }>;

function registry(): Registry {
  const scope = globalThis as { [KEY]?: Registry };
  scope[KEY] ??= new Map();
  return scope[KEY];
}

/** The file could not be read: keep why, for the pages of its collection. */
export function noteReadingError(collection: string, file: string, message: string): void {
  registry().set(file, { collection, message });
}

/** The file reads again. */
export function clearReadingError(file: string): void {
  registry().delete(file);
}

/** Stops the page while a file of this collection cannot be read, with the reader's words. */
export function throwReadingErrors(collection: string): void {
  const messages = [...registry().values()].filter((e) => e.collection === collection).map((e) => e.message);
  if (messages.length > 0) throw new Error(messages.join('\n'));
}
