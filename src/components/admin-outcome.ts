/**
 * The back-office page's start after an action (AdminOutcome.astro): focus on what the action did
 * unless the address names a part of the page, and the notice's query parameters out of the
 * address (the history entry is replaced, so neither a reload nor Back shows the notice again).
 */
export function startAtOutcome(doc: Document, history: Pick<History, 'replaceState' | 'state'>, location: Pick<Location, 'href' | 'hash'>): void {
  const outcome = doc.querySelector<HTMLElement>('.admin-outcome');
  if (!outcome) return;
  const url = new URL(location.href);
  const names = (outcome.dataset.once ?? '').split(' ').filter((name) => url.searchParams.has(name));
  if (names.length > 0) {
    for (const name of names) url.searchParams.delete(name);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const target = location.hash.length > 1 ? doc.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (!target) outcome.focus({ preventScroll: false });
}
