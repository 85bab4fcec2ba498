import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, ok, type FakeAnswer } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
});

const pune = { pincode: '411030', serviceable: true, area: 'Pune', minDays: 2, maxDays: 3, message: 'Delivery to Pune in 2-3 days.' };
const bengaluru = { pincode: '560001', serviceable: false, area: null, minDays: null, maxDays: null, message: 'Sorry, we do not deliver to PIN code 560001 yet.' };

describe('checking delivery to a PIN code', () => {
  it('asks the server once per PIN, saying it is checking meanwhile', async () => {
    const gate = deferred<FakeAnswer>();
    t.server.on('GET', '/delivery/pincode/:pin', () => gate.promise);
    const store = await import('./delivery.store');
    const first = store.checkDelivery('411030');
    const second = store.checkDelivery('411030');
    expect(store.$deliveryChecks.get()['411030']).toEqual({ state: 'checking' });
    gate.resolve(ok(pune));
    expect(await first).toMatchObject({ state: 'known', estimate: { serviceable: true, message: 'Delivery to Pune in 2-3 days.', minDays: 2, maxDays: 3 } });
    expect(await second).toBe(await first);
    await store.checkDelivery('411030');
    expect(t.server.callsTo('GET', '/delivery/pincode/411030')).toHaveLength(1);
  });

  it('keeps the refusal with the server sentence', async () => {
    t.server.on('GET', '/delivery/pincode/:pin', ok(bengaluru));
    const store = await import('./delivery.store');
    const { isRefused } = await import('./delivery');
    const check = await store.checkDelivery('560001');
    expect(isRefused(check)).toBe(true);
    expect(check).toMatchObject({ estimate: { serviceable: false, message: 'Sorry, we do not deliver to PIN code 560001 yet.' } });
  });

  it('says nothing when the check fails, leaves the order to the server and tries again next time', async () => {
    t.server.on('GET', '/delivery/pincode/:pin', fail(503, 'The shop cannot reach its database right now.'));
    const store = await import('./delivery.store');
    const { isRefused } = await import('./delivery');
    const check = await store.checkDelivery('411030');
    expect(check).toEqual({ state: 'unknown' });
    expect(isRefused(check)).toBe(false);
    expect(await t.toasts()).toEqual([]);
    t.server.on('GET', '/delivery/pincode/:pin', ok(pune));
    expect(await store.checkDelivery('411030')).toMatchObject({ state: 'known' });
  });
});
