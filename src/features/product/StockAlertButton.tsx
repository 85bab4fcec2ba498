import { useRef, useState } from 'react';
import { signedInUser } from '@/features/auth/session.store';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/client';
import * as usersApi from '@/lib/api/users';
import { sendGuestToLogin } from '@/lib/flash';
import { messages } from '@/lib/messages';
import { useBusyWork } from '@/lib/focus-after';
import { toastError } from '@/lib/toast';

/**
 * Under an out-of-stock product's disabled Add to Cart (decision 198): "Email me when it is back".
 * Pressed, the shop's answer stays under it ("We will email you when … is back in stock."), with
 * the way to take it back. A guest signs in first and comes back here. The page is the same for
 * everyone (it is cached), so it does not show whether she asked before: asking again is harmless.
 */
export default function StockAlertButton({ productId }: { productId: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const { busy, work } = useBusyWork();
  // The button pressed gives way to the other one: focus goes on to it, not to the page's body.
  const box = useRef<HTMLDivElement>(null);
  const run = (call: () => Promise<string | null>, failed: string, success?: string) =>
    work(
      async () => {
        if (!(await signedInUser())) {
          sendGuestToLogin(messages.signInForStockAlert);
          return;
        }
        const done = await runAction({
          run: call,
          success,
          failure: (error) => (isApiError(error) && error.status === 401 ? sendGuestToLogin(messages.signInForStockAlert) : toastError(error, failed)),
        });
        if (done.ok) setSaid(done.value);
      },
      () => box.current?.querySelector('button'),
    );
  const ask = () => run(() => usersApi.askStockAlert(api, productId), messages.stockAlertFailed);
  const cancel = () =>
    run(async () => {
      await usersApi.cancelStockAlert(api, productId);
      return null;
    }, messages.stockAlertCancelFailed, messages.stockAlertCancelled);
  return (
    <div className="mt-3" ref={box}>
      <p role="status" className="text-sm font-semibold text-leaf-700 not-empty:mb-2" data-testid="stock-alert-note">
        {said}
      </p>
      {said === null ? (
        <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => void ask()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          Email me when it is back
        </button>
      ) : (
        <button type="button" className="btn-ghost px-3 text-sm" onClick={() => void cancel()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          Do not email me
        </button>
      )}
    </div>
  );
}
