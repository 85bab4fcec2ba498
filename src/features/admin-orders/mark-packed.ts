// To pack's one change (decision 194): the orders a coordinator ticked as packed are marked
// processing, each through the order's own action (its rules, its event, and the mail of any step that sends one),
// one after another, as if she had pressed Mark processing on each order's page.
import { isApiError, type ApiClient } from '@/lib/api/client';
import { eachInTurn } from '@/lib/in-turn';
import { findOrder, runOrderAction } from './admin-orders.api';

/** The ticked orders of a posted form: each once, at most `max`. */
export const tickedOrders = (form: FormData, max: number): string[] => [...new Set(form.getAll('order').map(String))].filter(Boolean).slice(0, max);

export type Packed = { done: number; refused: string[] };

/** Marks each order processing; a refused one (packed or cancelled meanwhile) is told by its number, and the others still go. */
export async function markPacked(api: ApiClient, ids: string[]): Promise<Packed> {
  const batch = await eachInTurn(
    ids,
    (id) => runOrderAction(api, id, { action: 'process' }),
    async (error, id) => {
      if (!isApiError(error) || ![404, 409].includes(error.status)) return null;
      const order = error.status === 404 ? null : await findOrder(api, id);
      return order ? `${order.orderNumber}: ${error.serverMessage ?? 'it could not be changed.'}` : 'An order ticked no longer exists.';
    },
  );
  return { done: batch.done.length, refused: batch.refused.map(({ reason }) => reason) };
}

/** What the notice says of the orders marked: "Order marked processing." or "3 orders marked processing." */
export const packedNotice = (done: number): string | null => (done === 0 ? null : done === 1 ? 'Order marked processing.' : `${done} orders marked processing.`);
