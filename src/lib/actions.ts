import { fieldErrors, isApiError } from './api/client';
import { toastError, toastSuccess } from './toast';

/**
 * What a store action's call came to: its answer, or the failure text shown (null: nothing shown)
 * with the error, for the caller to read more of it (a stale cart, the fields a 400 named).
 */
export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; message: string | null; error: unknown };

export type Action<T> = {
  /** The API call. */
  run: () => Promise<T>;
  /** The success toast's text (2 s), from the catalogue, if the action says anything on success. */
  success?: string;
  /**
   * The failure toast's fallback text (the server's own message wins, see `errorText`), or a
   * function that tells the failure itself and returns the text shown (null: nothing shown).
   */
  failure: string | ((error: unknown) => string | null);
};

/**
 * Runs a store action's call the one way (STYLE.md habit 1): the success toast and the answer,
 * or the error toast and the text shown. It never throws, so components need no try/catch.
 */
export async function runAction<T>({ run, success, failure }: Action<T>): Promise<ActionOutcome<T>> {
  let value: T;
  try {
    value = await run();
  } catch (error) {
    return { ok: false, message: typeof failure === 'function' ? failure(error) : toastError(error, failure), error };
  }
  if (success) toastSuccess(success);
  return { ok: true, value };
}

/**
 * What a form's call came to: done, or refused with the server's message for each field it named
 * (by its path: `email`, `address.zipCode`; empty when it named none, as for a taken email or an
 * order still on its way), for the form to show under its fields.
 */
export type FormOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The server's message for each field a refused call named (a 400's `errors`, by path), for a form
 * to show under its fields; empty for any other failure.
 */
export function refusedFields(error: unknown): Record<string, string> {
  return isApiError(error) ? fieldErrors(error.data) : {};
}
