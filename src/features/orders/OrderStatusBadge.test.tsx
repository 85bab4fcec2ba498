// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import OrderStatusBadge from './OrderStatusBadge';

afterEach(cleanup);

describe('the order status badge', () => {
  it.each([
    ['cancelled', 'Cancelled', 'grey'],
    ['delivered', 'Delivered', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['processing', 'Processing', 'yellow'],
    ['shipped', 'Shipped', 'yellow'],
  ] as const)('says %s in words (%s) and colours it %s', (status, word, colour) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByTestId('order-status');
    expect(badge.textContent).toBe(`Status: ${word}`);
    expect(badge.getAttribute('data-colour')).toBe(colour);
  });
});
