import { describe, expect, it } from 'vitest';
import { invoicePayment } from './invoice';

describe('the payment line of an invoice', () => {
  it('names the method and where the payment stands', () => {
    expect(invoicePayment({ status: 'delivered', paymentMethod: 'cod', paymentStatus: 'paid' })).toBe('Payment: Cash on delivery, paid.');
    expect(invoicePayment({ status: 'delivered', paymentMethod: 'cod', paymentStatus: 'refunded' })).toBe('Payment: Cash on delivery, refunded.');
    expect(invoicePayment({ status: 'shipped', paymentMethod: 'cod', paymentStatus: 'pending' })).toBe('Payment: Cash on delivery, not paid yet.');
    expect(invoicePayment({ status: 'pending', paymentMethod: 'online', paymentStatus: 'paid' })).toBe('Payment: Online, paid.');
  });

  it('says a cancelled cash order collected nothing', () => {
    expect(invoicePayment({ status: 'cancelled', paymentMethod: 'cod', paymentStatus: 'pending' })).toBe('Payment: Cash on delivery, nothing collected (cancelled).');
    expect(invoicePayment({ status: 'cancelled', paymentMethod: 'online', paymentStatus: 'refunded' })).toBe('Payment: Online, refunded.');
  });
});
