import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// Imported, not read from disk: the built server is bundled, and the list travels inside it.
import shopList from './serviceable-pincodes.json' with { type: 'json' };
// An Indian PIN code (six digits, the first never 0) is the rule the storefront and addresses share.
import { PIN_PATTERN } from '../../shared/pincode.ts';

const areaSchema = z
  .object({
    prefix: z.string().regex(/^[1-9][0-9]{0,5}$/, 'prefix must be 1 to 6 digits, not starting with 0'),
    area: z.string().trim().min(1).max(100),
    minDays: z.number().int().min(0).max(60),
    maxDays: z.number().int().min(0).max(60),
  })
  .refine((a) => a.minDays <= a.maxDays, 'minDays must not be more than maxDays');
const fileSchema = z.object({ areas: z.array(areaSchema) });

type DeliveryArea = z.infer<typeof areaSchema>;
export type ServiceableList = { find(pin: string): DeliveryArea | null };

const loaded = new Map<string, ServiceableList>();

function listOf(data: unknown): ServiceableList {
  const parsed = fileSchema.parse(data);
  // Longest prefix first, so the first match is the most precise one.
  const areas = [...parsed.areas].sort((a, b) => b.prefix.length - a.prefix.length);
  return { find: (pin) => (PIN_PATTERN.test(pin) ? (areas.find((a) => pin.startsWith(a.prefix)) ?? null) : null) };
}

/**
 * The serviceable PIN codes: the file SERVICEABLE_PINCODES_FILE names, or the shop's own. Read once
 * per file; a missing or malformed file throws a message naming it (createApp reads it, so a bad
 * file stops the API at start rather than refusing every order).
 */
export function serviceablePincodes(file: string | undefined): ServiceableList {
  const key = file ? path.resolve(file) : '';
  let list = loaded.get(key);
  if (!list) {
    try {
      // The shop's own list (western India, and Delhi) unless the operator names another.
      list = listOf(file ? JSON.parse(readFileSync(key, 'utf8')) : shopList);
    } catch (err) {
      throw new Error(`The serviceable PIN code file ${key || 'serviceable-pincodes.json'} could not be read: ${err instanceof Error ? err.message : String(err)}`);
    }
    loaded.set(key, list);
  }
  return list;
}

/** What the shipping step shows for a PIN code. */
export function deliveryEstimate(list: ServiceableList, pin: string) {
  const area = list.find(pin);
  if (!area) {
    return { pincode: pin, serviceable: false, area: null, minDays: null, maxDays: null, message: `Sorry, we do not deliver to PIN code ${pin} yet.` };
  }
  const days = area.minDays === area.maxDays ? `${area.minDays}` : `${area.minDays}-${area.maxDays}`;
  return { pincode: pin, serviceable: true, area: area.area, minDays: area.minDays, maxDays: area.maxDays, message: `Delivery to ${area.area} in ${days} days.` };
}
