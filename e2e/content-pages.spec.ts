import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from './support/axe';

/** The text a reader sees in raw HTML: scripts, styles and tags removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ');
}

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  return { html, text: visibleText(html) };
}

const PAGES = [
  { path: '/aboutUs', title: 'Our Story', h1: 'Our Story' },
  { path: '/policies', title: 'Shipping, returns and other policies', h1: 'Our policies' },
  { path: '/help', title: 'Help centre', h1: 'How can we help?' },
  { path: '/faq', title: 'Frequently asked questions', h1: 'Frequently asked questions' },
  { path: '/terms', title: 'Terms and conditions', h1: 'Terms and conditions' },
  { path: '/resources', title: 'Resources', h1: 'Resources' },
] as const;

const POLICY_ANCHORS = ['shipping', 'returns', 'cancellations', 'payments', 'privacy', 'terms', 'contact'];

/** The policy facts of SPEC.md section 9, word for word where the specification gives words. */
const POLICY_FACTS = [
  'Processing takes 1–2 business days',
  'Delivery takes 3–7 business days',
  'Damage must be reported within 48 hours',
  'within 7 days of delivery, for unopened items only',
  'refunds are made in 5–7 business days',
  'cancelled only before it is dispatched',
  'Failed payments reverse in 3–7 days',
  'Mon–Sat 10:00–18:00 IST',
  'Last updated 20 August 2025',
];

test.describe('the static pages arrive as finished HTML, before any JavaScript', () => {
  for (const { path, title, h1 } of PAGES) {
    test(`${path} has its own title, description and one h1 in the raw HTML`, async ({ request }) => {
      const { html } = await rawPage(request, path);
      expect(html).toMatch(new RegExp(`<title>${title} \\| Gramin Rasoi</title>`));
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(40);
      expect(description).not.toContain("Handcrafted food from women's self-help groups of rural western India");
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings).toHaveLength(1);
      expect(visibleText(headings[0]?.[1] ?? '').trim()).toBe(h1);
    });
  }

  test('/aboutUs tells the story of the self-help groups and the CSR programme', async ({ request }) => {
    const { text } = await rawPage(request, '/aboutUs');
    expect(text).toContain("women's self-help groups");
    expect(text).toContain('corporate social responsibility (CSR) programme');
    expect(text).toContain('Where it began');
  });

  test('/policies holds every section, with its anchor, and every policy fact', async ({ request }) => {
    const { html, text } = await rawPage(request, '/policies');
    for (const anchor of POLICY_ANCHORS) {
      expect(html, `section #${anchor}`).toMatch(new RegExp(`<section[^>]*\\bid="${anchor}"`));
      expect(html, `link to #${anchor}`).toContain(`href="#${anchor}"`);
    }
    for (const fact of POLICY_FACTS) expect(text, fact).toContain(fact);
    expect(html).toContain('datetime="2025-08-20"');
  });

  test('/faq holds ten questions with their answers in an exclusive accordion, and FAQPage data', async ({ request }) => {
    const { html, text } = await rawPage(request, '/faq');
    expect(html.match(/<details\b[^>]*\bname="faq"/g)).toHaveLength(10);
    expect(text).toContain('How long does delivery take?');
    expect(text).toContain('delivered within 3–7 business days after dispatch');
    const jsonLd = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(jsonLd).toBeTruthy();
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Who makes your products?' });
    expect(data.mainEntity[0].acceptedAnswer.text).toContain('self-help groups');
  });

  test('/help holds every topic with its steps', async ({ request }) => {
    const { html, text } = await rawPage(request, '/help');
    expect(html.match(/data-testid="help-topic"/g)).toHaveLength(8);
    for (const topic of ['Placing an order', 'Delivery and tracking', 'Returns and refunds', 'Your account', 'Talk to us']) {
      expect(text).toContain(topic);
    }
    expect(text).toContain('Continue to Checkout');
  });

  test('/resources holds the help cards, which are not links, and the FAQ', async ({ request }) => {
    const { html, text } = await rawPage(request, '/resources');
    const cards = [...html.matchAll(/<article[^>]*data-testid="help-card"[^>]*>([\s\S]*?)<\/article>/g)];
    expect(cards).toHaveLength(8);
    for (const [, inner] of cards) expect(inner).not.toContain('<a ');
    expect(html.match(/<details\b[^>]*\bname="faq"/g)).toHaveLength(10);
    expect(text).toContain('Guides for every step');
    expect(text).toContain('What is your return policy?');
  });

  test('/terms holds its placeholder terms', async ({ request }) => {
    const { text } = await rawPage(request, '/terms');
    for (const heading of ['1. About these terms', '3. Orders and prices', '8. Governing law']) expect(text).toContain(heading);
  });
});

async function headingLevels(page: Page): Promise<number[]> {
  return page.locator('main h1, main h2, main h3, main h4').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
}

test.describe('every static page in the browser', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path}: landmarks, headings in order, no sideways scrolling, no accessibility violations`, async ({ page }) => {
      // axe walks the whole page: on two busy cores that can take longer than the default 30 s.
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `heading ${i} skips a level: ${levels.join(' ')}`).toBeLessThanOrEqual(1);
      }

      // axe's rules, and no sideways scrolling (violations() checks the page's reflow too).
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the static pages download only the heading font they draw (semibold, the subset preloaded)', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    for (const { path } of PAGES) await page.goto(path, { waitUntil: 'networkidle' });
    // The regular weight is for display text at 400 (home's testimonials), never for a heading only
    // screen readers hear (the FAQ's and About Us' list headings are drawn too, clipped); the whole
    // Latin file is for a heading with a character beyond the subset's, which these have none of
    // (decision 092).
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !/\/fraunces-600-headings\.[\w-]+\.woff2$/.test(f))).toEqual([]);
  });
});

test.describe('the FAQ', () => {
  test('opens one answer at a time', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('#faq-list details');
    await expect(items).toHaveCount(10);
    const first = items.nth(0);
    const third = items.nth(2);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(/women['’]s self-help groups/)).toBeVisible();
    await third.locator('summary').click();
    await expect(third).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open', '');
    await expect(page.locator('#faq-list details[open]')).toHaveCount(1);
  });

  test('filters the questions as you type, says how many match, and shows them all again when cleared', async ({ page }) => {
    await page.goto('/faq');
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    const visible = page.locator('#faq-list details:visible');
    await expect(visible).toHaveCount(10);
    // 'refund' is in two answers (cancelling, returns), though in neither question.
    await search.pressSequentially('refund', { delay: 20 });
    await expect(visible).toHaveCount(2);
    await expect(visible.locator('summary')).toHaveText(['Can I cancel my order?', 'What is your return policy?']);
    await expect(page.getByRole('status')).toHaveText('2 of 10 questions match “refund”.');

    await search.fill('moon landing');
    await expect(visible).toHaveCount(0);
    // One sentence says nothing matches (the status, which a screen reader hears), not two; the
    // list's place says what to try next.
    await expect(page.getByRole('status')).toHaveText('No questions match “moon landing”.');
    await expect(page.getByText(/match/i).filter({ visible: true })).toHaveCount(1);
    const next = page.getByText('Try another word, or browse the help topics.');
    await expect(next).toBeVisible();
    await expect(next.getByRole('link', { name: 'browse the help topics' })).toHaveAttribute('href', '/help');

    await search.fill('');
    await expect(visible).toHaveCount(10);
    await expect(next).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ accordion still opens one answer at a time, and the search box (which needs JavaScript) is not shown', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('#faq-list details');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await items.nth(4).locator('summary').click();
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await expect(page.locator('#faq-list details[open]')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toBeHidden();
    await expect(page.locator('#faq-list details:visible')).toHaveCount(10);
  });
});

test.describe('the help centre', () => {
  test('finds topics by their words and by keywords shoppers type', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search help topics' });
    const topics = page.getByTestId('help-topic').and(page.locator(':visible'));
    await expect(topics).toHaveCount(8);

    // 'password' appears in the account topic's text; 'upi' only in the payments topic's keywords.
    await search.pressSequentially('password', { delay: 20 });
    await expect(topics).toHaveCount(1);
    await expect(topics.getByRole('heading')).toHaveText('Your account');

    await search.fill('upi');
    await expect(topics).toHaveCount(1);
    await expect(topics.getByRole('heading')).toHaveText('Payments');

    await search.fill('xyzzy');
    await expect(topics).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No topics match “xyzzy”.');
    await expect(page.getByText(/match/i).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText('Try another word, see the questions shoppers ask, or talk to us below.')).toBeVisible();

    await search.fill('');
    await expect(topics).toHaveCount(8);
  });
});

test.describe('the policies', () => {
  for (const anchor of POLICY_ANCHORS) {
    test(`/policies#${anchor} scrolls its section into view, below the sticky header`, async ({ page }) => {
      await page.goto(`/policies#${anchor}`);
      const section = page.locator(`section#${anchor}`);
      await expect(section).toBeInViewport();
      const heading = section.getByRole('heading', { level: 2 });
      await expect(heading).toBeInViewport();
      const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
      // The whole card, border and all, clears the sticky header (taller on a phone: it holds the search box).
      const sectionTop = await section.evaluate((s) => s.getBoundingClientRect().top);
      expect(sectionTop).toBeGreaterThanOrEqual(headerBottom);
    });
  }

  test('the table of contents jumps to each section', async ({ page }) => {
    await page.goto('/policies');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/#privacy$/);
    await expect(page.locator('section#privacy')).toBeInViewport();
    await toc.getByRole('link', { name: 'Contact us' }).click();
    await expect(page.locator('section#contact')).toBeInViewport();
  });
});

test.describe('resources', () => {
  test('shows the help cards as plain cards and the FAQ as a working accordion', async ({ page }) => {
    await page.goto('/resources');
    const cards = page.getByTestId('help-card');
    await expect(cards).toHaveCount(8);
    await expect(cards.getByRole('link')).toHaveCount(0);
    const faq = page.locator('#resources-faq details');
    await faq.nth(5).locator('summary').click();
    await expect(faq.nth(5).getByText('within 7 days of delivery')).toBeVisible();
  });
});
