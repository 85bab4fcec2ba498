/**
 * A value handed from this page to the next one in the same tab: a toast that must outlive a
 * full-page navigation, the email the sign-in form opens with after a reset, the filter box a tick
 * came from. It waits in this tab's sessionStorage (never in the URL, which ends up in logs and
 * histories), is read once, and only while it is young: a page that failed to load, or a visit
 * much later, is not the page it was meant for.
 *
 * Storage can refuse (a private window's quota): then nothing is kept and the next page does
 * without, as it would without this.
 */
type Kept = { value: unknown; at: number };

export function keepForNextPage(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ value, at: Date.now() } satisfies Kept));
  } catch {
    // Storage refused: the next page does without.
  }
}

/**
 * The value kept under `key` if it is at most `maxAgeMs` old and passes `isValid` (what was stored
 * may be from another version of the shop, or not ours), else null. Either way it is gone afterwards.
 */
export function takeFromLastPage<T>(key: string, maxAgeMs: number, isValid: (value: unknown) => value is T): T | null {
  let kept: Partial<Kept> | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Kept> | null;
  } catch {
    kept = null;
  }
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
  if (!kept || typeof kept.at !== 'number' || Date.now() - kept.at > maxAgeMs) return null;
  return isValid(kept.value) ? kept.value : null;
}
