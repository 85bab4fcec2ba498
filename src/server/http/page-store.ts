// The page cache's second tier, on disk (docs/decisions/099-every-catalogue-page-kept.md): every
// answer the page cache keeps is also written here, so a page pushed out of the memory bound (the
// long tail of a big catalogue: 10,000 product pages are about 100 MB compressed) is read back
// from a file instead of rendered again. Only an index stays in memory (the file, the time, the
// tags: about 200 bytes a page); status, headers and body are in the file. A catalogue change
// drops what it shows here as it does in memory. The folder belongs to one process and is emptied
// when it starts and when it stops: what a stopped server kept may show what changed since.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Entry } from './page-cache.ts';

/** What the index keeps of a page on disk. */
type Stored = { file: string; storedAt: number; tags: string[]; bytes: number };
/** What the file keeps besides the body: the entry less what is only ever in memory. */
type Meta = Omit<Entry, 'body' | 'copies'>;

const noop = () => {};

/** Whether a process with this id runs on this machine (a folder of a process that died is removed). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A store of pages in `root/<pid>`, bounded by `maxBytes` of bodies (the oldest written go first).
 * Folders of processes no longer running are removed on the way.
 */
export function createPageStore({ root, maxBytes }: { root: string; maxBytes: number }) {
  const dir = path.join(root, String(process.pid));
  mkdirSync(root, { recursive: true });
  for (const name of readdirSync(root)) {
    const pid = Number(name);
    if (name === String(process.pid) || !Number.isInteger(pid) || !isRunning(pid)) rmSync(path.join(root, name), { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });

  const index = new Map<string, Stored>();
  let bytes = 0;
  let written = 0;

  const remove = (key: string) => {
    const stored = index.get(key);
    if (!stored) return;
    index.delete(key);
    bytes -= stored.bytes;
    unlink(stored.file).catch(noop);
  };

  return {
    /**
     * Writes an entry; `stillCurrent` is asked once it is on disk (a change may have dropped it, or
     * a newer render replaced it, meanwhile): if not, the file goes. A failed write (a full disk)
     * only means the page is not kept here.
     */
    async put(key: string, entry: Entry, stillCurrent: () => boolean): Promise<void> {
      const { body, copies: _copies, ...meta } = entry;
      const head = Buffer.from(JSON.stringify(meta satisfies Meta));
      const length = Buffer.alloc(4);
      length.writeUInt32BE(head.length);
      written += 1;
      const file = path.join(dir, written.toString(36));
      try {
        await writeFile(file, [length, head, body]);
      } catch {
        unlink(file).catch(noop);
        return;
      }
      if (!stillCurrent()) {
        unlink(file).catch(noop);
        return;
      }
      remove(key);
      index.set(key, { file, storedAt: entry.storedAt, tags: entry.tags, bytes: body.length + head.length });
      bytes += body.length + head.length;
      // The oldest written first: a Map keeps the order keys were set in.
      for (const [oldest] of index) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    /** The entry kept under `key` (null when there is none, or its file cannot be read). */
    async get(key: string): Promise<Entry | null> {
      // Twice at most: a newer file may replace the one being read.
      for (let attempt = 0; attempt < 2; attempt++) {
        const stored = index.get(key);
        if (!stored) return null;
        let data: Buffer;
        try {
          data = await readFile(stored.file);
        } catch {
          if (index.get(key) === stored) remove(key);
          continue;
        }
        if (index.get(key) !== stored) continue;
        const headLength = data.readUInt32BE(0);
        const meta = JSON.parse(data.subarray(4, 4 + headLength).toString()) as Meta;
        // Its own memory (see ownCopy in page-cache.ts): the file's bytes less the head.
        return { ...meta, body: Buffer.from(data.subarray(4 + headLength)), copies: {} };
      }
      return null;
    },
    /** When the page under `key` was rendered, if it is kept here. */
    storedAt: (key: string) => index.get(key)?.storedAt,
    /** Drops what shows what changed (the rule of the memory tier: page-cache.ts `drop`). */
    drop(matches: (tags: string[]) => boolean) {
      const gone = [...index].filter(([, stored]) => matches(stored.tags)).map(([key]) => key);
      for (const key of gone) remove(key);
      return gone.length;
    },
    size: () => index.size,
    bytes: () => bytes,
    /** Removes the folder (at shutdown). */
    close() {
      index.clear();
      bytes = 0;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
