// On a phone the back-office's sections are one row that scrolls sideways (AdminLayout, decision 192):
// the later ones (Reviews, Customers) start past the screen's right edge.

/**
 * The row shows the current section in its middle, so the coordinator sees where she is, as on a
 * desktop; and a section the keyboard reaches comes wholly on screen with its focus ring: Chromium
 * scrolls the row only for a section wholly out of view, and left one half out of it (Categories at 375 px).
 */
export function showSections(root: Document): void {
  const row = root.querySelector<HTMLElement>('[data-sections]');
  if (!row) return;
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (current && row.scrollWidth > row.clientWidth) {
    // The row alone, never the page: scrollIntoView would also scroll a page reopened lower down (Back) up to its header.
    const [box, edge] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
    row.scrollLeft += (box.left + box.right) / 2 - (edge.left + edge.right) / 2;
  }
  // The focus has already brought the row on screen: "nearest" moves only the row, by its scroll padding (the gutter, room for the ring).
  row.addEventListener('focusin', (event) => (event.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' }));
}
