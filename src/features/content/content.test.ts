import { describe, expect, it } from 'vitest';
import { byOrder } from './content';
import { faqPageJsonLd, jsonLdScript, organizationJsonLd } from './json-ld';
import { pageSchema } from './schemas';

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
