// The toasts' stand-in when sonner or the toaster cannot be downloaded: the shopper went offline
// after the page loaded, and the failure they just caused ("Failed to update cart: Network error")
// must still be said. Plain DOM, no React: it comes with the storefront's script, which is already
// here. Top right like the toaster; errors are alerts, the rest status messages.
import type { ToastDrawer, ToastId } from '@/lib/toast';

const HOST = 'data-plain-toasts';

function host(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${HOST}]`);
  if (found) return found;
  const section = document.createElement('section');
  section.setAttribute(HOST, '');
  section.setAttribute('aria-label', 'Notifications');
  section.className = 'fixed top-4 right-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96';
  document.body.append(section);
  return section;
}

const elementId = (id: ToastId) => `plain-toast-${id}`;

function draw(kind: 'success' | 'error' | 'loading', text: string, { id, duration }: { id: ToastId; duration: number }): void {
  const toast = document.getElementById(elementId(id)) ?? document.createElement('p');
  toast.id = elementId(id);
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.dataset.plainToast = kind;
  toast.className =
    kind === 'error'
      ? 'w-full rounded-xl border border-chilli-700 bg-chilli-50 p-4 text-sm font-medium text-chilli-800 shadow-lg'
      : 'w-full rounded-xl border border-cream-300 bg-white p-4 text-sm font-medium text-earth-900 shadow-lg';
  toast.textContent = text;
  host().append(toast);
  if (Number.isFinite(duration)) setTimeout(() => toast.remove(), duration);
}

export const plainToasts: ToastDrawer = {
  success: (text, options) => draw('success', text, options),
  error: (text, options) => draw('error', text, options),
  loading: (text, options) => draw('loading', text, options),
  dismiss: (id) => {
    if (id === undefined) document.querySelector(`[${HOST}]`)?.replaceChildren();
    else document.getElementById(elementId(id))?.remove();
  },
};
