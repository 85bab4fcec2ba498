import { useEffect, useState } from 'react';
import LoadFailed from '@/components/LoadFailed';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import type { StockAlert } from '@/lib/api/users';
import { useFocusAfterRender } from '@/lib/focus-after';
import { messages } from '@/lib/messages';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; alerts: StockAlert[] };

const HEADING_ID = 'stock-alerts-heading';
const stopButtonId = (productId: string) => `stock-alert-stop-${productId}`;

/**
 * Under the wishlist (decision 198): the products out of stock she asked to be emailed about, each
 * with Do not email me. Shown only when she waits for one: a product page is where she asks. Taken
 * off one by one; focus goes on to the next row's button, or to the heading when none is left.
 */
export default function StockAlertsList() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [stopping, setStopping] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const focusAfter = useFocusAfterRender();

  const load = async () => {
    setLoaded({ state: 'loading' });
    const got = await runAction({ run: () => usersApi.listStockAlerts(api), failure: messages.stockAlertsLoadFailed });
    setLoaded(got.ok ? { state: 'loaded', alerts: got.value } : { state: 'failed' });
    if (got.ok && got.value.length > 0) setShown(true);
  };
  useEffect(() => {
    void load();
  }, []);

  if (loaded.state === 'failed') {
    return (
      <div className="mt-10">
        <LoadFailed what="the products you are waiting for" onRetry={() => void load()} />
      </div>
    );
  }
  // Nothing to say until she waits for something; once shown, the section stays when she empties it.
  if (loaded.state === 'loading' || !shown) return null;

  const stop = async ({ productId }: StockAlert) => {
    if (stopping) return;
    const ids = loaded.alerts.map((a) => a.productId);
    const at = ids.indexOf(productId);
    const next = ids[at + 1] ?? ids[at - 1];
    setStopping(productId);
    const done = await runAction({
      run: () => usersApi.cancelStockAlert(api, productId),
      success: messages.stockAlertCancelled,
      failure: messages.stockAlertCancelFailed,
    });
    setStopping(null);
    if (!done.ok) return;
    setLoaded({ state: 'loaded', alerts: loaded.alerts.filter((a) => a.productId !== productId) });
    focusAfter(() => document.getElementById(next ? stopButtonId(next) : HEADING_ID));
  };

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10" data-testid="stock-alerts">
      <h2 id={HEADING_ID} tabIndex={-1} className="text-xl font-semibold">
        Emails when back in stock
      </h2>
      {loaded.alerts.length === 0 ? (
        <p className="mt-2 text-earth-700">You are not waiting for any product now.</p>
      ) : (
        <>
          <p className="mt-2 text-earth-700">We will email you once when each of these is back in stock.</p>
          <ul className="mt-4 divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-white" aria-labelledby={HEADING_ID}>
            {loaded.alerts.map((alert) => {
              const busy = stopping === alert.productId;
              return (
                <li key={alert.productId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2" data-testid="stock-alert">
                  <a href={`/product/${encodeURIComponent(alert.productId)}`} className="min-w-0 py-2 font-semibold break-words hover:text-chilli-700 hover:underline">
                    {alert.name}
                  </a>
                  {/* aria-disabled, not disabled, while it runs: focus stays on it if the call fails. */}
                  <button
                    id={stopButtonId(alert.productId)}
                    type="button"
                    className="btn-ghost px-3 text-sm"
                    onClick={() => void stop(alert)}
                    aria-disabled={busy || undefined}
                    aria-busy={busy || undefined}
                    aria-label={busy ? `Stopping the email about ${alert.name}…` : `Do not email me about ${alert.name}`}
                  >
                    {busy ? 'Stopping…' : 'Do not email me'}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
