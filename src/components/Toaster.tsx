import { createRoot } from 'react-dom/client';
import { Toaster as Sonner, toast } from 'sonner';

export { toast };

/** The one toaster: top-right, 2500 ms by default, at most 20 at once (SPEC.md section 2 and 9). */
export default function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={2500}
      visibleToasts={20}
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

let mounted = false;

/**
 * Mounts the toaster at the end of <body>, once per page. `src/lib/toast.ts` loads this module
 * (with React and sonner) only when the first toast is shown, so pages that never toast never
 * download either. sonner replays toasts raised before the toaster subscribed.
 */
export function mountToaster(): void {
  if (mounted || typeof document === 'undefined' || import.meta.env.MODE === 'test') return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset.toaster = '';
  document.body.append(host);
  createRoot(host).render(<Toaster />);
}
