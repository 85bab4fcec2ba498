import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS, STAFF_ACTIONS, type OrderStatus } from '../../shared/contract.ts';
import { RETURN_WINDOW_CLOSED } from '../../shared/returns.ts';
import { allowedStaffActions, decide, paymentAtPlacing, type Change, type OrderState } from './life.ts';

const state = (over: Partial<OrderState> = {}): OrderState => ({ status: 'pending', returnStatus: null, paymentMethod: 'online', paymentStatus: 'paid', ...over });
const change = (result: Change | string): Change => {
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
};

/** Every state an order can reach from its placing, by any action of anyone. */
function reachable(): OrderState[] {
  const seen = new Map<string, OrderState>();
  const queue = PAYMENT_METHODS.map((paymentMethod) => state({ paymentMethod, paymentStatus: paymentAtPlacing(paymentMethod) }));
  while (queue.length) {
    const s = queue.shift()!;
    if (seen.has(JSON.stringify(s))) continue;
    seen.set(JSON.stringify(s), s);
    for (const action of [...STAFF_ACTIONS, 'request-return'] as const) {
      for (const actor of ['shopper', 'staff'] as const) {
        const c = decide(s, action, actor);
        if (typeof c !== 'string') queue.push({ ...s, ...c.set });
      }
    }
  }
  return [...seen.values()];
}
const everyState = reachable();

describe("an order's life", () => {
  it('goes pending, processing, shipped, delivered, one step at a time', () => {
    let s = state();
    for (const [action, to] of [['process', 'processing'], ['ship', 'shipped'], ['deliver', 'delivered']] as const) {
      const c = change(decide(s, action, 'staff'));
      expect(c.event).toEqual({ type: to, from: s.status, to });
      s = { ...s, ...c.set };
    }
    expect(s.status).toBe('delivered');
  });

  it('refuses every step out of order, saying the status', () => {
    expect(decide(state({ status: 'shipped' }), 'process', 'staff')).toBe('This order is shipped, so it cannot be marked processing.');
    expect(decide(state(), 'ship', 'staff')).toBe('This order is pending, so it cannot be marked shipped.');
    expect(decide(state({ status: 'processing' }), 'deliver', 'staff')).toBe('This order is being processed, so it cannot be marked delivered.');
    expect(decide(state({ status: 'cancelled' }), 'process', 'staff')).toBe('This order is cancelled, so it cannot be marked processing.');
  });

  it('may be cancelled by the shopper or the staff only before it leaves the shop', () => {
    const cancellable = (s: OrderStatus) => typeof decide(state({ status: s }), 'cancel', 'shopper') !== 'string';
    expect(ORDER_STATUSES.filter(cancellable)).toEqual(['pending', 'processing']);
    expect(change(decide(state({ status: 'processing' }), 'cancel', 'staff')).event).toEqual({ type: 'cancelled', from: 'processing', to: 'cancelled' });
    expect(decide(state({ status: 'shipped' }), 'cancel', 'staff')).toBe('This order has already been shipped and can no longer be cancelled.');
    expect(decide(state({ status: 'delivered' }), 'cancel', 'shopper')).toMatch(/request a return instead/);
    expect(decide(state({ status: 'cancelled' }), 'cancel', 'shopper')).toBe('This order is already cancelled.');
  });

  it('gives a paid online payment back on cancelling; cash not yet paid stays pending', () => {
    expect(change(decide(state(), 'cancel', 'shopper')).set).toEqual({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(change(decide(state({ paymentMethod: 'cod', paymentStatus: 'pending' }), 'cancel', 'staff')).set).toEqual({ status: 'cancelled' });
  });

  it('is paid at placing online, and on delivery for cash on delivery', () => {
    expect(paymentAtPlacing('online')).toBe('paid');
    expect(paymentAtPlacing('cod')).toBe('pending');
    expect(change(decide(state({ status: 'shipped', paymentMethod: 'cod', paymentStatus: 'pending' }), 'deliver', 'staff')).set).toEqual({ status: 'delivered', paymentStatus: 'paid' });
    expect(change(decide(state({ status: 'shipped' }), 'deliver', 'staff')).set).toEqual({ status: 'delivered' });
  });

  it('takes a return: requested after delivery, approved or rejected, refunded only once approved', () => {
    const delivered = state({ status: 'delivered' });
    expect(decide(state({ status: 'shipped' }), 'request-return', 'shopper')).toBe('Only delivered orders can be returned.');
    const requested = { ...delivered, ...change(decide(delivered, 'request-return', 'shopper')).set };
    expect(requested.returnStatus).toBe('requested');
    expect(decide(requested, 'request-return', 'shopper')).toBe('A return has already been requested for this order.');
    expect(decide(requested, 'refund', 'staff')).toBe('Only an approved return can be refunded.');
    const rejected = { ...requested, ...change(decide(requested, 'reject-return', 'staff')).set };
    expect(rejected.returnStatus).toBe('rejected');
    expect(decide(rejected, 'refund', 'staff')).toBe('Only an approved return can be refunded.');
    expect(decide(rejected, 'approve-return', 'staff')).toBe('This return is already rejected.');
    const approved = { ...requested, ...change(decide(requested, 'approve-return', 'staff')).set };
    const refund = change(decide(approved, 'refund', 'staff'));
    expect(refund).toEqual({ set: { returnStatus: 'refunded', paymentStatus: 'refunded' }, event: { type: 'refunded', from: 'approved', to: 'refunded' } });
    expect(decide({ ...approved, ...refund.set }, 'refund', 'staff')).toBe('This return has already been refunded.');
    expect(decide(delivered, 'approve-return', 'staff')).toBe('There is no return request to approve.');
  });

  it('takes a return request until the time to return ends, and not a moment after (decision 142)', () => {
    const returnBy = new Date('2026-11-10T18:29:59.999Z');
    const delivered = state({ status: 'delivered', returnBy });
    expect(change(decide(delivered, 'request-return', 'shopper', returnBy)).set).toEqual({ returnStatus: 'requested' });
    expect(decide(delivered, 'request-return', 'shopper', new Date('2026-11-10T18:30:00Z'))).toBe(RETURN_WINDOW_CLOSED);
    // The staff's actions on a return asked in time do not depend on the window.
    const requested = { ...delivered, returnStatus: 'requested' as const };
    expect(allowedStaffActions(requested)).toEqual(['approve-return', 'reject-return']);
  });

  it("lets the shopper do only a shopper's things, and the staff only the staff's", () => {
    expect(decide(state(), 'process', 'shopper')).toBe('This action is not allowed.');
    expect(decide(state({ status: 'delivered' }), 'request-return', 'staff')).toBe('This action is not allowed.');
  });

  it('offers the staff exactly the actions the rules allow, in the order of the pages', () => {
    expect(allowedStaffActions(state())).toEqual(['process', 'cancel']);
    expect(allowedStaffActions(state({ status: 'processing' }))).toEqual(['ship', 'cancel']);
    expect(allowedStaffActions(state({ status: 'shipped' }))).toEqual(['deliver']);
    expect(allowedStaffActions(state({ status: 'delivered' }))).toEqual([]);
    expect(allowedStaffActions(state({ status: 'delivered', returnStatus: 'requested' }))).toEqual(['approve-return', 'reject-return']);
    expect(allowedStaffActions(state({ status: 'delivered', returnStatus: 'approved' }))).toEqual(['refund']);
    for (const s of everyState) {
      const allowed = allowedStaffActions(s);
      for (const a of STAFF_ACTIONS) expect(typeof decide(s, a, 'staff') !== 'string', `${a} from ${JSON.stringify(s)}`).toBe(allowed.includes(a));
    }
  });

  it('never leaves an order with a payment the method cannot have', () => {
    // pending/processing/shipped/cancelled × online/cod, delivered × 2 × five return states.
    expect(everyState).toHaveLength(18);
    for (const s of everyState) {
      for (const a of STAFF_ACTIONS) {
        const c = decide(s, a, 'staff');
        if (typeof c === 'string') continue;
        const next = { ...s, ...c.set };
        if (next.status === 'delivered' && next.returnStatus !== 'refunded') expect(next.paymentStatus, `${a} from ${JSON.stringify(s)}`).toBe('paid');
        if (next.returnStatus === 'refunded') expect(next.paymentStatus).toBe('refunded');
      }
    }
  });
});
