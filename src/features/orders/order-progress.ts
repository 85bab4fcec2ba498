/**
 * The order detail's progress bar (docs/decisions/050-order-progress-steps.md).
 * The API knows five statuses; the bar shows four steps. 'Out For Delivery' has no status of its own:
 * it is reached together with 'Delivered', and is the next step while an order is 'shipped'.
 */
export const ORDER_STEPS = ['Order Confirmed', 'Shipped', 'Out For Delivery', 'Delivered'] as const;
type OrderStep = (typeof ORDER_STEPS)[number];
type StepState = 'done' | 'upcoming';

export type OrderProgress = {
  steps: { label: OrderStep; state: StepState }[];
  /** How many steps are done (1 to 4). */
  reached: number;
  /** Share of the bar to fill, 0 to 1, from the first step's dot to the last reached one. */
  fill: number;
  cancelled: boolean;
};

const REACHED: Record<string, number> = { pending: 1, processing: 1, shipped: 2, delivered: 4 };

/** Steps reached for a status; a cancelled order stops at what it had reached before (always confirmed, never shipped). */
export function orderProgress(status: string | null | undefined): OrderProgress {
  const key = (status ?? '').trim().toLowerCase();
  const cancelled = key === 'cancelled' || key === 'canceled';
  const reached = cancelled ? 1 : (REACHED[key] ?? 1);
  return {
    steps: ORDER_STEPS.map((label, index) => ({ label, state: index < reached ? 'done' : 'upcoming' })),
    reached,
    fill: (reached - 1) / (ORDER_STEPS.length - 1),
    cancelled,
  };
}
