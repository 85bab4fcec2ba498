import { useRef, useState, type SubmitEvent } from 'react';
import { updateAccount } from './profile.store';
import { useFocusAfterRender } from '@/lib/focus-after';
import { messages } from '@/lib/messages';
import { toastErrorText } from '@/lib/toast';
import { pinProblem } from '@/shared/pincode';
import type { ProfileAddress, User } from '@/lib/user';
import { FormAlert, TextField } from '@/components/FormField';
import SaveButton from './SaveButton';

type Fields = Required<ProfileAddress>;
const REQUIRED: (keyof Fields)[] = ['address', 'state', 'zipCode', 'country'];

/** The profile's own address (SPEC.md section 3 and 5): address, state, zipCode and country required; in India a 6-digit PIN code. */
export default function ProfileAddressForm({ user }: { user: User }) {
  const start = user.address ?? {};
  const [fields, setFields] = useState<Fields>({
    address: start.address ?? '',
    street: start.street ?? '',
    city: start.city ?? '',
    state: start.state ?? '',
    zipCode: start.zipCode ?? '',
    country: start.country ?? 'India',
  });
  const [missing, setMissing] = useState<(keyof Fields)[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  // What the server refused (its paths are `address.zipCode`…), under each field until it is changed.
  const [refused, setRefused] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  // Said beside the button after a save, until the form is changed again.
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfter = useFocusAfterRender();

  const set = (name: keyof Fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    setRefused((r) => (r[name] ? { ...r, [name]: undefined } : r));
  };
  const alertId = 'profile-address-alert';
  const flag = (name: keyof Fields) => ({ invalid: missing.includes(name), alertId, error: refused[name] ?? null });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as Fields;
    const empty = REQUIRED.filter((name) => trimmed[name] === '');
    setMissing(empty);
    if (empty.length) {
      setAlert(messages.fillRequiredFields);
      toastErrorText(messages.fillRequiredFields);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setAlert(null);
    // An address in India needs a 6-digit PIN code (the server's rule too): said under the field, nothing sent.
    if (pinProblem(trimmed.zipCode, trimmed.country)) {
      setRefused({ zipCode: toastErrorText(messages.pincodeInvalid) });
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('[name="zipCode"]'));
      return;
    }
    setRefused({});
    setBusy(true);
    const result = await updateAccount({ address: trimmed });
    setBusy(false);
    if (result.ok) {
      // Said beside the button; focus goes back to it (disabled while saving, it had left focus on the page's body).
      setSaved(true);
      focusAfter(() => formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
      return;
    }
    const byField: Partial<Record<keyof Fields, string>> = {};
    for (const [path, message] of Object.entries(result.fieldErrors)) {
      const name = path.replace(/^address\./, '') as keyof Fields;
      if (path.startsWith('address.') && name in fields) byField[name] ??= message;
    }
    setRefused(byField);
    focusAfter(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  };

  return (
    <form method="post" ref={formRef} onSubmit={submit} onChange={() => setSaved(false)} noValidate aria-labelledby="profile-address-heading">
      <h2 id="profile-address-heading" className="text-xl font-semibold">
        Address
      </h2>
      <div className="mt-4">
        <FormAlert id={alertId} message={alert} />
      </div>
      <div className="mt-2 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <TextField className="sm:col-span-2" label="Address" name="address" autoComplete="address-line1" required aria-required="true" value={fields.address} onChange={set('address')} {...flag('address')} />
        <TextField label="Street" name="street" autoComplete="address-line2" optional value={fields.street} onChange={set('street')} {...flag('street')} />
        <TextField label="City" name="city" autoComplete="address-level2" optional value={fields.city} onChange={set('city')} {...flag('city')} />
        <TextField label="State" name="state" autoComplete="address-level1" required aria-required="true" value={fields.state} onChange={set('state')} {...flag('state')} />
        <TextField label="Zip code" name="zipCode" autoComplete="postal-code" inputMode="numeric" required aria-required="true" value={fields.zipCode} onChange={set('zipCode')} {...flag('zipCode')} />
        <TextField label="Country" name="country" autoComplete="country-name" required aria-required="true" value={fields.country} onChange={set('country')} {...flag('country')} />
      </div>
      <SaveButton label="Save address" busy={busy} saved={saved} />
    </form>
  );
}
