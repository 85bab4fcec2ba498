import RequireAuth from '@/components/RequireAuth';
import CheckoutFrame from './CheckoutFrame';
import AddressForm from './AddressForm';

/** /shippingDetails and /add-address: the guard, then the address form. */
export default function AddressFormPage({ mode }: { mode: 'checkout' | 'add' }) {
  return (
    <RequireAuth>
      <CheckoutFrame>
        <AddressForm mode={mode} />
      </CheckoutFrame>
    </RequireAuth>
  );
}
