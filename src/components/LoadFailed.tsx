/**
 * A page's first load that failed (a dropped call on a slow mobile network, a server error): said
 * where the page's content would be, with Try again. The failure's toast is gone after 2 seconds,
 * and what stood there instead misled: an endless 'Loading...', "You have no orders" or "We could
 * not find this order" about orders the shopper has. `reason`: the failure's text, when the page
 * shows it (the server's own words, such as its database being out of reach).
 */
export default function LoadFailed({ what, reason = null, onRetry }: { what: string; reason?: string | null; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-cream-300 bg-white p-6 text-center" data-testid="load-failed">
      <p className="text-earth-800">We could not load {what}.</p>
      {reason && <p className="mt-1 text-sm text-earth-700">{reason}</p>}
      <button type="button" className="btn-outline mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
