import { hasControlCharacters, hasMarkup } from '@/shared/plain-text';
import type { ShippingForm } from '@/features/addresses/addresses';

export type ShippingField = keyof Required<ShippingForm>;

/** The form's field for each field the server names, but `address`: see `refusedShippingFields`. */
const FIELD_OF_SERVER_PATH: Record<string, ShippingField> = {
  name: 'name',
  phoneNumber: 'phoneNumber',
  zipCode: 'zipCode',
  state: 'state',
  country: 'country',
};

/** The lines the form joins into the server's one `address` (SPEC.md section 5), with their labels. */
const ADDRESS_LINES = [
  ['address1', 'Address line 1'],
  ['address2', 'Address line 2'],
  ['landmark', 'Landmark'],
] as const;

/**
 * The server's field errors (a 400's `errors`, by the fields it names), by the shipping form's fields.
 * The server sees lines 1 and 2 and the landmark as one `address`: its HTML or character refusal goes
 * under the line that holds what it refused, named as that line; any other (too long) under line 1.
 */
export function refusedShippingFields(
  fieldErrors: Record<string, string>,
  form: Pick<ShippingForm, 'address1' | 'address2' | 'landmark'>,
): Partial<Record<ShippingField, string>> {
  const found: Partial<Record<ShippingField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (path === 'address') {
      const [field, label] = lineAtFault(form) ?? ['address1', null];
      found[field] ??= label ? message.replace(/^Address\b/, label) : message;
      continue;
    }
    const field = FIELD_OF_SERVER_PATH[path];
    if (field) found[field] ??= message;
  }
  return found;
}

function lineAtFault(form: Pick<ShippingForm, 'address1' | 'address2' | 'landmark'>) {
  const refused = (v: string | undefined) => v !== undefined && (hasMarkup(v) || hasControlCharacters(v));
  return ADDRESS_LINES.find(([field]) => refused(form[field]));
}
