// Where the server's memory goes, in one line at stop (read by `npm run bench` and the soak for
// their peak-memory budget, DESIGN.md section 8; useful to an operator sizing a small host).

import type { ThreadMemory } from '../db/pglite-worker.ts';

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export type MemoryReport = {
  /** Resident set now, and its high-water mark over the process's life. */
  rssMB: number;
  peakRssMB: number;
  /** V8's heap for JavaScript objects (rendered pages in flight, caches' keys, module code). */
  heapUsedMB: number;
  heapTotalMB: number;
  /** WebAssembly memories (the embedded PGlite database) and other memory V8 tracks outside its heap, not counting ArrayBuffers. */
  wasmAndExternalMB: number;
  /** ArrayBuffers and Buffers (the page cache's compressed bodies, request bodies, image uploads). */
  arrayBuffersMB: number;
  /** What the page cache holds, by its own count (decision 063). */
  pageCacheMB: number;
  /** Its tier on disk (decision 099): files, not memory; absent when there is none. */
  pageCacheDisk?: { pages: number; MB: number };
  /**
   * On the embedded database, the part of the heap and WebAssembly figures above that is its
   * thread's (decision 073): the fields above count both threads (RSS is the process's anyway).
   * Absent on PostgreSQL, and in lines written before the database had a thread.
   */
  databaseThread?: { heapUsedMB: number; heapTotalMB: number; wasmAndExternalMB: number; arrayBuffersMB: number };
};

// The database thread is closed before the server writes its memory line, so its last figures are
// kept here when it closes (src/server/db/pglite-thread.ts). On globalThis under a shared symbol:
// the code Vite bundled into dist/server has its own copy of this module (as in shutdown.ts).
const THREAD_KEY = Symbol.for('shop.databaseThreadMemory');
const registry = globalThis as unknown as Record<symbol, ThreadMemory | undefined>;

/** Keeps the database thread's memory for the next report (at its close). */
export function recordDatabaseThreadMemory(usage: ThreadMemory | undefined): void {
  if (usage) registry[THREAD_KEY] = usage;
}

/** A thread's heap, WebAssembly and buffer figures, in MB (WebAssembly is in `external`, less the buffers). */
function heapFigures(u: ThreadMemory) {
  return {
    heapUsedMB: mb(u.heapUsed),
    heapTotalMB: mb(u.heapTotal),
    wasmAndExternalMB: mb(u.external - u.arrayBuffers),
    arrayBuffersMB: mb(u.arrayBuffers),
  };
}

export function memoryReport(pageCacheBytes: number, pageCacheDisk?: { pages: number; bytes: number }): MemoryReport {
  const m = process.memoryUsage();
  const t = registry[THREAD_KEY];
  const both = (key: keyof ThreadMemory) => m[key] + (t?.[key] ?? 0);
  return {
    rssMB: mb(m.rss),
    // resourceUsage() gives the high-water mark in kilobytes (getrusage's ru_maxrss).
    peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
    ...heapFigures({ heapUsed: both('heapUsed'), heapTotal: both('heapTotal'), external: both('external'), arrayBuffers: both('arrayBuffers') }),
    pageCacheMB: mb(pageCacheBytes),
    ...(pageCacheDisk && { pageCacheDisk: { pages: pageCacheDisk.pages, MB: mb(pageCacheDisk.bytes) } }),
    ...(t && { databaseThread: heapFigures(t) }),
  };
}

const MEMORY_LINE_PREFIX = '[server] memory ';

/** The line the server prints at stop. */
export const memoryLine = (report: MemoryReport): string => `${MEMORY_LINE_PREFIX}${JSON.stringify(report)}`;

/** The last memory line in a server's output, read back (the bench and the soak), or null. */
export function parseMemoryLine(output: string): MemoryReport | null {
  const line = output.split('\n').findLast((l) => l.startsWith(MEMORY_LINE_PREFIX));
  return line ? (JSON.parse(line.slice(MEMORY_LINE_PREFIX.length)) as MemoryReport) : null;
}
