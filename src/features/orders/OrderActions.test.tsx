// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeOrder } from '@/lib/api/orders';
import OrderActions from './OrderActions';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

afterEach(cleanup);

// A delivered order without a return, as GET /orders/{id} answers it (decision 142).
const delivered = (returnBy: string) => normalizeOrder({ _id: 'o1', orderNumber: 'HF-001010', status: 'delivered', returnStatus: null, returnBy });

describe('returning a delivered order', () => {
  it('offers Return until the time to return, and says until when in the dialog', () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    until.setUTCHours(18, 29, 59, 999);
    render(<OrderActions order={delivered(until.toISOString())} onDone={() => {}} />);
    expect(screen.queryByTestId('return-time-over')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Return order HF-001010' }));
    const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(until);
    expect(screen.getByRole('dialog').textContent).toContain(`Returns are accepted within 7 days of delivery, for unopened items. You can ask until ${day}.`);
  });

  it('after it, offers no Return and says when the time ended', () => {
    render(<OrderActions order={delivered('2026-11-10T18:29:59.999Z')} onDone={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Return order HF-001010' })).toBeNull();
    expect(screen.getByTestId('return-time-over').textContent).toBe('The time to return this order ended on 10 November 2026.');
  });
});
