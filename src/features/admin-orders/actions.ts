// The order page's action forms: which fields each action takes (docs/api.md, "Actions"), and the
// body a posted form becomes. The server validates; these only shape the form and keep its values.
import { formatDateTime } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import type { FieldWords } from '@/features/admin-frame/field-words';
import type { OrderEventType, PaymentMethod, PaymentStatus, StaffAction } from '@/shared/contract';
import type { OrderEvent } from './admin-orders.api';
import { describeEvent } from './labels';

/** `said`: how the API's messages name the field, when not by its label (actionWords). */
type ActionField = { name: string; label: string; said?: string; hint?: string; required: boolean; multiline?: boolean; maxLength: number };

export type ActionForm = {
  action: StaffAction;
  /** The button's words. */
  submit: string;
  /** The notice after it worked (the server's own sentence for it). */
  done: string;
  fields: ActionField[];
  /** Ends or undoes something: drawn as a secondary button. */
  caution?: boolean;
  /**
   * A step that cannot be taken back asks first: the box to tick in its form (ConfirmBox), worded
   * with the order's total. The page checks it; the API does not.
   */
  confirm?: (total: string) => string;
};

const NOTE_HINT = 'The shopper sees this note.';

export const ACTION_FORMS: Record<StaffAction, ActionForm> = {
  process: { action: 'process', submit: 'Mark processing', done: 'Order marked processing', fields: [] },
  ship: {
    action: 'ship',
    submit: 'Mark shipped',
    done: 'Order marked shipped',
    fields: [
      { name: 'carrier', label: 'Carrier', hint: 'For example India Post or Delhivery.', required: true, maxLength: 100 },
      { name: 'trackingNumber', label: 'Tracking number', required: true, maxLength: 100 },
    ],
  },
  deliver: { action: 'deliver', submit: 'Mark delivered', done: 'Order marked delivered', fields: [] },
  cancel: {
    action: 'cancel',
    submit: 'Cancel order',
    done: 'Order cancelled',
    caution: true,
    fields: [{ name: 'reason', label: 'Reason for cancelling', said: 'Reason', hint: `${NOTE_HINT} The stock goes back on sale.`, required: true, multiline: true, maxLength: 500 }],
  },
  'approve-return': {
    action: 'approve-return',
    submit: 'Approve return',
    done: 'Return approved',
    fields: [{ name: 'note', label: 'Note (optional)', hint: NOTE_HINT, required: false, multiline: true, maxLength: 500 }],
  },
  'reject-return': {
    action: 'reject-return',
    submit: 'Reject return',
    done: 'Return rejected',
    caution: true,
    fields: [{ name: 'note', label: 'Why the return is rejected', said: 'Note', hint: NOTE_HINT, required: true, multiline: true, maxLength: 500 }],
  },
  // One tap marked the money as sent back, with no question: the shopper's refund is never asked about again.
  refund: { action: 'refund', submit: 'Record refund', done: 'Refund recorded', fields: [], confirm: (total) => `Yes, ${total} has been sent back to the shopper` },
};

export const isStaffAction = (value: unknown): value is StaffAction => typeof value === 'string' && Object.hasOwn(ACTION_FORMS, value);

/** The posted form as the action's JSON body: its own fields only, as typed (the server trims and checks). */
export function actionBody(form: FormData): ({ action: StaffAction } & Record<string, string>) | null {
  const action = form.get('action');
  if (!isStaffAction(action)) return null;
  const body: { action: StaffAction } & Record<string, string> = { action };
  for (const field of ACTION_FORMS[action].fields) {
    const value = form.get(field.name);
    body[field.name] = typeof value === 'string' ? value : '';
  }
  return body;
}


/**
 * What pressing an action also does with money, said above its button (and read with it): the
 * amount a refund is for (the whole order; the page showed it nowhere once the return was
 * approved), and that delivering a cash-on-delivery order records the cash as collected.
 */
export function actionNote(action: StaffAction, order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; total: number }): string | undefined {
  const total = formatRupees(order.total);
  if (action === 'refund') return `Refund ${total}, the whole order. Send it to the shopper first; this records that it was sent.`;
  if (action === 'deliver' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending') return `Cash on delivery: this also records the ${total} as collected.`;
  return undefined;
}

/** The box this action asks to be ticked for this order, or undefined when it asks nothing. */
export const actionConfirmLabel = (action: StaffAction, order: { total: number }): string | undefined => ACTION_FORMS[action].confirm?.(formatRupees(order.total));

/** Whether the posted form may go on to the API: its box ticked, when its action asks first. */
export const actionConfirmed = (action: StaffAction, form: FormData): boolean => !ACTION_FORMS[action].confirm || form.get('confirm') === 'yes';

/**
 * How the action's form names the fields the API's messages name otherwise: by its label, quoted
 * (“Why the return is rejected” is required.), as the sentence by the button names them.
 */
export function actionWords(action: StaffAction): FieldWords {
  return Object.fromEntries(ACTION_FORMS[action].fields.flatMap((field) => (field.said ? [[field.name, { api: field.said, form: `“${field.label}”` }]] : [])));
}

/**
 * What a press refused for its fields (400) is answered, at its form: which fields to fill in, by
 * the words on the form. `refusal`, the server's sentence (in the form's words, actionWords), when a
 * field was filled in and still refused.
 */
export function actionIncomplete(action: StaffAction, errors: Record<string, string>, values: Record<string, string>, refusal: string): string {
  const fields = ACTION_FORMS[action].fields.filter((field) => errors[field.name]);
  if (fields.length === 0 || fields.some((field) => (values[field.name] ?? '').trim() !== '')) return refusal;
  return `Nothing was changed. Fill in ${fields.map((field) => `“${field.label}”`).join(' and ')} and press ${ACTION_FORMS[action].submit} again.`;
}

/** What a press without the box ticked is answered, at its form (nothing was changed). */
export const actionUnconfirmed = (action: StaffAction, label: string): string => `Nothing was recorded. Tick “${label}” and press ${ACTION_FORMS[action].submit} again.`;

/** The event each step records when it is taken (src/server/orders/life.ts). */
const ACTION_EVENTS: Record<StaffAction, OrderEventType> = {
  process: 'processing',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  'approve-return': 'return-approved',
  'reject-return': 'return-rejected',
  refund: 'refunded',
};

/**
 * What a press of a step the order no longer offers is answered (someone else, or the same staff in
 * another tab, moved the order on after this page was drawn): when that very step was the order's
 * last change, who took it and when, so she knows at once that nothing is left to do; otherwise
 * `refusal`, the server's sentence (or, for a press that never reached it, a plain one).
 */
export function actionOvertaken(action: StaffAction, events: readonly OrderEvent[], refusal?: string): string {
  const last = events.at(-1);
  if (last?.type === ACTION_EVENTS[action]) return `Nothing was changed: this step was already taken. ${describeEvent(last)}, ${formatDateTime(last.at)}.`;
  return refusal || `Nothing was changed: this order no longer offers ${ACTION_FORMS[action].submit}. Its status and history show what happened.`;
}
