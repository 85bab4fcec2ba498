import { useRef } from 'react';
import { useBusyWork } from '@/lib/focus-after';
import { downloadMyData } from './profile.store';

/**
 * Your data (decision 191): a copy of everything the shop keeps of the shopper, hers to read or to
 * take elsewhere, as India's DPDP Act gives her the right to. One button, no password: she is signed in
 * and the file holds nothing she cannot already see on her own pages.
 */
export default function DownloadDataForm() {
  const { busy, work } = useBusyWork();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const download = () => work(downloadMyData, () => buttonRef.current);
  return (
    <div role="group" aria-labelledby="my-data-heading">
      <h2 id="my-data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="mt-2 text-earth-800">
        Download a copy of everything the shop keeps about you: your details and addresses, your orders, reviews, wishlist and cart, and the changes made to your account. It comes as a JSON file, which
        any text editor opens.
      </p>
      <button ref={buttonRef} type="button" className="btn-outline mt-4 w-full sm:w-auto" onClick={download} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing your data…' : 'Download my data'}
      </button>
    </div>
  );
}
