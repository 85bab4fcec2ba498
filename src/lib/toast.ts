import { toast } from 'sonner';
import { isApiError } from './api/client';
import { fillMessage, type MessageKey, type MessageVars } from './messages';

/** SPEC.md sections 4 and 9. The <Toaster> in the layout sets the rest (top-right, 2500 ms default, 20 visible). */
export const TOAST_DURATION = { success: 2000, error: 4000 } as const;

export type ToastId = string | number;

/**
 * What a failure says to the shopper: the server's own message when it sent one,
 * otherwise the catalogue's fallback with `{reason}`/`{msg}` filled from the error.
 */
export function errorText(error: unknown, fallback: MessageKey): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  const reason = error instanceof Error ? error.message : '';
  const vars: MessageVars = { reason, msg: reason };
  return fillMessage(fallback, vars);
}

/** A success toast (2 s) with a catalogue text. */
export function toastSuccess(key: MessageKey): ToastId {
  return toast.success(fillMessage(key), { duration: TOAST_DURATION.success });
}

/** An error toast (4 s) with a text already worked out (see `errorText`). */
export function showErrorToast(text: string): void {
  toast.error(text, { duration: TOAST_DURATION.error });
}

/** An error toast (4 s) for a failed call: the server's message, else the fallback. Returns the text shown. */
export function toastError(error: unknown, fallback: MessageKey): string {
  const text = errorText(error, fallback);
  showErrorToast(text);
  return text;
}

/** An error toast (4 s) with a catalogue text, for rules checked before any call ('Please sign in…'). */
export function toastErrorText(key: MessageKey, vars?: MessageVars): string {
  const text = fillMessage(key, vars);
  toast.error(text, { duration: TOAST_DURATION.error });
  return text;
}

/** A loading toast that stays until `dismissToast` (or a success/error toast with the same id) replaces it. */
export function toastLoading(text: string): ToastId {
  return toast.loading(text, { duration: Number.POSITIVE_INFINITY });
}

export function dismissToast(id?: ToastId): void {
  toast.dismiss(id);
}
