import type { Page, Request, Response } from '@playwright/test';

// A page that has settled, as a shopper sees it once nothing more is coming: the signal the
// accessibility checks wait for before axe (decision 147). `waitForLoadState('networkidle')`
// waits for 500 ms without a request, every time: a fixed second or so per page on a busy machine,
// most of it idle. This waits for what that quiet stood for, and no longer.

/**
 * In the page: it has loaded, and every island that hydrates by itself has hydrated (Astro takes
 * away an island's `ssr` attribute once it has). Those are the `client:load` and `client:idle`
 * ones, `client:visible` ones with a child on screen, and `client:interaction="signed-in"` ones
 * for a shopper with the session hint cookie (src/lib/directives/interaction.ts). Islands that wait
 * for the shopper's pointer or focus stay as the server sent them, as they did with networkidle.
 * And the storefront's behaviour, which a storefront page brings in once it has painted
 * (src/components/storefront-loader.ts), has come.
 */
function islandsHydrated(): boolean {
  if (document.readyState !== 'complete') return false;
  if (document.documentElement.dataset.storefront === 'waiting') return false;
  const signedIn = document.cookie.split(/;\s*/).includes('signedIn=1');
  const onScreen = (island: Element) =>
    [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
  const hydratesByItself = (island: Element) => {
    const when = island.getAttribute('client');
    if (when === 'load' || when === 'idle') return true;
    if (when === 'visible') return onScreen(island);
    return when === 'interaction' && signedIn && (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value === 'signed-in';
  };
  return [...document.querySelectorAll('astro-island[ssr]')].every((island) => !hydratesByItself(island));
}

/** Two frames in the page: what an island's data, once arrived, needs to be drawn and to ask for more. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Opens `path` and waits until it has settled: loaded, its islands hydrated, and no request open
 * (a script, the data an island asked for, a picture) before and after two frames. A page that
 * sends the shopper on (a signed-in shopper at /login, a guest at /account) is followed: the new
 * page's request is open, and the wait starts again on it. Answers the response to `path` itself.
 */
export async function openSettled(page: Page, path: string): Promise<Response | null> {
  const open = new Set<Request>();
  let wake = () => {};
  const started = (request: Request) => void open.add(request);
  const ended = (request: Request) => {
    open.delete(request);
    wake();
  };
  /** Until every open request has ended (finished or failed). */
  const quiet = async () => {
    while (open.size > 0) await new Promise<void>((done) => (wake = done));
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const response = await page.goto(path);
    for (;;) {
      try {
        await page.waitForFunction(islandsHydrated, undefined, { polling: 'raf' });
        await quiet();
        await twoFrames(page);
      } catch (error) {
        // The page went on to another (its context was destroyed while we asked it): wait on that one.
        if (/context was destroyed|navigat/i.test(String(error))) continue;
        throw error;
      }
      if (open.size === 0) return response;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
