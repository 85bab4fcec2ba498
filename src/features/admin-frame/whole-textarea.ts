// A textarea the keyboard reaches comes on screen whole, with its label and the notes under it
// (decision 160). Chromium scrolls only the textarea's caret into view: reached from below (Shift+Tab)
// it stopped with its label above the screen's top; reached from above (Tab) with its last lines
// under the screen's bottom. An input is one line, and the page's scroll margin (AdminLayout) does
// for it what this does for a textarea.

/** Room kept around the field's box: its focus ring (3 px, 2 px from the box) and a little more. */
const ROOM = 8;

/**
 * How far to scroll the page (positive: down) for a box from `top` to `bottom` (from the screen's
 * top) to be wholly on a screen `height` tall, with ROOM around it. None when it already is, or when
 * it cannot be: a box taller than the screen is left where the browser put its caret.
 */
export function scrollToShow(top: number, bottom: number, height: number): number {
  const from = top - ROOM;
  const to = bottom + ROOM;
  if (to - from > height) return 0;
  if (from < 0) return from;
  if (to > height) return to - height;
  return 0;
}

/** The textarea's field as the form draws it: its wrapper when that holds its label, else the textarea alone. */
function fieldBox(textarea: HTMLTextAreaElement): DOMRect {
  const wrapper = textarea.parentElement;
  const label = textarea.labels?.[0];
  return wrapper && label && wrapper.contains(label) ? wrapper.getBoundingClientRect() : textarea.getBoundingClientRect();
}

/** Brings each focused textarea of the page on screen whole, once the focus has moved to it. */
export function keepTextareasWhole(doc: Document): void {
  doc.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLTextAreaElement)) return;
    const view = doc.defaultView;
    if (!view) return;
    const box = fieldBox(event.target);
    const by = scrollToShow(box.top, box.bottom, view.innerHeight);
    if (by !== 0) view.scrollBy({ top: by, behavior: 'instant' });
  });
}
