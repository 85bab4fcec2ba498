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

/** axe's findings, whatever their impact (minor to critical), one readable line each. */
export async function violations(page: Page, tags: string[] = WCAG21_AA): Promise<string[]> {
  const results = await axeScan(page, tags);
  return results.violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}`);
}
