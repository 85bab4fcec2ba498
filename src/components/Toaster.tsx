import { Toaster as Sonner } from 'sonner';

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
