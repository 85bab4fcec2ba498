import { describe, expect, it } from 'vitest';
import { memoryLine, memoryReport, parseMemoryLine, recordDatabaseThreadMemory } from './memory.ts';

describe('the memory line', () => {
  it('reads back a line written before the database had a thread of its own', () => {
    const old = '[server] memory {"rssMB":193.2,"peakRssMB":287.3,"heapUsedMB":45,"heapTotalMB":55.7,"wasmAndExternalMB":148.1,"arrayBuffersMB":9,"pageCacheMB":0.1}';
    expect(parseMemoryLine(`noise\n${old}\nmore`)).toMatchObject({ peakRssMB: 287.3, wasmAndExternalMB: 148.1 });
    expect(parseMemoryLine(old)?.databaseThread).toBeUndefined();
  });

  it('counts the database thread in the totals and says which part is its own', () => {
    const without = memoryReport(0);
    expect(without.databaseThread).toBeUndefined();
    const MB = 2 ** 20;
    recordDatabaseThreadMemory({ heapUsed: 10 * MB, heapTotal: 16 * MB, external: 150 * MB, arrayBuffers: 8 * MB });
    const report = memoryReport(3 * MB);
    expect(report.databaseThread).toEqual({ heapUsedMB: 10, heapTotalMB: 16, wasmAndExternalMB: 142, arrayBuffersMB: 8 });
    expect(report.heapTotalMB).toBeGreaterThanOrEqual(16);
    expect(report.wasmAndExternalMB).toBeGreaterThanOrEqual(142);
    expect(report.pageCacheMB).toBe(3);
    expect(report.pageCacheDisk).toBeUndefined();
    expect(parseMemoryLine(memoryLine(report))).toEqual(report);
  });

  it('says what the page cache keeps on disk, apart from memory', () => {
    const report = memoryReport(64 * 2 ** 20, { pages: 10_017, bytes: 118.4 * 2 ** 20 });
    expect(report.pageCacheMB).toBe(64);
    expect(report.pageCacheDisk).toEqual({ pages: 10_017, MB: 118.4 });
    expect(parseMemoryLine(memoryLine(report))?.pageCacheDisk).toEqual({ pages: 10_017, MB: 118.4 });
  });
});
