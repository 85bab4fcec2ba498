import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { islandLive, signInFresh } from './support/shoppers';
import { rupees } from './support/formats';
import { pictureChoice } from './support/pictures';
import { PRODUCT_AVIF_WIDTHS } from '../src/shared/images';

type ApiProduct = {
  _id: string;
  name: string;
  price: number;
  discount: number;
  images: string[];
  gallery: string[];
  features: string;
  storageAndUsage: string;
  description: string;
  inStock: boolean;
  reviews: number;
  mrp: number;
  netQuantity: { value: number; unit: string } | null;
  ingredients: string | null;
  allergens: string[];
  dietMark: 'veg' | 'non-veg' | null;
  packer: { name: string; address: string } | null;
  fssaiLicence: string | null;
};

async function apiProducts(
  request: APIRequestContext,
  params: Record<string, string | number | boolean> = {},
): Promise<ApiProduct[]> {
  const response = await request.get('/api/v1/products', { params: { page: 1, limit: 100, ...params } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.products;
}

/** An in-stock product with at least three images, for the gallery and the cart. */
async function galleryProduct(request: APIRequestContext): Promise<ApiProduct> {
  const product = (await apiProducts(request, { inStock: true })).find((p) => new Set(p.gallery).size >= 3);
  expect(product, 'the demo catalogue has an in-stock product with three images').toBeDefined();
  return product!;
}

// `price` is what the shopper pays; the discount is a badge (docs/decisions/012).
const salePrice = (p: ApiProduct) => p.price;

const zoomState = (page: Page) =>
  page
    .getByTestId('gallery-image')
    .evaluate((img: HTMLImageElement) => ({ transform: img.style.transform, origin: img.style.transformOrigin }));

test.describe('the product page', () => {
  test("an unknown product answers 404 with 'Product not found'", async ({ page }) => {
    const response = await page.goto('/product/p-no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/Home\s*›\s*Product Details/);
  });

  test('the server sends the name, price, breadcrumb and structured data in the HTML', async ({ request }) => {
    const product = await galleryProduct(request);
    const response = await request.get(`/product/${product._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(product.name.split(/[&'"<>]/)[0]!);
    expect(html).toContain(rupees(salePrice(product)));
    expect(html).toMatch(/Home<\/a>[\s\S]*Product Details/);

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const ld = blocks.find((b) => b['@type'] === 'Product');
    expect(ld).toMatchObject({
      name: product.name,
      offers: { priceCurrency: 'INR', price: salePrice(product).toFixed(2), availability: 'https://schema.org/InStock' },
    });
    if (product.reviews > 0) expect(ld.aggregateRating).toMatchObject({ reviewCount: product.reviews });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Product Details']);
  });

  test('shows name, stars, rating, the features split on full stops, price and stock', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByTestId('product-name')).toHaveText(product.name);
    await expect(page.getByTestId('product-rating').getByTestId('stars')).toBeVisible();
    await expect(page.getByTestId('product-rating')).toContainText('out of 5');
    const features = product.features
      .split(/(?<!\d)\.|\.(?!\d)/)
      .map((f) => f.trim())
      .filter(Boolean);
    await expect(page.getByTestId('product-features').getByRole('listitem')).toHaveText(features);
    await expect(page.getByTestId('product-price')).toHaveText(rupees(salePrice(product)));
    await expect(page.getByTestId('stock')).toHaveText('In Stock');
  });

  test("shows the label's declarations in a block, with the veg mark named for screen readers, and in the structured data", async ({
    page,
    request,
  }) => {
    const product = (await apiProducts(request)).find((p) => p.allergens.length >= 2 && p.dietMark === 'veg')!;
    expect(product, 'the demo catalogue has a veg product with two allergens').toBeDefined();
    const response = await page.goto(`/product/${product._id}`);
    const block = page.getByRole('region', { name: 'On the label' });
    await expect(block).toBeVisible();
    await expect(block.getByTestId('declared-net-quantity')).toHaveText(`${product.netQuantity!.value} ${product.netQuantity!.unit}`);
    await expect(block.getByTestId('declared-ingredients')).toHaveText(product.ingredients!);
    await expect(block.getByTestId('declared-allergens')).toHaveText(`Contains ${product.allergens.join(', ')}`);
    await expect(block.getByTestId('declared-packer')).toContainText(product.packer!.name);
    await expect(block.getByTestId('declared-packer')).toContainText(product.packer!.address);
    await expect(block.getByTestId('declared-fssai')).toHaveText(product.fssaiLicence!);
    await expect(block).toContainText('Country of origin');
    // The mark is a drawing for the eye (hidden from screen readers) and words for everyone else.
    const mark = page.getByTestId('product-pack').getByTestId('diet-mark');
    await expect(mark).toHaveAttribute('data-mark', 'veg');
    await expect(mark.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(mark.locator('circle')).toHaveCount(1);
    await expect(mark).toHaveText('Vegetarian');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t)).find((b) => b['@type'] === 'Product');
    expect(ld).toMatchObject({ countryOfOrigin: { '@type': 'Country', name: 'India' }, manufacturer: { name: product.packer!.name } });
    expect(ld.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'FSSAI licence number', value: product.fssaiLicence, propertyID: 'FSSAI' });
    // The block is a small part of the page (the whole page's size is reported in bench/, not held here).
    expect(response!.status()).toBe(200);
    expect((await block.evaluate((el) => el.outerHTML)).length).toBeLessThan(4 * 1024);
  });

  test('shows the MRP struck through beside the selling price of a discounted product', async ({ page, request }) => {
    const product = (await apiProducts(request)).find((p) => p.discount > 0)!;
    await page.goto(`/product/${product._id}`);
    await expect(page.getByTestId('product-price')).toHaveText(rupees(product.price));
    await expect(page.getByTestId('product-mrp')).toHaveText(`MRP ${rupees(product.mrp)}`);
    await expect(page.getByTestId('product-mrp').locator('s')).toHaveText(rupees(product.mrp));
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    expect(product.mrp % 5).toBe(0);
  });

  test('a product without reviews shows the default rating of 5', async ({ page, request }) => {
    const unrated = (await apiProducts(request)).find((p) => p.reviews === 0);
    expect(unrated, 'the demo catalogue has a product without reviews').toBeDefined();
    await page.goto(`/product/${unrated!._id}`);
    await expect(page.getByTestId('product-rating')).toContainText('5.0 out of 5');
    // One <use> of the page's star row for the rating (StarSprite.astro): five full stars.
    await expect(page.getByTestId('product-rating').getByTestId('stars').locator('use')).toHaveAttribute('href', '#stars-5');
  });

  test('the main image loads eagerly with high priority and the thumbnails lazily at low priority, all with sizes set', async ({
    page,
    request,
  }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    const main = page.getByTestId('gallery-image');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('srcset', /320w.*640w.*960w/);
    await expect(main).toHaveAttribute('width', '960');
    await expect(main).toHaveAttribute('height', '960');
    const thumbs = page.getByRole('list', { name: 'Product images' }).locator('img');
    await expect(thumbs).toHaveCount(new Set(product.gallery).size);
    for (const thumb of await thumbs.all()) {
      await expect(thumb).toHaveAttribute('loading', 'lazy');
      // After the main picture: never raised beside it for being on the first screen.
      await expect(thumb).toHaveAttribute('fetchpriority', 'low');
      await expect(thumb).toHaveAttribute('width', '80');
      // The 160 px file, the 320 px one for denser screens (decision 093).
      await expect(thumb).toHaveAttribute('src', /-160\.webp$/);
      await expect(thumb).toHaveAttribute('srcset', /-160\.webp 160w, .*-320\.webp 320w$/);
      await expect(thumb).toHaveAttribute('sizes', '80px');
    }
  });

  test('the main picture is fetched once, as AVIF, in a width sharp at its size; its WebP stays for a browser without AVIF', async ({ page, request }) => {
    const product = await galleryProduct(request);
    const first = product.gallery[0]!.replace(/-640\.webp$/, '');
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith(`${first}-`) && r.resourceType() === 'image') fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/product/${product._id}`);
    const avif = page.getByTestId('gallery-main').locator('picture source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', `${first}-640.avif 640w, ${first}-800.avif 800w, ${first}-960.avif 960w`);
    const main = page.getByTestId('gallery-image');
    const { file, width, dpr } = await pictureChoice(main);
    expect(await main.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`${first}-${file}.avif`);
    const wanted = [width - 2, width + 2].map((w) => PRODUCT_AVIF_WIDTHS.find((c) => c >= w * dpr) ?? PRODUCT_AVIF_WIDTHS.at(-1));
    expect(wanted, `the main picture is ${width}px at ${dpr}x and took the ${file}w file`).toContain(file);
    await page.waitForLoadState('load');
    // The thumbnails are WebP (160 px): the main picture's file alone is AVIF, fetched once.
    expect(fetched.filter((path) => !/-(160|320)\.webp$/.test(path))).toEqual([`${first}-${file}.avif`]);
    const served = await request.get(`${first}-${file}.avif`);
    expect(served.headers()['content-type']).toBe('image/avif');
  });

  test('the main image is 520px high on a desktop @desktop-only', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    const box = await page.getByTestId('gallery-main').boundingBox();
    expect(box?.height).toBe(520);
  });
});

/** Holds back the files matching `glob`, as a slow phone's network would, until the returned function is called. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the product gallery', () => {
  test('thumbnails pick the image and the arrows wrap around both ends', async ({ page, request }) => {
    const product = await galleryProduct(request);
    const images = [...new Set(product.gallery)];
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductGallery');
    const main = page.getByTestId('gallery-image');
    await expect(main).toHaveAttribute('src', images[0]!);

    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(main).toHaveAttribute('src', images.at(-1)!);
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(main).toHaveAttribute('src', images[0]!);

    await page.getByRole('button', { name: `Show image ${images.length} of ${images.length}` }).click();
    await expect(main).toHaveAttribute('src', images.at(-1)!);
    await expect(page.getByRole('button', { name: `Show image ${images.length} of ${images.length}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(main).toHaveAttribute('src', images[0]!);
  });

  test("a thumbnail tapped before the gallery's code has arrived still shows its image", async ({ page, request }) => {
    const product = await galleryProduct(request);
    const images = [...new Set(product.gallery)];
    const release = await holdBack(page, '**/_astro/ProductGallery*.js');
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: `Show image ${images.length} of ${images.length}` }).click();
    await expect(page.locator('astro-island[component-url*="ProductGallery"]')).toHaveAttribute('ssr');
    release();
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', images.at(-1)!);
  });

  test("Enter on the picture before the gallery's code has arrived still zooms it", async ({ page, request }) => {
    const product = await galleryProduct(request);
    const release = await holdBack(page, '**/_astro/ProductGallery*.js');
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Zoom into the image' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('astro-island[component-url*="ProductGallery"]')).toHaveAttribute('ssr');
    release();
    await expect(page.getByRole('button', { name: 'Zoom out of the image' })).toBeFocused();
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('data-zoomed', 'true');
  });

  test('a click zooms to 2.5 from the centre, the zoom follows the mouse, and a second click zooms out', async ({
    page,
    request,
  }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductGallery');
    const frame = page.getByTestId('gallery-main');
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    await frame.click();
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    expect(await zoomState(page)).toEqual({ transform: 'scale(2.5)', origin: '50% 50%' });

    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 4, box.y + box.height * 0.75);
    // Pixel rounding on a phone's fractional layout may move the point a fraction of a percent.
    await expect
      .poll(async () => (await zoomState(page)).origin.split(' ').map((v) => Math.round(parseFloat(v))))
      .toEqual([25, 75]);

    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    expect((await zoomState(page)).transform).toBe('scale(1)');
  });

  test('the zoom point is clamped to 0-100% and follows touch as well', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductGallery');
    const frame = page.getByTestId('gallery-main');
    await frame.click();
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await frame.evaluate((el) => {
      const r = el.getBoundingClientRect();
      el.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: r.left - 80, clientY: r.bottom + 80 }));
    });
    await expect.poll(async () => (await zoomState(page)).origin).toBe('0% 100%');
    await frame.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const touch = new Touch({ identifier: 1, target: el, clientX: r.right + 50, clientY: r.top + r.height / 2 });
      el.dispatchEvent(
        new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: [touch], targetTouches: [touch] }),
      );
    });
    await expect.poll(async () => (await zoomState(page)).origin).toBe('100% 50%');
  });

  test('Enter and Space toggle the zoom and Escape leaves it', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductGallery');
    const frame = page.getByTestId('gallery-main');
    await frame.focus();
    await page.keyboard.press('Enter');
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('Enter');
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    await page.keyboard.press('Space');
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('Escape');
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    expect(await zoomState(page)).toEqual({ transform: 'scale(1)', origin: '50% 50%' });
  });

  test('changing the image resets the zoom to the centre', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductGallery');
    const frame = page.getByTestId('gallery-main');
    await frame.click();
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await expect.poll(async () => (await zoomState(page)).origin).not.toBe('50% 50%');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    expect(await zoomState(page)).toEqual({ transform: 'scale(1)', origin: '50% 50%' });
  });
});

test.describe('buying from the product page', () => {
  test('the quantity starts at 1, never goes below 1 and has no maximum', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductPurchase');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('4');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('3');
    // Down to 1, − is locked but keeps the focus (a disabled button drops it on the page's body).
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
    await page.getByRole('button', { name: 'Decrease quantity' }).click({ force: true });
    await expect(quantity).toHaveValue('1');
    // What is typed stays while typing, emptied included; leaving the field makes it 1 or more.
    await quantity.fill('0');
    await quantity.blur();
    await expect(quantity).toHaveValue('1');
    await quantity.fill('250');
    await quantity.blur();
    await expect(quantity).toHaveValue('250');
    await quantity.click();
    await quantity.press('Control+a');
    await quantity.press('Backspace');
    await expect(quantity).toHaveValue('');
    await quantity.pressSequentially('4');
    await expect(quantity, 'a 4 typed into the emptied field is 4, not 14').toHaveValue('4');
  });

  test('a guest pressing Add to Cart is sent to sign in and remembered to come back', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductPurchase');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/product/${product._id}`)}`);
    // Said on the sign-in page, not only on the page left at once (SPEC.md's toast).
    await expect(page.getByText('Please sign in to add items to cart')).toBeVisible();
  });

  test('a signed-in shopper adds the chosen quantity to the cart', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await signInFresh(page);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductPurchase');
    // Nothing under the buttons while the note is empty: the purchase block ends with its lowest button.
    const purchase = page.locator('astro-island[component-url*="ProductPurchase"]').locator('..');
    const blankUnderButtons = async () => {
      const buttons = await Promise.all(
        ['Add to Cart', 'Wishlist', 'Increase quantity'].map((name) => page.getByRole('button', { name }).boundingBox()),
      );
      const lowest = Math.max(...buttons.map((b) => b!.y + b!.height));
      const block = (await purchase.boundingBox())!;
      return block.y + block.height - lowest;
    };
    expect(await blankUnderButtons()).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // The 2 typed over: emptied, then 4.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.click();
    await quantity.press('Control+a');
    await quantity.press('Backspace');
    await quantity.pressSequentially('4');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    // Locked while its call ran, the button kept the focus.
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
    // Said under the buttons too, for after the toast, until the quantity changes.
    const note = page.getByTestId('added-note');
    await expect(note).toHaveRole('status');
    await expect(note).toHaveText('Added to your cart. View cart');
    await expect(note.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(note).toHaveText('');
    expect(await blankUnderButtons()).toBeLessThanOrEqual(1);
    const cart = await (await page.request.get('/api/v1/cart')).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 4 })]);
  });

  test("a quantity typed and a tap on Add to Cart before the buttons' code has arrived are kept", async ({ page, request }) => {
    const product = await galleryProduct(request);
    await signInFresh(page);
    // The buttons hydrate when reached for (client:interaction); hold their code back, as a slow
    // phone's network would, so the typing and the tap land on the server's HTML.
    const release = await holdBack(page, '**/_astro/ProductPurchase*.js');
    await page.goto(`/product/${product._id}`);
    const island = page.locator('astro-island[component-url*="ProductPurchase"]');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(island).toHaveAttribute('ssr');
    release();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
    const cart = await (await page.request.get('/api/v1/cart')).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ productId: product._id, quantity: 3 })]);
  });

  test('the page loads no React until the shopper reaches for the gallery or the buttons', async ({ page, request }) => {
    const product = await galleryProduct(request);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/product/${product._id}`, { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => /ProductGallery|ProductPurchase/.test(s))).toEqual([]);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    expect(scripts.some((s) => s.includes('ProductPurchase'))).toBe(true);
  });

  test('the Wishlist button adds the product to the wishlist', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await signInFresh(page);
    await page.goto(`/product/${product._id}`);
    await islandLive(page, 'ProductPurchase');
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Wishlist' })).toBeFocused();
    const wishlist = await (await page.request.get('/api/v1/wishlist')).json();
    expect(wishlist.data.products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });
});

test.describe('the product tabs', () => {
  test('Description is open first; Storage & Usage and Reviews open in place', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('product-description')).toBeVisible();
    await expect(page.getByTestId('product-storage')).toBeHidden();

    await tabs.getByRole('tab', { name: 'Storage & Usage' }).click();
    await expect(page.getByTestId('product-storage')).toHaveText(product.storageAndUsage);
    await expect(page.getByTestId('product-description')).toBeHidden();

    await tabs.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    await expect(page).toHaveURL(/tab=reviews/);

    await tabs.getByRole('tab', { name: 'Reviews' }).press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Description' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('product-description')).toBeVisible();
  });
});

test.describe('the product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads completely and its tabs work as links', async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByTestId('product-name')).toHaveText(product.name);
    await expect(page.getByTestId('gallery-image')).toBeVisible();
    await page.getByRole('tab', { name: 'Storage & Usage' }).click();
    await expect(page).toHaveURL(/\?tab=storage/);
    await expect(page.getByTestId('product-storage')).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    if (product.reviews > 0) await expect(page.getByTestId('review').first()).toBeVisible();
  });
});
