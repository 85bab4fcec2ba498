import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { FormAlert, SelectField, TextField } from '@/components/FormField';
import { $authChecked, $user } from '@/features/auth/session.store';
import { $cart } from '@/features/cart/cart.store';
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from './address-draft';
import CheckoutProblem, { CHECKOUT_PROBLEM_ID } from './CheckoutProblem';
import { deliveryNote, isRefused } from './delivery';
import { pinOf, pinProblem } from '@/shared/pincode';
import { $deliveryChecks, checkDelivery } from './delivery.store';
import PaymentChoice from './PaymentChoice';
import { useContinueToPayment } from './useContinueToPayment';
import { useFocusAfterRender } from '@/lib/focus-after';
import { navigate } from '@/lib/navigate';
import { toastErrorText } from '@/lib/toast';
import { ADDRESS_COUNTRIES, ADDRESS_STATES, shippingAddressInput, type ShippingForm } from '@/features/addresses/addresses';
import { createAddress } from '@/features/addresses/addresses.store';
import { flashOnNextPage } from '@/lib/flash';
import { EmptyCartNotice } from './EmptyCartNotice';
import { refusedShippingFields } from './refused-address';
import { messages } from '@/lib/messages';

type Field = keyof Required<ShippingForm>;
const REQUIRED: Field[] = ['name', 'phoneNumber', 'address1', 'zipCode', 'state', 'country'];
const ALERT_ID = 'address-form-alert';

/** The same fields as when the address was saved: nothing new to save. */
const sameFields = (a: Required<ShippingForm>, b: Required<ShippingForm>): boolean => (Object.keys(a) as Field[]).every((name) => a[name] === b[name]);

/**
 * The address form of /shippingDetails and /add-address (SPEC.md sections 2 and 5).
 * - 'checkout': saving selects the new address and places the order, paid the chosen way, then
 *   /payment (decisions 051 and 054). A PIN code the shop does not deliver to stops it before
 *   anything is saved.
 * - 'add': saving selects the new address and goes back to /savedAddress.
 * Both say under the Pincode whether and when the shop delivers there, as soon as six digits are typed.
 */
export default function AddressForm({ mode }: { mode: 'checkout' | 'add' }) {
  const cart = useStore($cart);
  const { continueToPayment, placing, failure } = useContinueToPayment();
  const [form, setForm] = useState<Required<ShippingForm>>({
    name: '',
    phoneNumber: '',
    address1: '',
    address2: '',
    landmark: '',
    zipCode: '',
    state: '',
    country: 'India',
  });
  const [missing, setMissing] = useState<Field[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  // What the server refused, under each field, until the shopper changes that field.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The address this form saved when the order then could not be placed (its answer dropped on a
  // slow network, a stock conflict): pressed again with the same fields, the order is placed with
  // it, rather than a second copy of the address saved first.
  const [savedAs, setSavedAs] = useState<{ id: string; form: Required<ShippingForm> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();
  const checks = useStore($deliveryChecks);
  const pin = pinOf(form.zipCode);
  const delivery = pin ? deliveryNote(checks[pin]) : null;

  // What the shopper types is kept in the tab until the address is saved (./address-draft.ts),
  // and given back when the form opens again for them, once the session check has said who they
  // are (the user saved in the browser may be someone else's on a shared phone until then).
  const user = useStore($user);
  const userChecked = useStore($authChecked);
  const draftFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !userChecked || saved) return;
    if (draftFor.current !== user._id) {
      draftFor.current = user._id;
      const draft = readAddressDraft(user._id);
      if (draft) {
        setForm(draft);
        const typed = pinOf(draft.zipCode);
        if (typed) void checkDelivery(typed);
        return;
      }
    }
    saveAddressDraft(user._id, form);
  }, [user, userChecked, form, saved]);

  const cartEmpty = mode === 'checkout' && cart.loaded && cart.items.length === 0;
  const set = (name: Field) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setRefused((r) => (r[name] ? { ...r, [name]: undefined } : r));
  };
  const setPincode = (e: ChangeEvent<HTMLInputElement>) => {
    set('zipCode')(e);
    const typed = pinOf(e.target.value);
    if (typed) void checkDelivery(typed);
  };
  /**
   * Stops the form at the Pincode with the catalogue's text (filled with `msg`), said in a toast and
   * at the field: a PIN code that is not one under it (as the server's refusal would be), one the
   * shop does not deliver to in the alert (the delivery note under the field says it already).
   */
  const stopAtPincode = (key: 'pincodeInvalid' | 'notDelivered', msg?: string) => {
    const text = toastErrorText(messages[key], { msg });
    if (key === 'pincodeInvalid') {
      setMissing([]);
      setAlert(null);
      setRefused((r) => ({ ...r, zipCode: text }));
    } else {
      setMissing(['zipCode']);
      setAlert(text);
    }
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[name="zipCode"]')?.focus());
  };
  const flag = (name: Field) => ({ invalid: missing.includes(name), alertId: ALERT_ID, error: refused[name] ?? null });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || placing || cartEmpty) return;
    if (mode === 'checkout' && savedAs && sameFields(savedAs.form, form)) {
      await placeWith(savedAs.id);
      return;
    }
    const checked = shippingAddressInput(form);
    if (!checked.ok) {
      setMissing(REQUIRED.filter((name) => form[name].trim() === ''));
      setAlert(checked.message);
      toastErrorText(messages.fillRequiredFields);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    // An address in India needs a 6-digit PIN code, wherever it is saved (the server's rule too).
    if (pinProblem(checked.value.zipCode, checked.value.country)) {
      stopAtPincode('pincodeInvalid');
      return;
    }
    if (mode === 'checkout') {
      // The server refuses an order to a PIN code it does not deliver to; say so before saving anything.
      const typed = pinOf(checked.value.zipCode);
      if (!typed) {
        stopAtPincode('pincodeInvalid');
        return;
      }
      setSaving(true);
      const check = await checkDelivery(typed);
      setSaving(false);
      if (isRefused(check)) {
        stopAtPincode('notDelivered', check.estimate.message);
        return;
      }
    }
    setMissing([]);
    setAlert(null);
    setRefused({});
    setSaving(true);
    const outcome = await createAddress(checked.value, { select: true });
    const created = outcome.ok ? outcome.address : null;
    if (!created) {
      setSaving(false);
      if (!outcome.ok) {
        // The server's reasons go under their fields, as the form's own checks do; focus the first
        // once they are on the page (after the await, React renders them later than this task).
        setRefused(refusedShippingFields(outcome.fieldErrors, form));
        focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      }
      return;
    }
    setSaved(true);
    setSavedAs({ id: created._id, form });
    clearAddressDraft();
    if (mode === 'add') {
      flashOnNextPage([messages.addressAdded], '/savedAddress');
      navigate('/savedAddress');
      return;
    }
    await placeWith(created._id, [messages.addressAdded]);
    setSaving(false);
  };
  /**
   * Places the order to the saved address; when it could not be, the reason (at the top of the
   * form, off a phone's screen from the button) comes into view with the focus: the toast alone
   * was gone in 2 seconds.
   */
  const placeWith = async (addressId: string, alsoSay: string[] = []) => {
    if (!(await continueToPayment(addressId, alsoSay))) focusAfter(() => document.getElementById(CHECKOUT_PROBLEM_ID));
  };

  const busy = saving || placing;
  const submitLabel =
    mode === 'checkout' ? (busy ? 'Placing your order…' : 'Save and Continue to Payment') : busy ? 'Saving…' : 'Save Address';
  return (
    <div>
      {cartEmpty && <EmptyCartNotice />}
      <CheckoutProblem failure={failure} addressJustSaved={saved} />
      {/* Its padding stops growing with the text past 6.25% of the screen, as the summary's (decisions 169, 186). */}
      <form method="post" ref={formRef} onSubmit={submit} noValidate aria-label="Delivery address" className="rounded-2xl border border-cream-300 bg-white p-[min(1.25rem,6.25vw)] sm:p-6">
        <FormAlert id={ALERT_ID} message={alert} />
        <p className="mb-4 text-sm text-earth-700">Fields marked (optional) may be left empty; all others are needed.</p>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
          <TextField label="Full name" name="name" autoComplete="shipping name" required aria-required="true" value={form.name} onChange={set('name')} {...flag('name')} />
          <TextField
            label="Phone number"
            name="phoneNumber"
            type="tel"
            autoComplete="shipping tel"
            inputMode="tel"
            required
            aria-required="true"
            value={form.phoneNumber}
            onChange={set('phoneNumber')}
            {...flag('phoneNumber')}
          />
          <TextField
            className="sm:col-span-2"
            label="Address line 1"
            name="address1"
            autoComplete="shipping address-line1"
            required
            aria-required="true"
            value={form.address1}
            onChange={set('address1')}
            {...flag('address1')}
          />
          <TextField className="sm:col-span-2" label="Address line 2" name="address2" autoComplete="shipping address-line2" optional value={form.address2} onChange={set('address2')} {...flag('address2')} />
          <TextField label="Landmark" name="landmark" autoComplete="off" optional value={form.landmark} onChange={set('landmark')} {...flag('landmark')} />
          <TextField
            label="Pincode"
            name="zipCode"
            autoComplete="shipping postal-code"
            inputMode="numeric"
            required
            aria-required="true"
            value={form.zipCode}
            onChange={setPincode}
            note={delivery?.serviceable ? delivery.text : null}
            {...flag('zipCode')}
            error={refused.zipCode ?? (delivery && !delivery.serviceable ? delivery.text : null)}
          />
          <SelectField
            label="State"
            name="state"
            autoComplete="shipping address-level1"
            required
            aria-required="true"
            options={ADDRESS_STATES}
            placeholder="Select a state"
            value={form.state}
            onChange={set('state')}
            {...flag('state')}
          />
          <SelectField
            label="Country"
            name="country"
            autoComplete="shipping country-name"
            required
            aria-required="true"
            options={ADDRESS_COUNTRIES}
            placeholder="Select a country"
            value={form.country}
            onChange={set('country')}
            {...flag('country')}
          />
        </div>
        {mode === 'checkout' && <PaymentChoice disabled={busy} />}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <a href="/savedAddress" className="btn-ghost btn-stacked">
            Use Saved Address
          </a>
          <button type="submit" className="btn-primary btn-stacked" disabled={busy || cartEmpty} aria-busy={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
