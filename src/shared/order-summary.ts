/** Fixed charges of SPEC.md section 9, in paise so sums stay exact. */
const SHIPPING_PAISE = 240_00;
const TAXES_PAISE = 240_00;
const COUPON_DISCOUNT_PAISE = 40_00;

export type OrderSummaryPaise = {
  subtotal: number;
  shipping: number;
  taxes: number;
  discount: number;
  total: number;
};

/** Cart and order summary: total = subtotal + shipping + taxes − discount (all in paise). */
export function orderSummaryPaise(subtotal: number): OrderSummaryPaise {
  return {
    subtotal,
    shipping: SHIPPING_PAISE,
    taxes: TAXES_PAISE,
    discount: COUPON_DISCOUNT_PAISE,
    total: subtotal + SHIPPING_PAISE + TAXES_PAISE - COUPON_DISCOUNT_PAISE,
  };
}
