// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toRupees } from '@/shared/money';
import { orderSummaryPaise } from '@/shared/order-summary';
import OrderSummary from './OrderSummary';

afterEach(cleanup);

describe('the order summary', () => {
  it('shows subtotal, 240 shipping, 240 taxes, a 40 coupon discount and their total in rupees', () => {
    const paise = orderSummaryPaise(74000);
    const figures = Object.fromEntries(Object.entries(paise).map(([k, v]) => [k, toRupees(v)])) as Record<keyof typeof paise, number>;
    render(<OrderSummary figures={figures} />);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹740.00');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('₹240.00');
    expect(screen.getByTestId('summary-taxes').textContent).toBe('₹240.00');
    expect(screen.getByTestId('summary-discount').textContent).toBe('−₹40.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹1,180.00');
  });
});
