import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

type ApiProduct = { _id: string; name: string; rating: number; reviews: number };
type ApiReview = {
  _id: string;
  rating: number;
  title?: string;
  comment: string;
  createdAt: string;
  userId: { name?: string } | null;
};
type ReviewList = { reviews: ApiReview[]; averageRating: number; totalReviews: number };

async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/v1/products', { params: { page: 1, limit: 100, inStock: true } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.products;
}

async function apiReviews(request: APIRequestContext, productId: string): Promise<ReviewList> {
  const response = await request.get('/api/v1/reviews', { params: { productId, page: 1, limit: 10 } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** Signs up a fresh shopper and signs them in; page.request shares its cookies with the page. */
async function signIn(page: Page): Promise<{ fullName: string }> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const user = {
    fullName: `Kavita ${id.slice(-4)} Rao`,
    userName: `kavita${id}`,
    email: `kavita${id}@example.test`,
    password: 'secret123',
  };
  expect((await page.request.post('/api/v1/users/register', { data: user })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/users/login', { data: { email: user.email, password: user.password } })).ok()).toBe(
    true,
  );
  return user;
}

/** A product without reviews: each test that writes gets its own, so parallel tests never share one. */
async function unreviewedProduct(request: APIRequestContext, index: number): Promise<ApiProduct> {
  // The phone and desktop runs share one database: each takes its own products.
  const own = index + (test.info().project.name === 'phone' ? 5 : 0);
  const products = (await apiProducts(request)).filter((p) => p.reviews === 0);
  expect(products.length, 'the demo catalogue has enough products without reviews').toBeGreaterThan(own);
  return products[own]!;
}

const reviewsSection = (page: Page) => page.getByTestId('reviews');

/** Opens the product's Reviews tab and waits for the reviews island to be live. */
async function openReviews(page: Page, productId: string) {
  await page.goto(`/product/${productId}?tab=reviews`);
  // The island hydrates when it scrolls into view, as it does for a shopper reading down.
  await reviewsSection(page).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="ReviewsSection"]');
    return island !== null && !island.hasAttribute('ssr');
  });
}

test.describe('reading reviews', () => {
  test("'What our customers say' shows the average to one decimal, 'N Review(s)' and each review", async ({ page, request }) => {
    const product = (await apiProducts(request)).sort((a, b) => b.reviews - a.reviews)[0]!;
    const list = await apiReviews(request, product._id);
    expect(list.totalReviews).toBeGreaterThan(0);
    await page.goto(`/product/${product._id}?tab=reviews`);
    const section = reviewsSection(page);
    await expect(section.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
    await expect(section.getByTestId('reviews-average')).toHaveText((Math.round(list.averageRating * 10) / 10).toFixed(1));
    await expect(section.getByTestId('reviews-count')).toHaveText(`${list.totalReviews} Review(s)`);

    const shown = section.getByTestId('review');
    await expect(shown).toHaveCount(list.reviews.length);
    const first = list.reviews[0]!;
    const name = first.userId?.name || 'Anonymous';
    const card = shown.first();
    await expect(card.getByTestId('review-author')).toHaveText(name);
    await expect(card.getByTestId('review-initial')).toHaveText(name.charAt(0).toUpperCase());
    await expect(card.getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeVisible();
    if (first.title) await expect(card.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(card).toContainText(first.comment);
    const date = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(first.createdAt));
    await expect(card.locator('time')).toHaveText(date);
  });

  test('the reviews are in the HTML the server sends', async ({ request }) => {
    const product = (await apiProducts(request)).sort((a, b) => b.reviews - a.reviews)[0]!;
    const list = await apiReviews(request, product._id);
    const html = await (await request.get(`/product/${product._id}`)).text();
    expect(html).toContain('What our customers say');
    expect(html).toContain(`${list.totalReviews} Review(s)`);
    // Compare the text before any character HTML escapes.
    for (const review of list.reviews) expect(html).toContain(review.comment.split(/[&'"<>]/)[0]!.slice(0, 30));
  });

  test('an average with a fraction of .5 or more shows a half star; a smaller fraction does not', async ({ page, request }) => {
    const products = await apiProducts(request);
    const halfway = products.find((p) => p.reviews > 0 && p.rating % 1 >= 0.5);
    const below = products.find((p) => p.reviews > 0 && p.rating % 1 > 0 && p.rating % 1 < 0.5);
    expect(halfway && below, 'the demo catalogue has averages on both sides of .5').toBeTruthy();

    await page.goto(`/product/${halfway!._id}?tab=reviews`);
    const average = (await apiReviews(request, halfway!._id)).averageRating;
    const stars = reviewsSection(page).getByRole('img', { name: /^Average rating/ });
    await expect(stars.locator('[data-star="full"]')).toHaveCount(Math.floor(average));
    await expect(stars.locator('[data-star="half"]')).toHaveCount(average % 1 >= 0.5 ? 1 : 0);

    await page.goto(`/product/${below!._id}?tab=reviews`);
    const belowAverage = (await apiReviews(request, below!._id)).averageRating;
    const belowStars = reviewsSection(page).getByRole('img', { name: /^Average rating/ });
    await expect(belowStars.locator('[data-star="full"]')).toHaveCount(Math.floor(belowAverage));
    await expect(belowStars.locator('[data-star="half"]')).toHaveCount(belowAverage % 1 >= 0.5 ? 1 : 0);
    await expect(belowStars.locator('[data-star="empty"]')).toHaveCount(
      5 - Math.floor(belowAverage) - (belowAverage % 1 >= 0.5 ? 1 : 0),
    );
  });

  test("a product without reviews says 'No reviews yet.' and 0.0", async ({ page, request }) => {
    const product = await unreviewedProduct(request, 0);
    await page.goto(`/product/${product._id}?tab=reviews`);
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    await expect(reviewsSection(page).getByTestId('reviews-average')).toHaveText('0.0');
    await expect(reviewsSection(page).getByTestId('reviews-count')).toHaveText('0 Review(s)');
  });

  test('a guest is offered to sign in to write one, coming back to the reviews', async ({ page, request }) => {
    const product = await unreviewedProduct(request, 0);
    await openReviews(page, product._id);
    await expect(reviewsSection(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${product._id}?tab=reviews`)}`,
    );
    await expect(reviewsSection(page).getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  });
});

test.describe('writing reviews', () => {
  test("a new review shows at once as 'You', then as the shopper's own, with the comment trimmed", async ({ page, request }) => {
    const product = await unreviewedProduct(request, 1);
    const user = await signIn(page);
    await openReviews(page, product._id);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/reviews', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const form = reviewsSection(page).getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Title').fill('Just like home');
    await form.getByLabel('Your review').fill('   Fresh and fragrant.   ');
    await form.getByRole('button', { name: 'Submit review' }).click();

    const reviews = reviewsSection(page).getByTestId('review');
    await expect(reviews.first().getByTestId('review-author')).toHaveText('You');
    await expect(reviewsSection(page).getByTestId('reviews-count')).toHaveText('1 Review(s)');
    await expect(reviewsSection(page).getByTestId('reviews-average')).toHaveText('4.0');
    release();
    await expect(page.getByText('Review submitted')).toBeVisible();
    await expect(reviews.first().getByTestId('review-author')).toHaveText(user.fullName);
    await expect(reviews.first().getByRole('heading', { name: 'Just like home' })).toBeVisible();
    const saved = await apiReviews(request, product._id);
    expect(saved.reviews[0]).toMatchObject({ rating: 4, title: 'Just like home', comment: 'Fresh and fragrant.' });
  });

  test('a failed review is taken back out of the list', async ({ page, request }) => {
    const product = await unreviewedProduct(request, 2);
    await signIn(page);
    await openReviews(page, product._id);
    await page.route('**/api/v1/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'Reviews are resting', success: false, errors: [] } })
        : route.continue(),
    );
    const form = reviewsSection(page).getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review').fill('Lovely.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Reviews are resting')).toBeVisible();
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    await expect(reviewsSection(page).getByTestId('reviews-count')).toHaveText('0 Review(s)');
  });

  test('a review needs a rating before it is sent', async ({ page, request }) => {
    const product = await unreviewedProduct(request, 3);
    await signIn(page);
    await openReviews(page, product._id);
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/reviews')) posted = true;
    });
    const form = reviewsSection(page).getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Your review').fill('No stars given.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    expect(await form.getByRole('radio', { name: '1 star' }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    await page.waitForTimeout(300);
    expect(posted).toBe(false);
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
  });

  test('a shopper edits and then deletes their own review, and only their own', async ({ page, request }) => {
    const product = await unreviewedProduct(request, 4);
    const user = await signIn(page);
    expect(
      (await page.request.post('/api/v1/reviews', { data: { productId: product._id, rating: 2, comment: 'Too salty.' } })).ok(),
    ).toBe(true);
    await openReviews(page, product._id);
    const mine = reviewsSection(page).getByTestId('review').filter({ hasText: user.fullName });
    await expect(mine).toContainText('Too salty.');
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = mine.getByRole('form', { name: 'Edit your review' });
    await edit.getByRole('radio', { name: '4 stars' }).check();
    await edit.getByLabel('Your review').fill('Better with rice. ');
    await edit.getByRole('button', { name: 'Save review' }).click();
    await expect(page.getByText('Review updated')).toBeVisible();
    await expect(mine).toContainText('Better with rice.');
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(reviewsSection(page).getByTestId('reviews-average')).toHaveText('4.0');
    expect((await apiReviews(request, product._id)).reviews[0]).toMatchObject({ rating: 4, comment: 'Better with rice.' });

    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Review deleted')).toBeVisible();
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    expect((await apiReviews(request, product._id)).totalReviews).toBe(0);
  });

  test("other shoppers' reviews offer no edit or delete", async ({ page, request }) => {
    const product = (await apiProducts(request)).sort((a, b) => b.reviews - a.reviews)[0]!;
    await signIn(page);
    await openReviews(page, product._id);
    await expect(reviewsSection(page).getByTestId('review').first()).toBeVisible();
    await expect(reviewsSection(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(reviewsSection(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
