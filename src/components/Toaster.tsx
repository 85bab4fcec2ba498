import { createRoot } from 'react-dom/client';
import { Toaster as Sonner } from 'sonner';

/**
 * sonner's close button is a 20 px circle drawn around a 12 px cross, under the 24 × 24 px a finger
 * needs (WCAG 2.5.8): 28 px here, with the `!` that beats the more specific rule sonner injects. Its
 * focus ring is the site's own (decision 104), drawn for every :focus-visible.
 */
const CLOSE_BUTTON = 'size-7!';

/** The one toaster: top-right, 2500 ms by default, at most 20 at once (SPEC.md section 2 and 9). */
function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={2500}
      visibleToasts={20}
      closeButton
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: 'Close notification', classNames: { closeButton: CLOSE_BUTTON } }}
    />
  );
}

let mounted = false;

/**
 * Mounts the toaster at the end of <body>, once per page. ToasterLoader.astro loads this module
 * (with React and sonner) only at the first toast (`onFirstToast` in src/lib/toast.ts), so pages
 * that never toast never download either. sonner replays toasts raised before it subscribed.
 */
export function mountToaster(): void {
  if (mounted || typeof document === 'undefined' || import.meta.env.MODE === 'test') return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
