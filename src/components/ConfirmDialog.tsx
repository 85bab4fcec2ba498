import Dialog from './Dialog';

type Props = {
  open: boolean;
  title: string;
  /** What pressing the confirm button will do, in a sentence. */
  text: string;
  /** The safe answer, focused first ('Keep them'). */
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's label while the action runs ('Emptying…'). */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A question before a step that cannot be taken back (cancelling an order, emptying the cart or the
 * wishlist): the safe answer has the focus, and while the step runs neither button nor Escape closes it.
 */
export default function ConfirmDialog({ open, title, text, keepLabel, confirmLabel, busyLabel, busy, onConfirm, onClose }: Props) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} title={title} onClose={close}>
      <p className="text-earth-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={close} disabled={busy} autoFocus>
          {keepLabel}
        </button>
        <button type="button" className="btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
