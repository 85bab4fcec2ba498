import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { PaymentMethod } from '@/lib/api/orders';
import { $paymentMethod, choosePaymentMethod } from './checkout.store';

const OPTIONS: { method: PaymentMethod; label: string; description: string }[] = [
  { method: 'online', label: 'Pay online now', description: 'Your payment is confirmed as soon as the order is placed.' },
  { method: 'cod', label: 'Cash on delivery', description: 'Pay in cash to the delivery person when your order arrives.' },
];

/** How the shopper will pay: a radio group beside 'Continue to Payment'; online stays the default (decision 054). */
export default function PaymentChoice({ disabled = false }: { disabled?: boolean }) {
  const method = useStore($paymentMethod);
  const id = useId();
  return (
    <fieldset className="mt-6" disabled={disabled} data-testid="payment-choice">
      <legend className="mb-3 font-semibold text-earth-800">How would you like to pay?</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const inputId = `${id}-${option.method}`;
          const checked = method === option.method;
          return (
            <div
              key={option.method}
              // Padding and gap stop growing with the text past a share of the screen (decision 186): at
              // 200% on a 320 px phone they left the words 76 px ("Cas h on deli ver y").
              className={`relative flex gap-[min(0.75rem,3.75vw)] rounded-2xl border bg-white p-[min(1rem,5vw)] ${checked ? 'border-chilli-700 ring-2 ring-chilli-700' : 'border-cream-300'}`}
            >
              <input
                type="radio"
                id={inputId}
                name={`${id}-payment`}
                value={option.method}
                checked={checked}
                onChange={() => choosePaymentMethod(option.method)}
                // Above the label's stretched box: a press on the circle itself is the radio's own.
                className="relative z-10 mt-1 size-5 shrink-0 accent-chilli-700"
                aria-describedby={`${inputId}-description`}
              />
              <div className="min-w-0">
                {/* The label's box is stretched over the whole card: a thumb on the description or the
                    card's edge chooses it too, not only on the 20 px circle or the few words. */}
                <label htmlFor={inputId} className="block cursor-pointer font-semibold text-earth-900 after:absolute after:inset-0 after:rounded-2xl">
                  {option.label}
                </label>
                <p id={`${inputId}-description`} className="mt-1 text-sm text-earth-700">
                  {option.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
