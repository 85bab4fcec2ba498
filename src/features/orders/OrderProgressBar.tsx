import { orderProgress } from './order-progress';

/**
 * Order Confirmed → Shipped → Out For Delivery → Delivered, filled up to the order's status (decision 050).
 * Four steps side by side need about 15em (each label's longest word at text-xs); where the box is
 * narrower than that in its own text size (large text on a phone: 7.7em at 200% on 320 px), the steps
 * stand one under another, each dot beside its label, without the track: side by side their labels
 * lay over each other (decision 187).
 */
export default function OrderProgressBar({ status }: { status: string }) {
  const progress = orderProgress(status);
  return (
    <div className="@container">
      {progress.cancelled && (
        <p className="mb-4 rounded-lg border border-stone-400 bg-stone-100 px-4 py-3 text-sm font-semibold text-stone-800">
          This order was cancelled.
        </p>
      )}
      <ol className="relative grid grid-cols-4 @max-[15em]:grid-cols-1 @max-[15em]:gap-2" aria-label="Order progress" data-testid="order-progress">
        {/* The track runs from the first dot's centre to the last's; its filled part ends at the last step reached. */}
        <span aria-hidden="true" className="absolute top-3.5 right-[12.5%] left-[12.5%] h-1 rounded-full bg-cream-300 @max-[15em]:hidden">
          <span
            className={`block h-full rounded-full ${progress.cancelled ? 'bg-stone-400' : 'bg-leaf-600'}`}
            style={{ width: `${progress.fill * 100}%` }}
          />
        </span>
        {progress.steps.map((step) => {
          const done = step.state === 'done';
          return (
            <li
              key={step.label}
              className="relative flex flex-col items-center gap-2 text-center @max-[15em]:flex-row @max-[15em]:gap-3 @max-[15em]:text-left"
              data-state={step.state}
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  done
                    ? progress.cancelled
                      ? 'border-stone-500 bg-stone-500 text-white'
                      : 'border-leaf-600 bg-leaf-600 text-white'
                    : 'border-earth-500 bg-white text-earth-600'
                }`}
              >
                {done ? '✓' : ''}
              </span>
              <span className={`text-xs leading-tight sm:text-sm ${done ? 'font-semibold text-earth-900' : 'text-earth-700'}`}>
                {step.label}
                <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
