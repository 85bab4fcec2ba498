// Work to do when the server stops (close the database, flush logs). A registry on globalThis,
// under a shared symbol, so the server entry and the code Astro bundles into dist/server
// (a separate copy of this module) see the same list.
const KEY = Symbol.for('shop.onShutdown');
type Hook = () => unknown;

function hooks(): Hook[] {
  const g = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  return (g[KEY] ??= []);
}

/** Runs `fn` once the server has stopped taking requests and drained the ones in flight. */
export function onShutdown(fn: Hook): void {
  hooks().push(fn);
}

/** Runs every registered hook, each at most `timeoutMs`; errors are logged, never thrown. */
export async function runShutdownHooks(timeoutMs = 5000): Promise<void> {
  const list = hooks().splice(0);
  await Promise.all(
    list.map((fn) =>
      Promise.race([Promise.resolve().then(fn), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]).catch((error) =>
        console.error('[server] shutdown hook failed:', error),
      ),
    ),
  );
}
