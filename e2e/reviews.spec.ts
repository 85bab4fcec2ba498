import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { ownProduct } from './support/shop';
import { adminContext, islandLive, logIn, newShopper, register, signInFresh, type Shopper } from './support/shoppers';

// Reviews on the product page (SPEC.md sections 3, 4 and 8): reading, paging, writing, editing.

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

/** The demo catalogue's most-reviewed product; only the reading tests look at it (none writes to it). */
const MOST_REVIEWED = 'p-kolhapuri-kanda-lasun-masala';

async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/v1/products', { params: { page: 1, limit: 100, inStock: true } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.products;
}

async function apiProduct(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/v1/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function apiReviews(request: APIRequestContext, productId: string, page = 1): Promise<ReviewList> {
  const response = await request.get('/api/v1/reviews', { params: { productId, page, limit: 10 } });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** A fresh reviewer, signed in (page.request shares its cookies with the page); the name is unique so the test can find their review. */
function signIn(page: Page): Promise<Shopper> {
  return signInFresh(page, `Kavita ${String(Date.now()).slice(-4)}${Math.floor(Math.random() * 100)} Rao`);
}

async function postReview(request: APIRequestContext, review: { productId: string; rating: number; title?: string; comment: string }): Promise<void> {
  expect((await request.post('/api/v1/reviews', { data: review })).status(), 'POST /reviews').toBe(201);
}

/**
 * A product without reviews that this test alone writes to (tests run side by side on one server,
 * the desktop and phone projects at once), named, so what other tests do cannot change the choice.
 */
async function unreviewedProduct(request: APIRequestContext, products: { desktop: string; phone: string }): Promise<ApiProduct> {
  const product = await apiProduct(request, ownProduct(test.info(), products));
  expect(product.reviews, `${product.name} has no reviews yet`).toBe(0);
  return product;
}

const reviewsSection = (page: Page) => page.getByTestId('reviews');
/** The box beside the list: the form, the shopper's own review, or the sign-in line. */
const myReviewBox = (page: Page) => page.getByTestId('my-review-box');

/** Opens the product's Reviews tab and waits for the reviews island to be live. */
async function openReviews(page: Page, productId: string) {
  // Once hydrated, the island reads the first page again from the API: a test that changes the
  // reviews behind its back must wait for that read, or the island may see the change.
  const firstRead = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/v1/reviews' && new URL(r.url()).searchParams.get('productId') === productId,
  );
  await page.goto(`/product/${productId}?tab=reviews`);
  // The island hydrates when it scrolls into view, as it does for a shopper reading down.
  await reviewsSection(page).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const island = document.querySelector('astro-island[component-url*="ReviewsSection"]');
    return island !== null && !island.hasAttribute('ssr');
  });
  expect((await firstRead).status()).toBe(200);
}

test.describe('reading reviews', () => {
  test("'What our customers say' shows the average to one decimal, 'N Review(s)' and each review", async ({ page, request }) => {
    const product = await apiProduct(request, MOST_REVIEWED);
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

  test('the first reviews are in the HTML the server sends, the whole first page with the Reviews tab open', async ({ request }) => {
    const product = await apiProduct(request, MOST_REVIEWED);
    const list = await apiReviews(request, product._id);
    expect(list.reviews.length, 'the most reviewed product has more reviews than the page shows at first').toBeGreaterThan(3);
    // Compare the text before any character HTML escapes.
    const excerpt = (review: { comment: string }) => review.comment.split(/[&'"<>]/)[0]!.slice(0, 30);

    const response = await request.get(`/product/${product._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('What our customers say');
    expect(html).toContain(`${list.totalReviews} Review(s)`);
    // Three reviews and a link to the rest (decision 097): a popular product's page stays small.
    for (const review of list.reviews.slice(0, 3)) expect(html).toContain(excerpt(review));
    for (const review of list.reviews.slice(3)) expect(html).not.toContain(excerpt(review));
    expect(html).toContain('href="?tab=reviews#product-tabs" class="mt-4');

    // The Reviews tab's link (how the tabs work without JavaScript) brings the whole first page.
    const withTab = await (await request.get(`/product/${product._id}?tab=reviews`)).text();
    for (const review of list.reviews) expect(withTab).toContain(excerpt(review));
    expect(withTab).not.toContain('data-testid="more-reviews"');
  });

  test('opening the Reviews tab shows the whole first page once the island has read it', async ({ page, request }) => {
    const product = await apiProduct(request, MOST_REVIEWED);
    const list = await apiReviews(request, product._id);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const section = reviewsSection(page);
    await expect(section.getByTestId('review')).toHaveCount(list.reviews.length);
    await expect(section.getByTestId('more-reviews')).toHaveCount(0);
  });

  test('an average with a fraction of .5 or more shows a half star; a smaller fraction does not', async ({ page, request }) => {
    const products = await apiProducts(request);
    const halfway = products.find((p) => p.reviews > 0 && p.rating % 1 >= 0.5);
    const below = products.find((p) => p.reviews > 0 && p.rating % 1 > 0 && p.rating % 1 < 0.5);
    expect(halfway && below, 'the demo catalogue has averages on both sides of .5').toBeTruthy();

    await page.goto(`/product/${halfway!._id}?tab=reviews`);
    const average = (await apiReviews(request, halfway!._id)).averageRating;
    const stars = reviewsSection(page).getByRole('img', { name: /^Average rating/ });
    // A row is one <use> of the page's row for the stars shown (StarSprite.astro): 'stars-4.5' has a half star.
    await expect(stars.locator('use')).toHaveAttribute('href', `#stars-${Math.floor(average)}.5`);
    // …a row the sprite holds: its full stars reach the middle of the next star (src/lib/stars.ts).
    await expect(page.locator(`[id="stars-${Math.floor(average)}.5"] > rect`)).toHaveAttribute('width', String(Math.floor(average) * 22 + 10));

    await page.goto(`/product/${below!._id}?tab=reviews`);
    const belowAverage = (await apiReviews(request, below!._id)).averageRating;
    const belowStars = reviewsSection(page).getByRole('img', { name: /^Average rating/ });
    await expect(belowStars.locator('use')).toHaveAttribute('href', `#stars-${Math.floor(belowAverage)}`);
  });

  test('more than 10 reviews are paged: Older reviews shows the next ones, Newer reviews goes back', async ({ page, request, playwright }) => {
    // This test's own product (only it adds reviews): Nachni Biscuits (desktop), Kairi Lonche (phone).
    const product = await apiProduct(request, ownProduct(test.info(), { desktop: 'p-nachni-ragi-biscuits', phone: 'p-kairi-lonche' }));
    // Reviewers of its own until there are 11 (rating 4 keeps the averages other tests read on the same side of .5).
    const missing = Math.max(0, 11 - (await apiReviews(request, product._id)).totalReviews);
    const reviewers = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (let i = 0; i < missing; i++) {
      const reviewer = newShopper(`Reviewer${i} Patil`);
      await register(reviewers, reviewer);
      await logIn(reviewers, reviewer);
      await postReview(reviewers, { productId: product._id, rating: 4, comment: `Review number ${i + 1} for paging.` });
    }
    await reviewers.dispose();
    const first = await apiReviews(request, product._id, 1);
    const second = await apiReviews(request, product._id, 2);
    expect(first.totalReviews).toBeGreaterThan(10);
    expect(first.reviews).toHaveLength(10);
    expect(second.reviews).toHaveLength(first.totalReviews - 10);

    await openReviews(page, product._id);
    const section = reviewsSection(page);
    const pages = section.getByRole('navigation', { name: 'Review pages' });
    const shown = section.getByTestId('review');
    await expect(pages).toContainText('Page 1 of 2');
    await expect(section.getByTestId('reviews-count')).toHaveText(`${first.totalReviews} Review(s)`);
    await expect(shown).toHaveCount(10);
    await expect(shown.first()).toContainText(first.reviews[0]!.comment);
    await expect(pages.getByRole('button', { name: 'Newer reviews' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Older reviews' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(shown).toHaveCount(second.reviews.length);
    for (const [i, review] of second.reviews.entries()) await expect(shown.nth(i)).toContainText(review.comment);
    await expect(pages.getByRole('button', { name: 'Older reviews' })).toBeDisabled();
    // The summary covers every page, not only this one.
    await expect(section.getByTestId('reviews-count')).toHaveText(`${first.totalReviews} Review(s)`);

    await pages.getByRole('button', { name: 'Newer reviews' }).click();
    await expect(pages).toContainText('Page 1 of 2');
    await expect(shown).toHaveCount(10);
    await expect(shown.first()).toContainText(first.reviews[0]!.comment);
  });

  test("a product without reviews says 'No reviews yet.' and 0.0", async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-til-chikki', phone: 'p-shengdana-chutney' });
    await page.goto(`/product/${product._id}?tab=reviews`);
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    await expect(reviewsSection(page).getByTestId('reviews-average')).toHaveText('0.0');
    await expect(reviewsSection(page).getByTestId('reviews-count')).toHaveText('0 Review(s)');
  });

  test('a guest is offered to sign in to write one, coming back to the reviews', async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-til-chikki', phone: 'p-shengdana-chutney' });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await openReviews(page, product._id);
    await expect(reviewsSection(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${product._id}?tab=reviews`)}`,
    );
    await expect(reviewsSection(page)).toContainText('Sign in to share what you thought of it.');
    await expect(reviewsSection(page).getByRole('form', { name: 'Write a review' })).toHaveCount(0);
    // A guest asks for no one's own review, and loads none of the signed-in shopper's part.
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual(['/api/v1/reviews']);
    expect(asked.filter((path) => /MyReviewPanel|ReviewForm|RatingInput/.test(path))).toEqual([]);
  });
});

test.describe('writing reviews', () => {
  test("a new review shows at once as 'You', then as the shopper's own, with the comment trimmed", async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-kele-wafers', phone: 'p-goan-miskut' });
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
    // The form and its button are gone: focus goes on from the shopper's own review, not the page's body.
    await expect(page.getByTestId('my-review').getByRole('button', { name: 'Edit' })).toBeFocused();
    const saved = await apiReviews(request, product._id);
    expect(saved.reviews[0]).toMatchObject({ rating: 4, title: 'Just like home', comment: 'Fresh and fragrant.' });
  });

  test("a review the server refuses (one was written in another tab meanwhile) is taken back out, with the server's message", async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-dhania-powder', phone: 'p-nagli-papad' });
    await signIn(page);
    await openReviews(page, product._id);
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    // The form shows once the section knows the shopper has no review of it yet.
    const form = reviewsSection(page).getByRole('form', { name: 'Write a review' });
    await expect(form).toBeVisible();
    // The same shopper reviews the product in another tab: the server now holds their one review.
    await postReview(page.request, { productId: product._id, rating: 3, comment: 'Written in the other tab.' });

    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review').fill('Lovely.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/reviews') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit review' }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByText('You have already reviewed this product. You can edit your review instead.')).toBeVisible();
    // The optimistic 'You' entry is gone again: the list is back to what it showed before.
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    // Their review from the other tab takes the form's place, opened for editing with what they typed.
    const edit = myReviewBox(page).getByRole('form', { name: 'Edit your review' });
    await expect(edit.getByLabel('Your review')).toHaveValue('Lovely.');
    await expect(edit.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(reviewsSection(page).getByTestId('reviews-count')).toHaveText('0 Review(s)');
    const saved = await apiReviews(request, product._id);
    expect(saved.reviews.map((r) => r.comment)).toEqual(['Written in the other tab.']);
  });

  test('a shopper who reviewed the product sees their review with Edit where the form was, and no form to write a second', async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-millet-biscuit-hamper', phone: 'p-kutchi-dabeli-masala' });
    const user = await signIn(page);
    await postReview(page.request, { productId: product._id, rating: 4, title: 'Crunchy', comment: 'Good with tea.' });
    const mineRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/reviews/mine');
    await openReviews(page, product._id);
    expect((await mineRead).status()).toBe(200);
    const box = myReviewBox(page);
    await expect(box.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(box).toContainText('Crunchy');
    await expect(box).toContainText('Good with tea.');
    await expect(box.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(reviewsSection(page).getByRole('form', { name: 'Write a review' })).toHaveCount(0);
    await expect(reviewsSection(page).getByRole('heading', { name: 'Write a review' })).toHaveCount(0);
    // The list still shows it among the others, as every shopper sees it.
    await expect(reviewsSection(page).getByTestId('review').first().getByTestId('review-author')).toHaveText(user.fullName);
  });

  test('a shopper whose review the shop hid is told so where the form was, with the review it was', async ({ page, request, browser }) => {
    const product = await apiProduct(request, ownProduct(test.info(), { desktop: 'p-batata-papad', phone: 'p-khandeshi-kala-masala' }));
    await signIn(page);
    const written = await page.request.post('/api/v1/reviews', { data: { productId: product._id, rating: 1, comment: 'Spam spam.' } });
    expect(written.status()).toBe(201);
    const admin = await adminContext(browser);
    expect((await admin.request.post(`/api/v1/admin/reviews/${(await written.json()).data._id}/hide`)).status()).toBe(200);
    await admin.close();

    await openReviews(page, product._id);
    const box = myReviewBox(page);
    await expect(box.getByText('The shop has hidden your review of this product, so you cannot write another.')).toBeVisible();
    await expect(box.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(reviewsSection(page).getByRole('form')).toHaveCount(0);
    // They see which review was hidden; the list every shopper reads does not hold it.
    await expect(box.getByTestId('my-hidden-review')).toContainText('Spam spam.');
    await expect(box.getByTestId('my-hidden-review').getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    await expect(reviewsSection(page).getByTestId('review').filter({ hasText: 'Spam spam.' })).toHaveCount(0);
  });

  test('a review needs a rating before it is sent', async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-rai-mustard-seeds', phone: 'p-sankranti-til-gul-hamper' });
    await signIn(page);
    await openReviews(page, product._id);
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/reviews')) posted.push(r.postData() ?? '');
    });
    const form = reviewsSection(page).getByRole('form', { name: 'Write a review' });
    await form.getByLabel('Your review').fill('No stars given.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    expect(await form.getByRole('radio', { name: '1 star' }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();

    // With a rating the same form sends: the one request seen is this one, so the first click sent none.
    await form.getByRole('radio', { name: '3 stars' }).check();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review submitted')).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(JSON.parse(posted[0]!)).toMatchObject({ productId: product._id, rating: 3, comment: 'No stars given.' });
  });

  test('a shopper edits and then deletes their own review, and only their own', async ({ page, request }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-rava-ladoo', phone: 'p-avla-lonche' });
    const user = await signIn(page);
    await postReview(page.request, { productId: product._id, rating: 2, comment: 'Too salty.' });
    await openReviews(page, product._id);
    const listed = reviewsSection(page).getByTestId('review').filter({ hasText: user.fullName });
    await expect(listed).toContainText('Too salty.');
    // Edit and Delete are offered once, on the shopper's own review where the form was.
    await expect(listed.getByRole('button')).toHaveCount(0);
    const mine = myReviewBox(page);
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
    // The review and its Delete are gone: focus goes on from the form that takes their place.
    await expect(reviewsSection(page).getByRole('heading', { name: 'Write a review' })).toBeFocused();
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();
    await expect(mine.getByRole('form', { name: 'Write a review' })).toBeVisible();
    expect((await apiReviews(request, product._id)).totalReviews).toBe(0);
  });

  test("other shoppers' reviews offer no edit or delete", async ({ page, request }) => {
    const product = await apiProduct(request, MOST_REVIEWED);
    await signIn(page);
    await openReviews(page, product._id);
    await expect(reviewsSection(page).getByTestId('review').first()).toBeVisible();
    await expect(reviewsSection(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(reviewsSection(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});

test.describe('a review being written is never lost', () => {
  /** Ends the page's sign-in from elsewhere: the password changed on another device ends every other session. */
  async function endSessionElsewhere(playwright: PlaywrightWorkerArgs['playwright'], shopper: Shopper): Promise<Shopper> {
    const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
    await logIn(elsewhere, shopper);
    const changed = { ...shopper, password: 'changed456' };
    const answer = await elsewhere.post('/api/v1/users/change-password', { data: { oldPassword: shopper.password, newPassword: changed.password } });
    expect(answer.status(), 'change-password').toBe(200);
    await elsewhere.dispose();
    return changed;
  }

  async function typeReview(page: Page) {
    const form = myReviewBox(page).getByRole('form', { name: 'Write a review' });
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Title').fill('Soft and sweet');
    await form.getByLabel('Your review').fill('Melts in the mouth, like my aaji made.');
    return form;
  }

  async function expectTyped(page: Page) {
    const form = myReviewBox(page).getByRole('form', { name: 'Write a review' });
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(form.getByLabel('Title')).toHaveValue('Soft and sweet');
    await expect(form.getByLabel('Your review')).toHaveValue('Melts in the mouth, like my aaji made.');
    return form;
  }

  /** Signs in again from the reviews' own link, which brings the shopper back to the reviews. */
  async function signInAgain(page: Page, shopper: Shopper, productId: string) {
    await myReviewBox(page).getByRole('link', { name: 'Sign in' }).click();
    await islandLive(page, 'LoginForm');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?tab=reviews`));
    await reviewsSection(page).scrollIntoViewIfNeeded();
  }

  test('a draft outlives a session ended on another device and is there after signing in again', async ({ page, request, playwright }) => {
    const product = await apiProduct(request, ownProduct(test.info(), { desktop: 'p-batata-papad', phone: 'p-khandeshi-kala-masala' }));
    const shopper = await signIn(page);
    await openReviews(page, product._id);
    await typeReview(page);
    const again = await endSessionElsewhere(playwright, shopper);

    // Coming back to the page, the tab learns the session is over: the form gives way, the text stays.
    await page.reload();
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await expect(myReviewBox(page)).toContainText('Sign in to finish your review. What you wrote is kept.');
    await expect(myReviewBox(page).getByRole('form')).toHaveCount(0);

    await signInAgain(page, again, product._id);
    await expectTyped(page);
  });

  test('signing out on purpose forgets the draft: signed in again, the form starts empty', async ({ page, request }) => {
    const product = await apiProduct(request, ownProduct(test.info(), { desktop: 'p-batata-papad', phone: 'p-khandeshi-kala-masala' }));
    const shopper = await signIn(page);
    await openReviews(page, product._id);
    await typeReview(page);
    const kept = () => page.evaluate(() => Object.keys(sessionStorage).filter((name) => name.startsWith('review-draft:')));
    await expect.poll(kept).toEqual([`review-draft:${product._id}`]);

    await page.goto('/account');
    await islandLive(page, 'LogoutButton');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    expect(await kept()).toEqual([]);

    await logIn(page.request, shopper);
    await openReviews(page, product._id);
    const form = myReviewBox(page).getByRole('form', { name: 'Write a review' });
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(form.getByLabel('Your review')).toHaveValue('');
    await expect(form.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  test('a review sent after the session ended is kept, and sent once the shopper signs in again', async ({ page, request, playwright }) => {
    const product = await unreviewedProduct(request, { desktop: 'p-mohanthal', phone: 'p-tandalache-papad' });
    const shopper = await signIn(page);
    await openReviews(page, product._id);
    const form = await typeReview(page);
    const again = await endSessionElsewhere(playwright, shopper);

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/reviews') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit review' }).click();
    expect((await refused).status()).toBe(401);
    await expect(myReviewBox(page)).toContainText('Sign in to finish your review. What you wrote is kept.');
    await expect(reviewsSection(page).getByText('No reviews yet.')).toBeVisible();

    await signInAgain(page, again, product._id);
    await (await expectTyped(page)).getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review submitted')).toBeVisible();
    await expect(myReviewBox(page).getByRole('heading', { name: 'Your review' })).toBeVisible();
    expect((await apiReviews(request, product._id)).reviews.map((r) => [r.rating, r.title, r.comment])).toEqual([[4, 'Soft and sweet', 'Melts in the mouth, like my aaji made.']]);

    // Sent, the draft is gone: the review shows as theirs, with no form holding the old text.
    await page.reload();
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await expect(myReviewBox(page).getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(myReviewBox(page).getByRole('form')).toHaveCount(0);
    expect(await page.evaluate((id) => sessionStorage.getItem(`review-draft:${id}`), product._id)).toBeNull();
  });
});
