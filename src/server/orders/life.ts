import {
  STAFF_ACTIONS,
  type OrderEventType,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type ReturnStatus,
  type StaffAction,
} from '../../shared/contract.ts';
import { RETURN_WINDOW_CLOSED } from '../../shared/returns.ts';

// The rules of an order's life (DESIGN.md section 10), pure: what may happen from which state, who
// may do it, what it changes, and the words for a refusal. Every change of an order goes through
// src/server/orders/change.ts, which applies `decide` under a row lock.

/** What the rules look at. */
export type OrderState = {
  status: OrderStatus;
  returnStatus: ReturnStatus | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The last moment a return may be asked (decision 142); only a return request needs it. */
  returnBy?: Date;
};

export type Action = StaffAction | 'request-return';
export type ActorRole = 'shopper' | 'staff' | 'system';

/** A decided change: the new state's fields and the event that records it. */
export type Change = {
  set: Partial<OrderState>;
  event: { type: Exclude<OrderEventType, 'placed'>; from: string | null; to: string };
};

/** The payment of a new order: a simulated online payment is paid at once, cash on delivery later. */
export const paymentAtPlacing = (method: PaymentMethod): PaymentStatus => (method === 'online' ? 'paid' : 'pending');

type Rule = { who: ActorRole[]; decide(state: OrderState, now: Date): Change | string };

const statusWords: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'being processed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** Moves the order's status along one step, or says why not. */
function step(from: OrderStatus, to: OrderStatus, verb: string, extra: (s: OrderState) => Partial<OrderState> = () => ({})) {
  return (s: OrderState): Change | string =>
    s.status === from
      ? { set: { status: to, ...extra(s) }, event: { type: to as Change['event']['type'], from, to } }
      : `This order is ${statusWords[s.status]}, so it cannot be ${verb}.`;
}

/** Moves the return along one step, or says why not. */
function returnStep(from: ReturnStatus, to: ReturnStatus, type: Change['event']['type'], refusal: (s: OrderState) => string, extra: Partial<OrderState> = {}) {
  return (s: OrderState): Change | string =>
    s.status === 'delivered' && s.returnStatus === from
      ? { set: { returnStatus: to, ...extra }, event: { type, from, to } }
      : refusal(s);
}

const noRequest = (verb: string) => (s: OrderState) =>
  s.returnStatus === null || s.returnStatus === 'requested'
    ? `There is no return request to ${verb}.`
    : `This return is already ${s.returnStatus}.`;

const RULES: Record<Action, Rule> = {
  process: { who: ['staff'], decide: step('pending', 'processing', 'marked processing') },
  ship: { who: ['staff'], decide: step('processing', 'shipped', 'marked shipped') },
  deliver: {
    who: ['staff'],
    // Cash on delivery is collected by the carrier: delivered means paid.
    decide: step('shipped', 'delivered', 'marked delivered', (s) => (s.paymentMethod === 'cod' ? { paymentStatus: 'paid' } : {})),
  },
  cancel: {
    who: ['shopper', 'staff'],
    decide: (s) =>
      canCancel(s.status)
        ? {
            // A simulated online payment is given back with the stock.
            set: { status: 'cancelled', ...(s.paymentStatus === 'paid' ? { paymentStatus: 'refunded' as const } : {}) },
            event: { type: 'cancelled', from: s.status, to: 'cancelled' },
          }
        : refusalToCancel(s.status),
  },
  'request-return': {
    who: ['shopper'],
    decide: (s, now) =>
      s.status !== 'delivered'
        ? 'Only delivered orders can be returned.'
        : s.returnStatus !== null
          ? 'A return has already been requested for this order.'
          : s.returnBy && now > s.returnBy
            ? RETURN_WINDOW_CLOSED
            : { set: { returnStatus: 'requested' }, event: { type: 'return-requested', from: null, to: 'requested' } },
  },
  'approve-return': { who: ['staff'], decide: returnStep('requested', 'approved', 'return-approved', noRequest('approve')) },
  'reject-return': { who: ['staff'], decide: returnStep('requested', 'rejected', 'return-rejected', noRequest('reject')) },
  refund: {
    who: ['staff'],
    decide: returnStep('approved', 'refunded', 'refunded', (s) =>
      s.returnStatus === 'refunded' ? 'This return has already been refunded.' : 'Only an approved return can be refunded.',
    { paymentStatus: 'refunded' }),
  },
};

/** What `action` by `actor` changes from `state` at `now`, or the sentence that refuses it (a 409). */
export function decide(state: OrderState, action: Action, actor: ActorRole, now = new Date()): Change | string {
  const rule = RULES[action];
  if (!rule.who.includes(actor)) return 'This action is not allowed.';
  return rule.decide(state, now);
}

/** The staff's actions allowed now, in the order the back-office shows them. */
export function allowedStaffActions(state: OrderState): StaffAction[] {
  return STAFF_ACTIONS.filter((a) => typeof decide(state, a, 'staff') !== 'string');
}

/** Statuses an order may still be cancelled from: before it leaves the shop. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing'];

const canCancel = (status: OrderStatus): boolean => CANCELLABLE.includes(status);

/** Why an order in this status cannot be cancelled, said to the shopper. */
function refusalToCancel(status: OrderStatus): string {
  if (status === 'cancelled') return 'This order is already cancelled.';
  if (status === 'delivered') return 'This order has been delivered and can no longer be cancelled. You can request a return instead.';
  return 'This order has already been shipped and can no longer be cancelled.';
}
