import type { OrderEvent } from '@/lib/api/orders';
import { formatDateTime } from '@/lib/dates';
import { eventLabel } from './orders';

/** Every change of the order, oldest first, with its date and time in India (DESIGN.md section 10, decision 053). */
export default function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <section className="rounded-2xl border border-cream-300 bg-white p-5 sm:p-6" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-xl font-semibold">
        Order history
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-earth-700">No updates yet.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-cream-300 pl-5" data-testid="order-events">
          {events.map((event, i) => (
            <li key={event._id || i} className="relative" data-testid="order-event" data-type={event.type}>
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-leaf-600 ring-1 ring-leaf-600" />
              <p className="font-semibold text-earth-900">{eventLabel(event)}</p>
              {event.at && (
                <p className="text-sm text-earth-700">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
              )}
              {event.type === 'shipped' && event.carrier && (
                <p className="mt-1 text-sm break-words text-earth-800">
                  With {event.carrier}, tracking number <span className="font-semibold">{event.trackingNumber}</span>
                </p>
              )}
              {event.note && <p className="mt-1 text-sm break-words text-earth-800">“{event.note}”</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
