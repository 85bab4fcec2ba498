import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentAnchors } from './anchors';
import { markdownProblems, type ShopMap } from './checks';

const pagesDir = join(import.meta.dirname, '../../pages');
const headings = (...slugs: string[]) => ({
  metadata: { headings: slugs.map((slug) => ({ depth: 2, slug, text: slug })) },
});
const anchors = contentAnchors(
  {
    policies: [{ id: 'returns', data: { anchor: 'returns' } }],
    faqs: [{ id: 'my-payment-failed' }],
    help: [{ id: 'payments' }],
    pages: [
      { id: 'our-story', rendered: headings('how-it-began') },
      {
        id: 'terms',
        rendered: headings('5-delivery-returns-and-cancellations'),
      },
    ],
  },
  pagesDir,
);

describe('the ids a link to a content page may name', () => {
  it("are known for every page built from content: its items, its headings and its .astro file's own ids", () => {
    expect([...anchors.keys()].sort()).toEqual(['/aboutUs', '/faq', '/help', '/policies', '/resources', '/terms']);
    expect([...anchors.get('/aboutUs')!]).toEqual(expect.arrayContaining(['how-it-began', 'story']));
    expect([...anchors.get('/terms')!]).toContain('5-delivery-returns-and-cancellations');
    expect([...anchors.get('/resources')!]).toEqual(expect.arrayContaining(['faq-my-payment-failed', 'guides-heading']));
    expect([...anchors.get('/faq')!]).toEqual(expect.arrayContaining(['faq-my-payment-failed', 'faq-list-heading']));
  });

  it('so a link to a part Our Story or the terms lack names the line and the parts they have', () => {
    const shop: ShopMap = {
      pageExists: () => true,
      fileExists: () => false,
      anchors,
    };
    const found = markdownProblems('See [our start](/aboutUs#beginnings) and [delivery](/terms#5-delivery-returns-and-cancellations).\n', shop, {
      topHeading: 3,
      body: 'required',
    });
    expect(found).toHaveLength(1);
    expect(found[0].message).toMatch(/^\/aboutUs has no part called #beginnings, .* #how-it-began, .*#story/);
  });
});
