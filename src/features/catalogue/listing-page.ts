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

  form?.addEventListener('change', () => form.requestSubmit());
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
