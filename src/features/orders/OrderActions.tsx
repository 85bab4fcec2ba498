import { useState, type SubmitEvent } from 'react';
import { FormAlert } from '@/components/FormField';
import { messages } from '@/lib/messages';
import ConfirmDialog from '@/components/ConfirmDialog';
import Dialog from '@/components/Dialog';
import { formatLongDate } from '@/lib/dates';
import { RETURN_DAYS } from '@/shared/returns';
import { canCancel, canReturn, returnClosed, returnState } from './orders';
import { cancelOrder, returnOrder, type Order } from './orders.store';

/**
 * Cancel (pending or processing, after a confirm prompt) and Return (delivered, not yet requested,
 * with an optional reason); 'Return requested' once asked (SPEC.md section 4), then how it was answered.
 * `onDone` runs when one of them worked: its button is gone, and the page says where focus goes.
 */
export default function OrderActions({ order, onDone }: { order: Order; onDone: () => void }) {
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    if (!busy) setDialog(null);
  };
  const confirmCancel = async () => {
    setBusy(true);
    const ok = await cancelOrder(order._id);
    setBusy(false);
    setDialog(null);
    setAlert(ok ? null : messages.alertCancelOrder);
    if (ok) onDone();
  };
  const submitReturn = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const ok = await returnOrder(order._id, reason);
    setBusy(false);
    setDialog(null);
    setAlert(ok ? null : messages.alertRequestReturn);
    if (ok) onDone();
  };

  const showCancel = canCancel(order);
  const showReturn = canReturn(order);
  const returnOver = returnClosed(order);
  const state = returnState(order);
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      {/* As tall as a button (44 px) even when it holds only words (the return's state, or that its
          time has ended), so they sit on the line of the card's "View details" link beside them
          rather than 12 px above it. */}
      {(showCancel || showReturn || state || returnOver) && (
        <div className="flex min-h-11 flex-wrap items-center gap-2">
          {showCancel && (
            <button type="button" className="btn-outline" onClick={() => setDialog('cancel')} aria-label={`Cancel order ${order.orderNumber}`}>
              Cancel
            </button>
          )}
          {showReturn && (
            <button type="button" className="btn-outline" onClick={() => setDialog('return')} aria-label={`Return order ${order.orderNumber}`}>
              Return
            </button>
          )}
          {/* Where the return stands: words with an icon, not a filled pill the size of the buttons
              beside it, which read as one more button to press. */}
          {state && (
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-earth-800" data-testid="return-state">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M9 14 4 9l5-5" />
                <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
              </svg>
              {state}
            </p>
          )}
          {returnOver && (
            <p className="text-sm text-earth-700" data-testid="return-time-over">
              The time to return this order ended on {formatLongDate(order.returnBy)}.
            </p>
          )}
        </div>
      )}
      <FormAlert message={alert} />

      <ConfirmDialog
        open={dialog === 'cancel'}
        title={`Cancel order ${order.orderNumber}?`}
        text="The order will not be sent. This cannot be undone."
        keepLabel="Keep order"
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onClose={close}
      />

      <Dialog open={dialog === 'return'} title={`Return order ${order.orderNumber}`} onClose={close}>
        <form onSubmit={submitReturn} className="@container">
          <p className="text-earth-700">
            Returns are accepted within {RETURN_DAYS} days of delivery, for unopened items.
            {order.returnBy && ` You can ask until ${formatLongDate(order.returnBy)}.`}
          </p>
          <label htmlFor={`reason-${order._id}`} className="field-label mt-4">
            Reason <span className="font-normal text-earth-600">(optional)</span>
          </label>
          <textarea
            id={`reason-${order._id}`}
            name="reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="field-input py-2"
            autoFocus
          />
          {/* Side by side where both fit; on a 320 px phone (or at large text) one under the other, each
              as wide as the dialog, rather than 'Close' alone at the right of a line of its own. */}
          <div className="mt-6 grid gap-2 @min-[16rem]:flex @min-[16rem]:justify-end">
            <button type="button" className="btn-ghost" onClick={close} disabled={busy}>
              Close
            </button>
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? 'Sending…' : 'Request return'}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
