// The order page's action forms: which fields each action takes (docs/api.md, "Actions"), and the
// body a posted form becomes. The server validates; these only shape the form and keep its values.
import { formatRupees } from '@/lib/money';
import type { PaymentMethod, PaymentStatus, StaffAction } from '@/shared/contract';

type ActionField = { name: string; label: string; hint?: string; required: boolean; multiline?: boolean; maxLength: number };

export type ActionForm = {
  action: StaffAction;
  /** The button's words. */
  submit: string;
  /** The notice after it worked (the server's own sentence for it). */
  done: string;
  fields: ActionField[];
  /** Ends or undoes something: drawn as a secondary button. */
  caution?: boolean;
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
    fields: [{ name: 'reason', label: 'Reason for cancelling', hint: `${NOTE_HINT} The stock goes back on sale.`, required: true, multiline: true, maxLength: 500 }],
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
    fields: [{ name: 'note', label: 'Why the return is rejected', hint: NOTE_HINT, required: true, multiline: true, maxLength: 500 }],
  },
  refund: { action: 'refund', submit: 'Record refund', done: 'Refund recorded', fields: [] },
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
