/** Returns are accepted within this many days of delivery (SPEC.md section 9, the policy text). */
export const RETURN_DAYS = 7;

const DAY_MS = 86_400_000;
/** India's offset from UTC (no daylight saving): the shop's days are India's days. */
const IST_OFFSET_MS = 5.5 * 3_600_000;

/**
 * The last moment a return may be asked for an order delivered at `deliveredAt`: the end of the
 * seventh day after delivery, in India's time, so the date a shopper is given is whole (decision 142).
 */
export function returnDeadline(deliveredAt: Date): Date {
  const localDay = Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS) + RETURN_DAYS;
  return new Date((localDay + 1) * DAY_MS - IST_OFFSET_MS - 1);
}

/**
 * The last moment a return may be asked, from when the order was delivered: its last `delivered`
 * event, or, for an order whose status was set without one, its last change (`updatedAt`).
 */
export const returnByOf = (lastDeliveredAt: Date | undefined, updatedAt: Date): Date => returnDeadline(lastDeliveredAt ?? updatedAt);

/** The server's refusal of a return asked after the deadline (a 409). */
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_DAYS} days of delivery, and that time has passed for this order.`;
