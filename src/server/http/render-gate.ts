// How many answers one process renders at once (decision 087). Past that, a request waits its turn
// (first come, first served) before Astro starts on it: the process does the same work a second,
// but no longer holds fifty half-built pages (API answers, React trees, HTML strings, compressors)
// in memory at the same moment, which is where its peak memory under load came from.
import pLimit from 'p-limit';

/**
 * RENDERS_AT_ONCE's default: enough that the main thread and the database's are never both idle
 * (decision 087); a slot lasts until the answer is out, compressed (decision 087, "Later").
 */
export const DEFAULT_RENDERS_AT_ONCE = 8;

export type RenderGate = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A gate of `concurrency` slots. A task keeps its slot until it settles or for `slotMs` at most:
 * an answer that takes long for reasons of its own (a slow upload read inside its handler, a big
 * export streamed to a slow client, a page calling an API that is itself behind this gate) must
 * not stop the shop rendering for everyone else. It goes on running; it only stops being counted.
 */
export function createRenderGate({ concurrency, slotMs }: { concurrency: number; slotMs: number }): RenderGate {
  const limit = pLimit(concurrency);
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      void limit(async () => {
        // A task that throws at once rejects like one that fails later, and frees its slot.
        const running = Promise.resolve().then(task);
        running.then(resolve, reject);
        let timer: NodeJS.Timeout | undefined;
        const cap = new Promise<void>((release) => (timer = setTimeout(release, slotMs)));
        await Promise.race([running.catch(() => {}), cap]);
        clearTimeout(timer);
      });
    });
}
