import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
});

const load = () => import('./user-list.store');

describe('the user list', () => {
  it('asks for page 1 and limit 10 and tells a refusal', async () => {
    t.server.on('GET', '/users', fail(403, 'Only admins can list users'));
    const auth = await load();
    expect(await auth.fetchUsers({ q: 'asha' })).toBeNull();
    const query = t.server.calls[0]?.query;
    expect([query?.get('page'), query?.get('limit'), query?.get('q')]).toEqual(['1', '10', 'asha']);
    expect(await t.toasts()).toEqual(['error: Only admins can list users']);
  });
});
