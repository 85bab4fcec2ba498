import { z } from 'zod';
import type { ProductFields } from './products.ts';
import { requiredText, text } from '../validation.ts';
import { ALLERGENS, DIET_MARKS, FSSAI_LICENCE, NET_QUANTITY_UNITS } from '../../shared/declarations.ts';
import { PRODUCT_STATUSES } from '../../shared/catalogue.ts';
import { toPaise } from '../../shared/money.ts';

// A product's fields as the staff give them, through the API (JSON) or a CSV file
// (products-csv.ts): one schema, so both say the same thing about the same mistake.

/** Rupees with at most two decimals, as the API sends them; stored as paise. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .min(0, `${label} must not be negative.`)
    .max(10_000_000, `${label} is too large.`)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals.`);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const optionalText = (label: string, max: number) => text(label, max).transform((v) => v || null).nullable();

/** Every field the staff edit, as the API names them (docs/api.md); messages are for the field. */
export const productFields = z.object({
  name: requiredText('Name', 200),
  slug: z.string({ error: 'Slug must be text.' }).trim().toLowerCase().max(120, 'Slug must be at most 120 characters.').regex(SLUG, 'Slug may hold only lower-case letters, digits and single hyphens.'),
  description: text('Description', 5000).default(''),
  features: text('Features', 2000).default(''),
  storageAndUsage: text('Storage and usage', 2000).default(''),
  brand: text('Brand', 200).default(''),
  categoryId: requiredText('Category', 64),
  price: rupees('Price'),
  mrp: rupees('MRP'),
  status: z.enum(PRODUCT_STATUSES, { error: `Status must be one of: ${PRODUCT_STATUSES.join(', ')}.` }).default('draft'),
  netQuantity: z
    .object({
      value: z.number({ error: 'Net quantity must be a number.' }).int('Net quantity must be a whole number.').min(1, 'Net quantity must be 1 or more.').max(1_000_000, 'Net quantity is too large.'),
      unit: z.enum(NET_QUANTITY_UNITS, { error: 'Choose a unit.' }),
    })
    .nullable()
    .default(null),
  ingredients: optionalText('Ingredients', 2000).default(null),
  allergens: z.array(z.enum(ALLERGENS, { error: `Allergens must be among: ${ALLERGENS.join(', ')}.` })).max(ALLERGENS.length).default([]).transform((a) => [...new Set(a)]),
  dietMark: z.enum(DIET_MARKS, { error: 'Veg mark must be veg or non-veg.' }).nullable().default(null),
  shelfLifeDays: z.number({ error: 'Shelf life must be a number of days.' }).int('Shelf life must be a whole number of days.').min(1, 'Shelf life must be 1 day or more.').max(3650, 'Shelf life must be at most 3650 days.').nullable().default(null),
  packer: z.object({ name: requiredText('Packer name', 200), address: requiredText('Packer address', 500) }).nullable().default(null),
  countryOfOrigin: requiredText('Country of origin', 100).default('India'),
  fssaiLicence: z.string({ error: 'FSSAI licence must be text.' }).trim().regex(FSSAI_LICENCE, 'FSSAI licence number must be 14 digits.').nullable().default(null),
});

export type FieldsInput = Partial<z.output<typeof productFields>>;

/** The API's names to the table's: rupees to paise, the nested parts to their columns. */
export function toColumns(input: FieldsInput): Partial<ProductFields> {
  const { price, mrp, netQuantity, packer, ...rest } = input;
  return {
    ...rest,
    ...(price !== undefined ? { pricePaise: toPaise(price) } : {}),
    ...(mrp !== undefined ? { mrpPaise: toPaise(mrp) } : {}),
    ...(netQuantity !== undefined ? { netQuantity: netQuantity?.value ?? null, netQuantityUnit: netQuantity?.unit ?? null } : {}),
    ...(packer !== undefined ? { packerName: packer?.name ?? null, packerAddress: packer?.address ?? null } : {}),
  };
}

export const stockCount = z.number({ error: 'Stock must be a number.' }).int('Stock must be a whole number.').min(0, 'Stock must not be negative.').max(1_000_000, 'Stock must be at most 1,000,000.');
