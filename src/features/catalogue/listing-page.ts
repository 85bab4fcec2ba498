/**
 * The listing page's small enhancement (docs/decisions/040): a ticked box applies the filters at
 * once, and while the next server-rendered page loads the grid gives way to the skeleton.
 */
export function enhanceListing(root: ParentNode = document): void {
  const results = root.querySelector<HTMLElement>('[data-listing-results]');
  const skeleton = root.querySelector<HTMLElement>('[data-testid="product-skeleton"]');
  const form = root.querySelector<HTMLFormElement>('form[data-listing-filters]');

  const showSkeleton = () => {
    if (!results || !skeleton) return;
    results.hidden = true;
    skeleton.hidden = false;
  };
  const hideSkeleton = () => {
    if (!results || !skeleton) return;
    results.hidden = false;
    skeleton.hidden = true;
  };

  if (form) restorePlace(form);
  form?.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement) rememberPlace(event.target);
    form.requestSubmit();
  });
  form?.addEventListener('submit', showSkeleton);
  root.addEventListener('click', (event) => {
    const e = event as MouseEvent;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if ((e.target as Element | null)?.closest('a[data-listing-nav]')) showSkeleton();
  });
  // Coming back through the history cache shows the page as it was left, not the skeleton.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) hideSkeleton();
  });
}

const PLACE_KEY = 'listing-filter-place';

/** Where the ticked box was: which one, how far down the viewport, and its list's own scroll. */
type Place = { box: string; top: number; listTop: number; at: number };

const boxKey = (box: HTMLInputElement) => `${box.name}=${box.value}`;

/**
 * A ticked box loads the next page (decision 040), which starts at its top with focus on the body:
 * on a phone the boxes are a screen down, so the shopper lost her place after each tick, and a
 * keyboard user Tabbed through the header again to reach the next box. The box is remembered for
 * the next page (for a few seconds, in this tab only), which puts it back where it was, focused.
 * Kept here rather than with src/lib/next-page.ts, which the storefront's file carries (the toasts):
 * importing it would make this page's own script fetch that whole file with the page (decision 094;
 * e2e/storefront-after-paint.spec.ts).
 */
function rememberPlace(box: HTMLInputElement): void {
  const place: Place = {
    box: boxKey(box),
    top: box.getBoundingClientRect().top,
    listTop: box.closest('[data-testid="category-filter-list"]')?.scrollTop ?? 0,
    at: Date.now(),
  };
  try {
    sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    // Storage refused (a private window's quota): the next page starts at its top, as without this.
  }
}

function restorePlace(form: HTMLFormElement): void {
  let place: Place | null = null;
  try {
    place = JSON.parse(sessionStorage.getItem(PLACE_KEY) ?? 'null') as Place | null;
    sessionStorage.removeItem(PLACE_KEY);
  } catch {
    return;
  }
  // A page that failed to load and a later visit are not the tick's page.
  if (!place || typeof place.box !== 'string' || Date.now() - place.at > 30_000) return;
  const box = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((b) => boxKey(b) === place.box);
  if (!box) return;
  const list = box.closest('[data-testid="category-filter-list"]');
  if (list) list.scrollTop = place.listTop;
  const note = showResultUnder(box, form);
  // The applied-filter chips above the form may have come or gone: the box, not the page, keeps its place.
  window.scrollBy(0, box.getBoundingClientRect().top - place.top);
  // A box ticked at the screen's bottom edge left its note below it. Each box that scrolls (the
  // category list, the desktop's sticky filter card, the page) moves by just what the note needs,
  // so the box, a line above it, stays in view. The page alone could not do it on a desktop: there
  // the card sticks under the header and no longer moves with the page (decision 157).
  note?.scrollIntoView({ block: 'nearest' });
  box.focus({ preventScroll: true });
}

/**
 * On a phone "Showing N of M" is a screen below the boxes, so the tick seemed to do nothing: the
 * page's short note of what the filters left goes on a line of its own under the ticked box's row
 * (in the row, a long name beside it wrapped in the narrow desktop sidebar) and becomes the box's
 * description, read when focus returns to it. Returns the note, for the caller to bring into view.
 */
function showResultUnder(box: HTMLInputElement, form: HTMLFormElement): HTMLElement | null {
  const note = form.querySelector<HTMLElement>('[data-filter-result]');
  const row = box.closest('label');
  if (!note || !row) return null;
  row.after(note);
  note.hidden = false;
  box.setAttribute('aria-describedby', note.id);
  return note;
}
