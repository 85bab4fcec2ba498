import { shopDayStart } from './shop-day.ts';

/** Returns are accepted within this many days of delivery (SPEC.md section 9, the policy text). */
export const RETURN_DAYS = 7;


/**
 * The last moment a return may be asked for an order delivered at `deliveredAt`: the end of the
 * seventh day after delivery, in India's time, so the date a shopper is given is whole (decision 142).
 */
export const returnDeadline = (deliveredAt: Date): Date => new Date(shopDayStart(deliveredAt, RETURN_DAYS + 1).getTime() - 1);

/**
 * The last moment a return may be asked, from when the order was delivered: its last `delivered`
 * event, or, for an order whose status was set without one, its last change (`updatedAt`).
 */
export const returnByOf = (lastDeliveredAt: Date | undefined, updatedAt: Date): Date => returnDeadline(lastDeliveredAt ?? updatedAt);

/** The server's refusal of a return asked after the deadline (a 409). */
export const RETURN_WINDOW_CLOSED = `Returns are accepted within ${RETURN_DAYS} days of delivery, and that time has passed for this order.`;
