import { isApiError } from './api/client';
import { fillText, type MessageVars } from './shop-messages';

/** SPEC.md sections 4 and 9. The <Toaster> (src/components/Toaster.tsx) sets the rest (top-right, 2500 ms default, 20 visible). */
const TOAST_DURATION = { success: 2000, error: 4000 } as const;

export type ToastId = string | number;

/** What shows toasts: sonner, or the plain stand-in when sonner or its toaster cannot be had. */
export interface ToastDrawer {
  success(text: string, options: { id: ToastId; duration: number }): unknown;
  error(text: string, options: { id: ToastId; duration: number }): unknown;
  loading(text: string, options: { id: ToastId; duration: number }): unknown;
  dismiss(id?: ToastId): unknown;
}

/*
 * sonner loads on the first toast, not with the page: most pages never show one, and a static
 * page should not pay for React up front (DESIGN.md section 8). Toasts raised while it loads wait
 * in order. Drawing them is the toaster's job (src/components/Toaster.tsx): this module knows no
 * UI, the layout hooks the toaster in with `onFirstToast`, and sonner replays the toasts raised
 * before the toaster subscribed. When either download fails (the shopper went offline after the
 * page loaded, and "Failed to update cart" is exactly what they must see), the waiting toasts go to
 * the plain stand-in the layout gave (`whenToasterUnavailable`), and the next toast tries again.
 */
let sonner: ToastDrawer | null = null;
let loading: Promise<void> | null = null;
const waiting: ((toast: ToastDrawer) => void)[] = [];
let toastRaised = false;
const toastHooks: (() => Promise<unknown>)[] = [];
let plain: ToastDrawer | null = null;

/**
 * Runs `hook` at the first toast of the page (at once if one was raised already), and again at
 * the next toast if its promise fails: for the layout to mount the toaster.
 */
export function onFirstToast(hook: () => Promise<unknown>): void {
  toastHooks.push(hook);
  if (toastRaised) void runToastHooks().catch(() => {});
}

/** What draws toasts when sonner or the toaster cannot be downloaded: for the layout. */
export function whenToasterUnavailable(drawer: ToastDrawer): void {
  plain = drawer;
}

/** Runs the waiting hooks; a hook that fails waits for the next toast, and the promise fails. */
function runToastHooks(): Promise<unknown> {
  return Promise.all(
    toastHooks.splice(0).map((hook) =>
      hook().catch((error: unknown) => {
        toastHooks.push(hook);
        throw error;
      }),
    ),
  );
}

function withSonner(show: (toast: ToastDrawer) => void): void {
  toastRaised = true;
  if (sonner) {
    show(sonner);
    return;
  }
  waiting.push(show);
  loading ??= Promise.all([import('sonner'), runToastHooks()])
    .then(([{ toast }]) => {
      sonner = toast;
      for (const next of waiting.splice(0)) next(toast);
    })
    .catch(() => {
      loading = null;
      const drawer = plain;
      for (const next of waiting.splice(0)) if (drawer) next(drawer);
    });
}

/** Resolves once every toast raised so far has reached sonner (or its download failed): for tests. */
export async function toastsShown(): Promise<void> {
  await loading;
}

// Ids are ours, so a loading toast can be dismissed or replaced before sonner has arrived.
let nextId = 0;
const newId = (): string => `toast-${++nextId}`;

/*
 * The texts are the catalogue's (src/lib/messages.ts, or ./shop-messages.ts for the storefront's
 * file), passed as they are written there: this module fills their `{reason}` / `{msg}`, and it
 * imports no catalogue itself, so a page's toasts never bring the whole of it with them.
 */

/**
 * What a failure says to the shopper: the server's own message when it sent one,
 * otherwise the catalogue's fallback with `{reason}`/`{msg}` filled from the error.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  const reason = error instanceof Error ? error.message : '';
  const vars: MessageVars = { reason, msg: reason };
  return fillText(fallback, vars);
}

/** A success toast (2 s) with a catalogue text. */
export function toastSuccess(message: string): ToastId {
  const id = newId();
  const text = fillText(message);
  withSonner((toast) => toast.success(text, { id, duration: TOAST_DURATION.success }));
  return id;
}

/** An error toast (4 s) with a text already worked out (see `errorText`). */
export function showErrorToast(text: string): void {
  const id = newId();
  withSonner((toast) => toast.error(text, { id, duration: TOAST_DURATION.error }));
}

/** An error toast (4 s) for a failed call: the server's message, else the fallback. Returns the text shown. */
export function toastError(error: unknown, fallback: string): string {
  const text = errorText(error, fallback);
  showErrorToast(text);
  return text;
}

/** An error toast (4 s) with a catalogue text, for rules checked before any call ('Please sign in…'). */
export function toastErrorText(message: string, vars?: MessageVars): string {
  const text = fillText(message, vars);
  showErrorToast(text);
  return text;
}

/** A loading toast that stays until `dismissToast` (or a success/error toast with the same id) replaces it. */
export function toastLoading(text: string): ToastId {
  const id = newId();
  withSonner((toast) => toast.loading(text, { id, duration: Number.POSITIVE_INFINITY }));
  return id;
}

export function dismissToast(id?: ToastId): void {
  // A toast the plain stand-in drew goes at once; queued toasts are dismissed in order.
  plain?.dismiss(id);
  if (!sonner && !loading) return;
  withSonner((toast) => toast.dismiss(id));
}
