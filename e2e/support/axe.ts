import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what the back-office's and most storefront checks hold pages to. */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's findings on the page as it is now. Legacy mode runs axe once, in the page itself. The
 * default mode runs it in each frame and then opens a blank page, loads a second copy of axe
 * there and merges the frames' results in it: about a second more for every check. The shop's
 * pages have no frames, so both modes check the same elements with the same rules.
 * `resultTypes: ['violations']`: every rule still runs on every element, but axe describes (a
 * selector and the HTML of each) only the nodes that fail, and one node each of what passed or was
 * inapplicable, instead of every node of every rule: half the time of a check. The specs read
 * violations only.
 */
const axeScan = (page: Page, tags: string[] = WCAG21_AA) =>
  new AxeBuilder({ page }).setLegacyMode(true).withTags(tags).options({ resultTypes: ['violations'] }).analyze();

/**
 * WCAG 1.4.10 (Reflow), which axe cannot see: the page must fit its width without scrolling
 * sideways (a table or a strip may scroll inside its own box). Names the outermost elements that
 * stick out past the right edge, and text that sticks out of an element that fits (a word longer
 * than the line), so a failure says where to look.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return null;
    const fits = (el: Element | null) => (el?.getBoundingClientRect().right ?? 0) <= width + 0.5;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    const outermost = [...document.body.querySelectorAll('*')]
      .filter((el) => !fits(el) && fits(el.parentElement))
      .map((el) => `${name(el)} (${Math.round(el.getBoundingClientRect().width)} px)`);
    const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = text.nextNode(); node; node = text.nextNode()) {
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && fits(parent) && range.getBoundingClientRect().right > width + 0.5) outermost.push(`text "${(node.textContent ?? '').trim().slice(0, 40)}…" in ${name(parent)}`);
    }
    return { width, overflow, outermost: outermost.slice(0, 4) };
  });
  return found ? [`serious reflow (WCAG 1.4.10: the page scrolls sideways by ${found.overflow} px at ${found.width} px wide): ${found.outermost.join(' | ')}`] : [];
}

/** axe's findings, whatever their impact (minor to critical), and the page's reflow: one readable line each. */
export async function violations(page: Page, tags: string[] = WCAG21_AA): Promise<string[]> {
  const results = await axeScan(page, tags);
  const found = results.violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
  return [...found, ...(await sidewaysScroll(page))];
}
