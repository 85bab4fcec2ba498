import type { ApiClient } from './client';
import { isObject } from './types';
import { readString } from '../read';

/** Whether the shop delivers to a PIN code, and in how many days (docs/api.md, Delivery). */
export type DeliveryEstimate = {
  pincode: string;
  serviceable: boolean;
  /** The server's sentence: 'Delivery to Pune in 2-3 days.' or 'Sorry, we do not deliver to PIN code … yet.' */
  message: string;
  area: string;
  minDays: number | null;
  maxDays: number | null;
};

const days = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function normalizeDeliveryEstimate(input: unknown, pincode: string): DeliveryEstimate {
  const raw = isObject(input) ? input : {};
  return {
    pincode: readString(raw.pincode) || pincode,
    serviceable: raw.serviceable === true,
    message: readString(raw.message),
    area: readString(raw.area),
    minDays: days(raw.minDays),
    maxDays: days(raw.maxDays),
  };
}

/** GET /delivery/pincode/{pin}: a six-digit PIN (a malformed one answers 400). */
export async function checkPincode(client: ApiClient, pincode: string): Promise<DeliveryEstimate> {
  const answer = await client.get<unknown>(`/delivery/pincode/${encodeURIComponent(pincode)}`);
  return normalizeDeliveryEstimate(answer.data, pincode);
}
