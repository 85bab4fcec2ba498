/** A batch's outcome: the items done, and those refused with the sentence said of each. */
export type InTurn<T> = { done: T[]; refused: { item: T; reason: string }[] };

/**
 * Runs one call for each item, one after another, as if it were done by hand on each (each through
 * its own route: its rules, its history): the batches of To pack and Restock, and Buy again. A
 * failure `refusal` knows (it returns the sentence said of that item) is kept and the others still
 * go; for any other (it returns null) the batch stops and the error is thrown, the items done
 * staying done.
 */
export async function eachInTurn<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  refusal: (error: unknown, item: T) => string | null | Promise<string | null>,
): Promise<InTurn<T>> {
  const batch: InTurn<T> = { done: [], refused: [] };
  for (const item of items) {
    try {
      await call(item);
      batch.done.push(item);
    } catch (error) {
      const reason = await refusal(error, item);
      if (reason === null) throw error;
      batch.refused.push({ item, reason });
    }
  }
  return batch;
}
