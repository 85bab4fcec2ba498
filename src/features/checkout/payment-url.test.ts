import { describe, expect, it, vi } from 'vitest';

vi.mock('./checkout.store', () => ({ $placingOrder: { get: () => false, listen: () => () => {}, subscribe: () => () => {} }, placeOrder: vi.fn() }));
const { paymentUrl } = await import('./useContinueToPayment');

describe('the page checkout lands on', () => {
  it('names the placed order so /payment can link to it', () => {
    expect(paymentUrl({ _id: 'o-1', orderNumber: 'HF-000042' })).toBe('/payment?id=o-1&number=HF-000042');
  });

  it('is plain /payment when the answer carried no order', () => {
    expect(paymentUrl(null)).toBe('/payment');
  });
});
