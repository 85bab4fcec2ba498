import { describe, expect, it } from 'vitest';
import { byOrder } from './content';
import { faqPageJsonLd, jsonLdScript, organizationJsonLd } from './json-ld';
import { faqSchema, helpSchema, homeSchema, pageSchema } from './schemas';

describe('content helpers', () => {
  it('sorts entries by their order field, then by id', () => {
    const entry = (id: string, order: number) => ({ id, data: { order } });
    const sorted = byOrder([entry('c', 2), entry('b', 1), entry('a', 2)]);
    expect(sorted.map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });
});

describe("an editor's page", () => {
  it('refuses a description longer than search results show, saying why', () => {
    const page = { title: 'Our Story', description: 'x'.repeat(161) };
    const result = pageSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Keep the description to 160 characters or fewer: search results cut longer ones.',
    );
    expect(pageSchema.safeParse({ ...page, description: 'x'.repeat(160) }).error?.issues.some((i) => i.path[0] === 'description')).not.toBe(true);
  });
});

describe("an editor's misspelt or wrong front matter", () => {
  const page = { title: 'Policies', description: 'How we ship.', heading: 'Our policies' };

  it('refuses a field the file cannot have, naming it and the ones it can', () => {
    // `last_updated` for `lastUpdated`: the date silently left the page.
    const issues = pageSchema.safeParse({ ...page, last_updated: new Date('2026-11-29') }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([
      "'last_updated' is not a field here: check its spelling. The fields here are title, description, eyebrow, heading, lead, lastUpdated, imageAlt, highlights, promises.",
    ]);
    expect(faqSchema.safeParse({ question: 'Q?', order: 1, ordre: 2 }).success).toBe(false);
    expect(pageSchema.safeParse({ ...page, lastUpdated: new Date('2026-11-29') }).success).toBe(true);
  });

  it('refuses a misspelt field inside the home page too', () => {
    const home = homeSchema.safeParse({ hero: { eyebrow: 'x', headline: 'x', text: 'x', imageAlt: 'x', categoriesHeading: 'x', headlin: 'x' } });
    expect(home.error?.issues.some((i) => i.path.join('.') === 'hero' && i.message.startsWith("'headlin' is not a field here"))).toBe(true);
  });

  it('says how to write help keywords typed as a plain line', () => {
    const topic = { title: 'Payments', summary: 'Paying.', order: 1, icon: 'card', keywords: 'refund, money back' };
    expect(helpSchema.safeParse(topic).error?.issues.map((i) => i.message)).toEqual([
      'Write the keywords as a list in square brackets: keywords: [refund, money back].',
    ]);
    expect(helpSchema.safeParse({ ...topic, keywords: ['refund', 'money back'] }).success).toBe(true);
  });

  it('says how to write a date it cannot read', () => {
    const issues = pageSchema.safeParse({ ...page, lastUpdated: '29/11/2026' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['Write the date as year-month-day, as in 2026-11-29.']);
  });
});

describe('structured data', () => {
  it('cannot close its script element early', () => {
    const json = jsonLdScript({ text: 'a </script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ text: 'a </script><script>alert(1)</script>' });
  });

  it('describes the FAQ as a FAQPage with one Question per entry', () => {
    const data = faqPageJsonLd([{ question: 'Can I cancel?', answerHtml: '<p>Before dispatch.</p>\n' }]);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Can I cancel?', acceptedAnswer: { '@type': 'Answer', text: '<p>Before dispatch.</p>' } },
    ]);
  });

  it('describes the shop as an Organization with its support contact', () => {
    const data = organizationJsonLd({
      name: 'Shop',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
      description: 'Food',
      email: 'help@shop.example',
      telephone: '+91 1',
      sameAs: ['https://x.com/shop'],
    });
    expect(data['@type']).toBe('Organization');
    expect(data.contactPoint.email).toBe('help@shop.example');
    expect(data.sameAs).toEqual(['https://x.com/shop']);
  });
});
