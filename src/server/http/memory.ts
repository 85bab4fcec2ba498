// Where the server's memory goes, in one line at stop (read by `npm run bench` and the soak for
// their peak-memory budget, DESIGN.md section 8; useful to an operator sizing a small host).

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
};

export function memoryReport(pageCacheBytes: number): MemoryReport {
  const m = process.memoryUsage();
  return {
    rssMB: mb(m.rss),
    // resourceUsage() gives the high-water mark in kilobytes (getrusage's ru_maxrss).
    peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
    heapUsedMB: mb(m.heapUsed),
    heapTotalMB: mb(m.heapTotal),
    wasmAndExternalMB: mb(m.external - m.arrayBuffers),
    arrayBuffersMB: mb(m.arrayBuffers),
    pageCacheMB: mb(pageCacheBytes),
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
