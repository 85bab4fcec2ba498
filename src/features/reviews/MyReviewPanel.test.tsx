// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

// The reviews section as a signed-in shopper's browser runs it: their own review, read from
// GET /reviews/mine, takes the place of the form; what they type is kept through a session's end.

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };
const ravi = { _id: 'u2', fullName: 'Ravi Kulkarni', userName: 'ravi', email: 'ravi@example.com' };
const othersReview = { _id: 'r1', productId: 'p1', rating: 5, comment: 'Lovely.', userId: { _id: 'u9', fullName: 'Meera' }, createdAt: '2026-03-01T10:00:00Z' };
const ashasReview = { _id: 'r7', productId: 'p1', rating: 2, title: 'Too salty', comment: 'Needed more jaggery.', userId: { _id: 'u1', fullName: 'Asha Patil' }, createdAt: '2026-02-01T10:00:00Z' };

let t: FreshStores;

beforeEach(async () => {
  t = await freshStores();
  sessionStorage.clear();
  // The list's first page holds only someone else's review: Asha's is further down.
  t.server.on('GET', '/reviews', ok({ reviews: [othersReview], averageRating: 3.5, totalReviews: 11, pagination: { page: 1, limit: 10, total: 11, totalPages: 2, hasNextPage: true, hasPrevPage: false } }));
  t.server.on('GET', '/reviews/mine', ok(null));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showSection(user: typeof asha | null) {
  if (user) t.storage.set('auth-store', JSON.stringify(user));
  const { default: ReviewsSection } = await import('./ReviewsSection');
  const session = await import('@/features/auth/session.store');
  await act(async () => {
    render(<ReviewsSection productId="p1" path="/product/p1?tab=reviews" />);
  });
  return { box: screen.getByTestId('my-review-box'), session };
}

const mineCalls = () => t.server.callsTo('GET', '/reviews/mine');

describe("a signed-in shopper's own review", () => {
  it('shows as theirs with Edit, not the empty form, though it is not on the page of the list shown', async () => {
    t.server.on('GET', '/reviews/mine', ok({ ...ashasReview, hidden: false }));
    const { box } = await showSection(asha);
    await within(box).findByRole('heading', { name: 'Your review' });
    expect(mineCalls().map((c) => c.query.get('productId'))).toEqual(['p1']);
    expect(within(box).getByText('Needed more jaggery.')).toBeTruthy();
    expect(within(box).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();

    fireEvent.click(within(box).getByRole('button', { name: 'Edit' }));
    const edit = within(box).getByRole('form', { name: 'Edit your review' });
    expect((within(edit).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Needed more jaggery.');
    expect((within(edit).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Edit' }));
  });

  it('says plainly when the shop hid it, in place of the form', async () => {
    t.server.on('GET', '/reviews/mine', ok({ ...ashasReview, hidden: true }));
    const { box } = await showSection(asha);
    await within(box).findByText('The shop has hidden your review of this product, so you cannot write another.');
    expect(within(box).getByRole('heading', { name: 'Your review' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(box).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('leaves the form in place when there is none', async () => {
    const { box } = await showSection(asha);
    await within(box).findByRole('form', { name: 'Write a review' });
    expect(within(box).getByRole('heading', { name: 'Write a review' })).toBeTruthy();
  });

  it('is never asked for by a guest, who is offered to sign in', async () => {
    const { box } = await showSection(null);
    await waitFor(() => expect(t.server.callsTo('GET', '/reviews')).toHaveLength(1));
    expect(within(box).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/product/p1?tab=reviews')}`);
    expect(box.textContent).toContain('to share what you thought of it.');
    expect(mineCalls()).toHaveLength(0);
  });
});

describe('their review, edited and deleted where it shows', () => {
  it('shows the edit once saved, and the form again once deleted', async () => {
    t.server.on('GET', '/reviews/mine', ok({ ...ashasReview, hidden: false }));
    t.server.on('PATCH', '/reviews/:id', (req) => ok({ ...ashasReview, ...(req.body as object) }));
    t.server.on('DELETE', '/reviews/:id', ok({ _id: 'r7' }));
    const { box } = await showSection(asha);
    fireEvent.click(await within(box).findByRole('button', { name: 'Edit' }));
    const edit = within(box).getByRole('form', { name: 'Edit your review' });
    fireEvent.click(within(edit).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(edit).getByLabelText('Your review'), { target: { value: ' Better with rice. ' } });
    await act(async () => {
      fireEvent.submit(edit);
    });
    await within(box).findByText('Better with rice.');
    expect(within(box).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(t.server.callsTo('PATCH', '/reviews/r7')[0]?.body).toMatchObject({ rating: 4, comment: 'Better with rice.' });
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Edit' }));
    expect(Object.keys(sessionStorage)).toEqual([]);

    vi.stubGlobal('confirm', () => true);
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Delete' }));
    });
    await within(box).findByRole('form', { name: 'Write a review' });
    expect((within(box).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('a review being written', () => {
  async function typeReview(box: HTMLElement) {
    const form = await within(box).findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Just like home' } });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Fresh and fragrant.' } });
    return form;
  }
  async function expectTyped(box: HTMLElement) {
    const form = await within(box).findByRole('form', { name: 'Write a review' });
    expect((within(form).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Just like home');
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Fresh and fragrant.');
  }

  it('outlives a session that ends elsewhere and comes back when the shopper signs in again', async () => {
    const { box, session } = await showSection(asha);
    await typeReview(box);
    // Signed out on another device: the next private call's refresh fails and the tab signs out.
    act(() => session.$user.set(null));
    expect(within(box).queryByRole('form')).toBeNull();
    expect(box.textContent).toContain('Sign in to finish your review. What you wrote is kept.');

    act(() => session.$user.set(asha as never));
    await expectTyped(box);
  });

  it('is kept when sending it fails because the session ended', async () => {
    const { box, session } = await showSection(asha);
    const form = await typeReview(box);
    t.server.on('POST', '/reviews', fail(401, 'Please sign in to continue.'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'Please sign in to continue.'));
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(session.$user.get()).toBeNull());
    expect(box.textContent).toContain('What you wrote is kept.');

    act(() => session.$user.set(asha as never));
    await expectTyped(box);
  });

  it('is not shown to another shopper signing in on the same tab', async () => {
    const { box, session } = await showSection(asha);
    await typeReview(box);
    act(() => session.$user.set(null));
    act(() => session.$user.set(ravi as never));
    const form = await within(box).findByRole('form', { name: 'Write a review' });
    expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('');
  });

  it('is cleared once the review is saved', async () => {
    const { box } = await showSection(asha);
    const form = await typeReview(box);
    const saved = { ...ashasReview, _id: 'r8', rating: 4, title: 'Just like home', comment: 'Fresh and fragrant.' };
    t.server.on('POST', '/reviews', () => {
      t.server.on('GET', '/reviews/mine', ok({ ...saved, hidden: false }));
      return ok(saved);
    });
    await act(async () => {
      fireEvent.submit(form);
    });
    await within(box).findByRole('heading', { name: 'Your review' });
    expect(within(box).getByText('Fresh and fragrant.')).toBeTruthy();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('opens the edit form with what was typed when the server says a review is already there', async () => {
    const { box } = await showSection(asha);
    const form = await typeReview(box);
    t.server.on('POST', '/reviews', fail(409, 'You have already reviewed this product. You can edit your review instead.'));
    t.server.on('GET', '/reviews/mine', ok({ ...ashasReview, hidden: false }));
    await act(async () => {
      fireEvent.submit(form);
    });
    const edit = await within(box).findByRole('form', { name: 'Edit your review' });
    expect((within(edit).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Fresh and fragrant.');
    expect((within(edit).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps an edit through a session that ends, and reopens it', async () => {
    t.server.on('GET', '/reviews/mine', ok({ ...ashasReview, hidden: false }));
    const { box, session } = await showSection(asha);
    fireEvent.click(await within(box).findByRole('button', { name: 'Edit' }));
    fireEvent.change(within(box).getByLabelText('Your review'), { target: { value: 'Better with rice.' } });
    act(() => session.$user.set(null));
    act(() => session.$user.set(asha as never));
    const edit = await within(box).findByRole('form', { name: 'Edit your review' });
    expect((within(edit).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Better with rice.');
  });
});
