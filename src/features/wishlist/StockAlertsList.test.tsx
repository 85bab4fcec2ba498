// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, settle, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

// Under the wishlist: the products a shopper asked to be emailed about when they are back in stock
// (decision 198), each with Do not email me.

const alert = (id: string, name: string) => ({ product: { _id: id, name }, createdAt: '2026-11-20T10:00:00Z' });
let t: FreshStores;

beforeEach(async () => {
  t = await freshStores();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showList() {
  const { default: StockAlertsList } = await import('./StockAlertsList');
  await act(async () => {
    render(<StockAlertsList />);
  });
  await settle();
}

describe('the products a shopper waits for', () => {
  it('says nothing when she waits for none', async () => {
    t.server.on('GET', '/users/stock-alerts', ok({ alerts: [] }));
    await showList();
    expect(screen.queryByTestId('stock-alerts')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('lists each with its link, and Do not email me takes it off, focus going on to the next, then to the heading', async () => {
    t.server.on('GET', '/users/stock-alerts', ok({ alerts: [alert('p-udid-papad', 'Udid Papad'), alert('p-amba-poli', 'Amba Poli')] }));
    t.server.on('DELETE', '/users/stock-alerts/:id', ok({ alerts: [] }, { message: 'We will not email you about it.' }));
    await showList();
    const section = screen.getByRole('region', { name: 'Emails when back in stock' });
    const rows = within(section).getAllByTestId('stock-alert');
    expect(rows.map((row) => row.textContent)).toEqual(['Udid PapadDo not email me', 'Amba PoliDo not email me']);
    expect(within(rows[0]!).getByRole('link', { name: 'Udid Papad' }).getAttribute('href')).toBe('/product/p-udid-papad');

    fireEvent.click(within(section).getByRole('button', { name: 'Do not email me about Udid Papad' }));
    await waitFor(() => expect(within(section).getAllByTestId('stock-alert')).toHaveLength(1));
    expect(t.server.callsTo('DELETE', '/users/stock-alerts/p-udid-papad')).toHaveLength(1);
    expect(await t.toasts()).toEqual(['success: We will not email you about it']);
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Do not email me about Amba Poli' })));

    fireEvent.click(within(section).getByRole('button', { name: 'Do not email me about Amba Poli' }));
    await waitFor(() => expect(within(section).getByText('You are not waiting for any product now.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Emails when back in stock' })));
  });

  it('keeps the product when taking it off fails, with the reason in a toast', async () => {
    t.server.on('GET', '/users/stock-alerts', ok({ alerts: [alert('p-udid-papad', 'Udid Papad')] }));
    t.server.on('DELETE', '/users/stock-alerts/:id', fail(503, 'The shop cannot reach its database right now.'));
    await showList();
    fireEvent.click(screen.getByRole('button', { name: 'Do not email me about Udid Papad' }));
    expect(await t.toasts()).toEqual(['error: The shop cannot reach its database right now.']);
    expect(screen.getAllByTestId('stock-alert')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Do not email me about Udid Papad' }).getAttribute('aria-busy')).toBeNull());
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    t.server.on('GET', '/users/stock-alerts', fail(500));
    await showList();
    expect(screen.getByRole('alert').textContent).toContain('We could not load the products you are waiting for.');
    t.server.on('GET', '/users/stock-alerts', ok({ alerts: [alert('p-udid-papad', 'Udid Papad')] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('stock-alert')).toHaveLength(1));
  });
});
