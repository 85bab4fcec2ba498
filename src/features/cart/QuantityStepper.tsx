/**
 * The cart line's − / + stepper. Both buttons are locked while the line's call runs (its
 * 'mutating' lock): aria-disabled and ignoring presses, not `disabled`, which would take the
 * focus off the button just pressed and drop a keyboard user at the top of the page. At 1, −
 * removes the line, and its label says so.
 */
export default function QuantityStepper({
  quantity,
  productName,
  locked,
  onStep,
}: {
  quantity: number;
  productName: string;
  locked: boolean;
  onStep: (step: 1 | -1) => void;
}) {
  const button =
    'flex size-11 items-center justify-center text-lg font-bold text-earth-800 hover:bg-cream-200 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
  return (
    <div
      role="group"
      aria-label={`Quantity of ${productName}`}
      aria-busy={locked}
      className="inline-flex items-center overflow-hidden rounded-full border border-earth-500 bg-white"
    >
      <button
        type="button"
        className={button}
        aria-disabled={locked}
        onClick={() => !locked && onStep(-1)}
        aria-label={quantity <= 1 ? `Remove ${productName} (quantity 1)` : `Decrease quantity of ${productName}`}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite" data-testid="line-quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-disabled={locked}
        onClick={() => !locked && onStep(1)}
        aria-label={`Increase quantity of ${productName}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
