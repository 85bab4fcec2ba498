import { map } from 'nanostores';
import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as deliveryApi from '@/lib/api/delivery';
import type { DeliveryCheck } from './delivery';

/** What is known of delivery to each PIN code checked on this page (the list changes rarely). */
export const $deliveryChecks = map<Record<string, DeliveryCheck>>({});

const running = new Map<string, Promise<DeliveryCheck>>();

/**
 * Asks whether the shop delivers to a six-digit PIN code (GET /delivery/pincode/{pin}), once per
 * PIN and page. A failed check says nothing (the next call tries again): the server still refuses
 * such an order when it is placed.
 */
export function checkDelivery(pin: string): Promise<DeliveryCheck> {
  const known = $deliveryChecks.get()[pin];
  if (known?.state === 'known') return Promise.resolve(known);
  let check = running.get(pin);
  if (!check) {
    $deliveryChecks.setKey(pin, { state: 'checking' });
    check = runAction({ run: () => deliveryApi.checkPincode(api, pin), failure: () => null }).then((answer) => {
      const result: DeliveryCheck = answer.ok ? { state: 'known', estimate: answer.value } : { state: 'unknown' };
      $deliveryChecks.setKey(pin, result);
      running.delete(pin);
      return result;
    });
    running.set(pin, check);
  }
  return check;
}
