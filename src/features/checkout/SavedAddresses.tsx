import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/FormField';
import Loading from '@/components/Loading';
import LoadFailed from '@/components/LoadFailed';
import RequireAuth from '@/components/RequireAuth';
import { $cart } from '@/features/cart/cart.store';
import CheckoutFrame from './CheckoutFrame';
import CheckoutProblem from './CheckoutProblem';
import { deliveryNote, isRefused } from './delivery';
import { pinOf } from '@/shared/pincode';
import { $deliveryChecks, checkDelivery } from './delivery.store';
import PaymentChoice from './PaymentChoice';
import { useContinueToPayment } from './useContinueToPayment';
import { messages } from '@/lib/messages';
import { toastErrorText } from '@/lib/toast';
import { addressLines } from '@/features/addresses/addresses';
import { $addresses, $selectedAddressId, deleteAddress, loadAddresses, requireSelectedAddress, selectAddress, type Address } from '@/features/addresses/addresses.store';
import { EmptyCartNotice } from './EmptyCartNotice';

const ESTIMATE_ID = 'delivery-estimate';

/**
 * /savedAddress: the guard, then the saved addresses to choose from (SPEC.md sections 2 and 5),
 * whether and when the shop delivers to the chosen one, and how to pay (decision 054).
 */
export default function SavedAddressesPage() {
  return (
    <RequireAuth>
      <CheckoutFrame>
        <SavedAddresses />
      </CheckoutFrame>
    </RequireAuth>
  );
}

/** Loads the saved addresses; a shopper with one has nothing to choose: it is chosen for them (decision 141). */
async function loadAndChooseOnly(): Promise<void> {
  const addresses = await loadAddresses();
  if (!$selectedAddressId.get() && addresses.length === 1) selectAddress(addresses[0]!._id);
}

function SavedAddresses() {
  const state = useStore($addresses);
  const selectedId = useStore($selectedAddressId);
  const cart = useStore($cart);
  const { continueToPayment, placing, failure } = useContinueToPayment();
  const [alert, setAlert] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const checks = useStore($deliveryChecks);
  const selected = state.addresses.find((a) => a._id === selectedId) ?? null;
  const pin = selected ? pinOf(selected.zipCode) : null;
  const delivery = pin ? deliveryNote(checks[pin]) : null;

  useEffect(() => {
    void loadAndChooseOnly();
  }, []);
  useEffect(() => {
    if (pin) void checkDelivery(pin);
  }, [pin]);

  // A failed first load is said with Try again: the spinner alone stayed for ever after it.
  if (!state.loaded) return state.failed ? <LoadFailed what="your saved addresses" onRetry={() => void loadAndChooseOnly()} /> : <Loading />;

  const none = state.addresses.length === 0;
  const cartEmpty = cart.loaded && cart.items.length === 0;

  const remove = async (id: string) => {
    setDeleting(id);
    await deleteAddress(id);
    setDeleting(null);
  };
  const proceed = async () => {
    setAlert(null);
    const id = requireSelectedAddress();
    if (!id) {
      setAlert(messages.selectAddressToContinue);
      return;
    }
    // A PIN code the shop is known not to deliver to stops here; one it could not check, the server decides.
    const check = pin ? await checkDelivery(pin) : undefined;
    if (isRefused(check)) {
      setAlert(toastErrorText(messages.notDelivered, { msg: check.estimate.message }));
      return;
    }
    await continueToPayment(id);
  };

  return (
    <div>
      {cartEmpty && <EmptyCartNotice />}
      <CheckoutProblem failure={failure} />
      <FormAlert id="saved-address-alert" message={alert} />
      {none ? (
        <div className="rounded-2xl border border-dashed border-earth-500 bg-white px-6 py-10 text-center">
          <p className="font-display text-xl font-semibold text-earth-800">You have no saved addresses yet</p>
          <p className="mt-2 text-earth-700">Add one to have your order delivered.</p>
        </div>
      ) : (
        <fieldset aria-describedby={alert ? 'saved-address-alert' : undefined}>
          <legend className="mb-3 font-semibold text-earth-800">Choose a delivery address</legend>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {state.addresses.map((address) => (
              <AddressOption
                key={address._id}
                address={address}
                selected={address._id === selectedId}
                describedBy={address._id === selectedId && delivery ? ESTIMATE_ID : undefined}
                deleting={deleting === address._id}
                onSelect={() => {
                  setAlert(null);
                  selectAddress(address._id);
                }}
                onDelete={() => void remove(address._id)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      {/* The estimate of the chosen address, read out when it changes. */}
      <p
        id={ESTIMATE_ID}
        aria-live="polite"
        className={`mt-3 text-sm font-medium ${delivery?.serviceable === false ? 'text-chilli-700' : 'text-leaf-700'}`}
        data-testid="delivery-estimate"
      >
        {delivery?.text ?? ''}
      </p>
      {!none && <PaymentChoice disabled={placing} />}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <a href="/add-address" className="btn-outline">
          Add New Address
        </a>
        <button type="button" className="btn-primary" onClick={proceed} disabled={none || cartEmpty || placing} aria-busy={placing}>
          {placing ? 'Placing your order…' : 'Continue to Payment'}
        </button>
      </div>
    </div>
  );
}

function AddressOption({
  address,
  selected,
  describedBy,
  deleting,
  onSelect,
  onDelete,
}: {
  address: Address;
  selected: boolean;
  /** The delivery estimate's id, for the chosen address. */
  describedBy?: string;
  deleting: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const id = `address-${address._id}`;
  const [name, ...rest] = addressLines(address);
  return (
    <li
      className={`flex gap-3 rounded-2xl border bg-white p-4 ${selected ? 'border-chilli-700 ring-2 ring-chilli-700' : 'border-cream-300'}`}
      data-testid="saved-address"
    >
      <input
        type="radio"
        id={id}
        name="address"
        value={address._id}
        checked={selected}
        onChange={onSelect}
        className="mt-1 size-5 shrink-0 accent-chilli-700"
        aria-describedby={[`${id}-lines`, describedBy].filter(Boolean).join(' ')}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer font-semibold text-earth-900">
          {name}
        </label>
        <p id={`${id}-lines`} className="mt-1 text-sm text-earth-700">
          {rest.map((line, i) => (
            <span key={i} className="block break-words">
              {line}
            </span>
          ))}
        </p>
      </div>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        className="btn-ghost min-h-11 self-start px-3 text-chilli-700"
        aria-label={`Delete the address of ${name}`}
      >
        Delete
      </button>
    </li>
  );
}
