import { describe, expect, it, vi } from 'vitest';

const store = { get: () => false, listen: () => () => {}, subscribe: () => () => {} };
vi.mock('./checkout.store', () => ({ $placingOrder: store, $paymentMethod: store, placeOrder: vi.fn() }));
const { paymentUrl } = await import('./useContinueToPayment');

describe('the page checkout lands on', () => {
  it('names the placed order so /payment can link to it', () => {
    expect(paymentUrl({ _id: 'o-1', orderNumber: 'HF-000042' })).toBe('/payment?id=o-1&number=HF-000042');
  });

  it('leads a cash-on-delivery order to the pay-on-delivery confirmation instead', () => {
    expect(paymentUrl({ _id: 'o-2', orderNumber: 'HF-000043', paymentMethod: 'cod' })).toBe('/payment/cash-on-delivery?id=o-2&number=HF-000043');
    expect(paymentUrl({ _id: 'o-3', orderNumber: 'HF-000044', paymentMethod: 'online' })).toBe('/payment?id=o-3&number=HF-000044');
  });

  it('is plain /payment when the answer carried no order', () => {
    expect(paymentUrl(null)).toBe('/payment');
    expect(paymentUrl(null, 'cod')).toBe('/payment/cash-on-delivery');
  });
});
