import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/money';

export type SummaryFigures = { subtotal: number; shipping: number; taxes: number; discount: number; total: number };

/** The summary of SPEC.md section 9: subtotal, shipping, taxes, coupon discount and total (all in rupees). */
export default function OrderSummary({
  figures,
  heading = 'Order Summary',
  headingLevel = 'h2',
  children,
}: {
  figures: SummaryFigures;
  heading?: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const Heading = headingLevel;
  // Its padding stops growing with the text past 6.25% of the screen, as the content cards'
  // (decision 169): the same 20 px from 320 px at normal text. A figure goes under its name, to the right, when both do not fit one line (at 200% text on a
  // 320 px phone "Total ₹1,060.00" is wider than the card): it was drawn past the card's edge.
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 py-1.5 [&>dd]:ml-auto';
  return (
    <section aria-label={heading} className="rounded-2xl border border-cream-300 bg-white p-[min(1.25rem,6.25vw)] sm:p-6" data-testid="order-summary">
      <Heading className="text-xl font-semibold">{heading}</Heading>
      <dl className="mt-4 text-sm text-earth-800">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal" className="font-semibold tabular-nums">
            {formatRupees(figures.subtotal)}
          </dd>
        </div>
        <div className={row}>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping" className="tabular-nums">
            {formatRupees(figures.shipping)}
          </dd>
        </div>
        <div className={row}>
          <dt>Taxes</dt>
          <dd data-testid="summary-taxes" className="tabular-nums">
            {formatRupees(figures.taxes)}
          </dd>
        </div>
        <div className={row}>
          <dt>Coupon Discount</dt>
          <dd data-testid="summary-discount" className="text-leaf-700 tabular-nums">
            −{formatRupees(figures.discount)}
          </dd>
        </div>
        <div className={`${row} mt-2 border-t border-cream-300 pt-3 text-base`}>
          <dt className="font-semibold text-earth-900">Total</dt>
          <dd data-testid="summary-total" className="font-bold text-earth-900 tabular-nums">
            {formatRupees(figures.total)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
