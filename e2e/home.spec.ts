import { expect, test } from '@playwright/test';
import { IMAGE_WIDTHS } from '../src/shared/images';
import { violations } from './support/axe';
import { pictureChoice } from './support/pictures';
import { logIn } from './support/shoppers';

type ApiProduct = { _id: string; name: string };

const SECTION_ORDER = [
  'id="hero-heading"',
  'data-testid="category-circles"',
  'id="specialities-heading"',
  'id="handmade-treasures-heading"',
  'id="why-heading"',
  'id="best-sellers-heading"',
  'id="history-heading"',
  'id="testimonials-heading"',
  'id="deal-heading"',
];

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The part of the raw HTML from one marker to the next. */
function sectionHtml(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  expect(from, start).toBeGreaterThan(-1);
  expect(to, end).toBeGreaterThan(from);
  return html.slice(from, to);
}

test.describe('the home page as raw HTML, before any JavaScript', () => {
  test('holds every section of the specification, in order', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const positions = SECTION_ORDER.map((marker) => html.indexOf(marker));
    for (const [i, marker] of SECTION_ORDER.entries()) expect(positions[i], marker).toBeGreaterThan(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+ \| Gramin Rasoi<\/title>/);
    for (const card of ['Completely organic', 'Free from chemicals', 'Crafted with care']) expect(html).toContain(card);
    expect(html.match(/data-testid="why-steps"[\s\S]*?<\/ol>/)?.[0].match(/<h3\b/g)).toHaveLength(3);
  });

  test('the hero image loads first and at the right size, and Shop Now and Explore go to the product list', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const hero = html.match(/<img[^>]*hero-1280\.webp[^>]*>/)?.[0] ?? '';
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toMatch(/width="1280"/);
    expect(hero).toMatch(/height="720"/);
    for (const w of [640, 720, 960, 1280, 1920]) expect(hero).toContain(`/images/hero-${w}.webp ${w}w`);
    // The picture offers the same widths as AVIF first (decision 102), in the same sizes.
    const avif = html.match(/<picture>\s*<source type="image\/avif"[^>]*>/)?.[0] ?? '';
    for (const w of [640, 720, 960, 1280, 1920]) expect(avif).toContain(`/images/hero-${w}.avif ${w}w`);
    expect(avif).toContain(`sizes="${hero.match(/sizes="([^"]*)"/)?.[1]}"`);
    // The preload asks for the same file the picture will pick: the AVIF source's srcset and sizes, typed, so
    // a browser without AVIF skips it rather than fetching a file it cannot show.
    const preload = html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/)?.[0] ?? '';
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imagesizes="${avif.match(/sizes="([^"]*)"/)?.[1]}"`);
    expect(preload).toContain(`imagesrcset="${avif.match(/srcset="([^"]*)"/)?.[1]}"`);
    expect(html).toMatch(/<a href="\/productsList"[^>]*>Shop Now<\/a>/);
    expect(html).toMatch(/<a href="\/productsList"[^>]*>Explore<\/a>/);
  });

  test('the category circles link to each active category by its slug', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const api = await (await request.get('/api/v1/categories?page=1&limit=100&status=active')).json();
    const names: string[] = api.data.categories.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(0);
    const circles = sectionHtml(html, 'data-testid="category-circles"', '</ul>');
    const hrefs = [...circles.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(names.map((n) => `/category/${encodeURIComponent(n.trim().toLowerCase().replace(/\s+/g, '-'))}`));
    expect(hrefs).toContain('/category/biscuits-and-cookies');
  });

  test('each category circle takes the smallest file sharp at its width (80 CSS px on a phone, 96 from 640 px)', async ({ page }) => {
    await page.goto('/');
    const images = await page.getByTestId('category-circles').locator('img').all();
    expect(images.length).toBeGreaterThan(0);
    for (const [i, image] of images.slice(0, 4).entries()) {
      const { file, width, dpr } = await pictureChoice(image);
      expect(width).toBe(page.viewportSize()!.width < 640 ? 80 : 96);
      const wanted = IMAGE_WIDTHS.category.find((c) => c >= width * dpr) ?? IMAGE_WIDTHS.category.at(-1);
      expect(file, `circle ${i + 1} is ${width}px at ${dpr}x and took the ${file}w file`).toBe(wanted);
    }
  });

  test('Best Sellers shows the four best sellers, in order; Handmade Treasures four others', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const api = await (await request.get('/api/v1/products?sort=bestseller&page=1&limit=4')).json();
    const best: ApiProduct[] = api.data.products;
    expect(best).toHaveLength(4);
    const strip = sectionHtml(html, 'data-testid="best-sellers"', '</section>');
    const links = [...strip.matchAll(/data-testid="product-card-link"[^>]*>([^<]+)</g)].map((m) => decode(m[1] ?? ''));
    expect(links).toEqual(best.map((p) => p.name));

    const treasures = sectionHtml(html, 'data-testid="handmade-treasures"', '</section>');
    const treasureIds = [...treasures.matchAll(/href="\/product\/([^"]+)" class="hover/g)].map((m) => decodeURIComponent(m[1] ?? ''));
    expect(treasureIds).toHaveLength(4);
    for (const id of treasureIds) expect(best.map((p) => p._id)).not.toContain(id);
  });

  test("a staff change to a best seller's price shows on the home page and its product page at the next request", async ({ request, playwright }) => {
    const best: (ApiProduct & { price: number; mrp: number })[] = (await (await request.get('/api/v1/products?sort=bestseller&page=1&limit=4')).json()).data.products;
    const product = best[3]!;
    const strip = async () => sectionHtml(await (await request.get('/')).text(), 'data-testid="best-sellers"', '</section>');
    const productPage = async () => (await request.get(`/product/${encodeURIComponent(product._id)}`)).text();
    const shown = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}.00`;
    // Both pages rendered and kept by the server's page cache (asked twice: the second is a hit).
    for (let i = 0; i < 2; i++) {
      expect(await strip()).toContain(shown(product.price));
      expect(await productPage()).toContain(shown(product.price));
    }
    const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await logIn(admin, { email: 'admin@handcrafted.test', password: 'admin1234' });
    const newPrice = Math.floor(product.price) - 1;
    try {
      const saved = await admin.patch(`/api/v1/admin/products/${encodeURIComponent(product._id)}`, { data: { price: newPrice, mrp: product.mrp } });
      expect(saved.status(), 'the admin changes the price').toBe(200);
      expect(await strip()).toContain(shown(newPrice));
      expect(await productPage()).toContain(shown(newPrice));
    } finally {
      await admin.patch(`/api/v1/admin/products/${encodeURIComponent(product._id)}`, { data: { price: product.price, mrp: product.mrp } });
      await admin.dispose();
    }
    expect(await strip()).toContain(shown(product.price));
  });

  test('the Deal of the Season offers the spice set of 12 for ₹1,499.00 and links to that product', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const search = await (await request.get('/api/v1/products?search=Spice%20Set%20of%2012&category=gift-sets&limit=10')).json();
    const product = (search.data.products as ApiProduct[]).find((p) => p.name === 'Spice Set of 12');
    expect(product).toBeTruthy();
    const deal = sectionHtml(html, 'data-testid="deal"', '</section>');
    expect(deal).toContain('Deal of the Season');
    expect(deal).toContain('Spice Set of 12');
    expect(deal).toMatch(/data-testid="deal-price"[^>]*>₹1,499\.00</);
    expect(deal).toContain('for 12 products');
    expect(deal).toContain(`href="/product/${encodeURIComponent(product!._id)}"`);
  });

  test('testimonials: three customers, the copies that make the loop hidden from screen readers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const band = sectionHtml(html, 'data-testid="testimonials-track"', '</ul>');
    const items = [...band.matchAll(/<li class="marquee-item[^"]*"([^>]*)>/g)].map((m) => m[1] ?? '');
    const real = items.filter((attrs) => !attrs.includes('aria-hidden="true"'));
    expect(real).toHaveLength(3);
    expect(items.length).toBeGreaterThan(3);
    for (const name of ['Priya Deshmukh', 'Rahul Mehta', 'Ananya Iyer']) expect(band).toContain(name);
  });

  test('tells search engines who the shop is (Organization data)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}';
    const data = JSON.parse(json);
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Gramin Rasoi');
    expect(data.sameAs).toHaveLength(4);
  });
});

test.describe('the home page in the browser', () => {
  test('landmarks, headings in order, no sideways scrolling, no accessibility violations', async ({ page }) => {
    // axe walks the whole page: on two busy cores that can take longer than the default 30 s.
    test.slow();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real food, made by hand in village kitchens');
    const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(await violations(page)).toEqual([]);
  });

  test('each product strip shows four cards with their add-to-cart buttons', async ({ page }) => {
    await page.goto('/');
    for (const id of ['handmade-treasures', 'best-sellers']) {
      const strip = page.getByTestId(id);
      await expect(strip.getByTestId('product-card')).toHaveCount(4);
      await expect(strip.getByRole('button', { name: /^Add .+ to cart$/ })).toHaveCount(4);
    }
  });

  test('the testimonials loop every 25 seconds and pause on hover, on focus and with the Pause switch', async ({ page }) => {
    await page.goto('/');
    const track = page.getByTestId('testimonials-track');
    const style = (prop: string) => track.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    expect(await style('animation-duration')).toBe('25s');
    expect(await style('animation-iteration-count')).toBe('infinite');
    expect(await style('animation-play-state')).toBe('running');

    // The band stays put while its track moves, so hover the band (the track is never 'stable').
    const band = page.getByRole('group', { name: /Customer testimonials/ });
    await band.hover();
    await expect.poll(() => style('animation-play-state')).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => style('animation-play-state')).toBe('running');

    await band.focus();
    await expect.poll(() => style('animation-play-state')).toBe('paused');
    await band.blur();
    await expect.poll(() => style('animation-play-state')).toBe('running');

    // The switch is a visually hidden checkbox inside its visible label: click the label, as people do.
    const pause = page.getByRole('checkbox', { name: 'Pause the testimonials' });
    await page.locator('label').filter({ has: pause }).click();
    await expect(pause).toBeChecked();
    await page.mouse.move(0, 0);
    await expect.poll(() => style('animation-play-state')).toBe('paused');
  });

  test('the testimonials stand still, three quotes, when the shopper asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const track = page.getByTestId('testimonials-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(track.locator('blockquote:visible')).toHaveCount(3);
  });

  test('screen readers hear each testimonial once', async ({ page }) => {
    await page.goto('/');
    const snapshot = await page.getByTestId('testimonials-track').ariaSnapshot();
    expect(snapshot.match(/- figure\b/g)).toHaveLength(3);
    expect(snapshot.match(/- blockquote\b/g)).toHaveLength(3);
    expect(snapshot.match(/The papads arrived crisp/g)).toHaveLength(1);
  });

  test('the deal shows ₹1,499.00 and opens the spice set of 12', async ({ page }) => {
    await page.goto('/');
    const deal = page.getByTestId('deal');
    await expect(deal.getByTestId('deal-price')).toHaveText('₹1,499.00');
    await deal.getByTestId('deal-link').click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spice Set of 12');
  });

  test('Shop Now opens the product list and a category circle opens its category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/productsList$/);
    await page.goto('/');
    await page.getByTestId('category-circles').getByRole('link', { name: 'Pickles' }).click();
    await expect(page).toHaveURL(/\/category\/pickles$/);
  });

  test('the hero is fetched once, as AVIF (the preload and the picture agree on the file)', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/hero-')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const hero = page.locator('section.hero picture img');
    const { file } = await pictureChoice(hero);
    expect(IMAGE_WIDTHS.hero).toContain(file);
    expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/images/hero-${file}.avif`);
    await page.waitForLoadState('load');
    expect(fetched).toEqual([`/images/hero-${file}.avif`]);
  });
});
