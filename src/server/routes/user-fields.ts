import { z } from 'zod';
import { requireIndianPin } from '../addresses/addresses.ts';
import { requiredText, text } from '../validation.ts';

export const emailField = z
  .string({ error: (i) => (i.input === undefined ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const passwordField = (label = 'Password') =>
  z
    .string({ error: (i) => (i.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .min(6, `${label} must be at least 6 characters.`)
    .max(128, `${label} must be at most 128 characters.`);

export const userNameField = z
  .string({ error: (i) => (i.input === undefined ? 'Username is required.' : 'Username must be text.') })
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(30, 'Username must be at most 30 characters.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use only letters, numbers, dots, hyphens and underscores.');

export const fullNameField = requiredText('Full name', 100);

/** Optional phone number: empty means none. */
export const phoneField = z
  .union([z.string(), z.null()], { error: 'Phone number must be text.' })
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : v))
  .pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid phone number.')
      .or(z.literal('').transform(() => null))
      .or(z.null())
      .optional(),
  );

/** The profile address (SPEC.md section 3): address, state, zipCode and country are required; in India the zipCode is a PIN code. */
export const profileAddressField = z
  .object(
    {
      address: requiredText('Address', 200),
      street: text('Street', 200).default(''),
      city: text('City', 100).default(''),
      state: requiredText('State', 100),
      zipCode: requiredText('Zip code', 12).regex(/^[A-Za-z0-9 -]{3,12}$/, 'Please enter a valid zip code.'),
      country: requiredText('Country', 100),
    },
    { error: 'Address must be an object with address, street, city, state, zipCode and country.' },
  )
  .superRefine(requireIndianPin);
