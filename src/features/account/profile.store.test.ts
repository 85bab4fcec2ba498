import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@tests/support/fake-server';
import { freshStores, type FreshStores } from '@tests/support/harness';

vi.mock('sonner', () => import('@tests/support/sonner-mock'));

const asha = { _id: 'u1', fullName: 'Asha Patil', userName: 'asha', email: 'asha@example.com' };

let t: FreshStores;
beforeEach(async () => {
  t = await freshStores();
});

// The profile's actions with the session's stores they change.
const load = async () => ({
  ...(await import('@/features/auth/session.store')),
  ...(await import('@/features/auth/session-actions')),
  ...(await import('./profile.store')),
});

describe('account changes', () => {
  it('refuses an avatar that is not a File', async () => {
    const auth = await load();
    expect(await auth.updateAvatar('me.png')).toBe(false);
    expect(await t.toasts()).toEqual(['error: Avatar must be a File']);
    expect(t.server.calls).toHaveLength(0);
  });

  it('stores the user the avatar call answers with', async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('PATCH', '/users/avatar', ok({ ...asha, avatar: '/avatars/u1.webp' }));
    const auth = await load();
    expect(await auth.updateAvatar(new File(['x'], 'me.png', { type: 'image/png' }))).toBe(true);
    expect(auth.$user.get()?.avatar).toBe('/avatars/u1.webp');
    expect(await t.toasts()).toEqual(['success: Avatar updated']);
  });

  it('raises the updating flag while the account is saved', async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('PATCH', '/users/update-account', (req) => ok({ ...asha, ...(req.body as object) }));
    const auth = await load();
    const flags: boolean[] = [];
    auth.$profileUpdating.listen((updating) => flags.push(updating));
    expect(await auth.updateAccount({ fullName: 'Asha P.' })).toEqual({ ok: true });
    expect(auth.$user.get()?.fullName).toBe('Asha P.');
    expect(flags).toEqual([true, false]);
    expect(await t.toasts()).toEqual(['success: Account updated']);
  });

  it("gives the form the server's reason for each field it refuses, by its path", async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('PATCH', '/users/update-account', {
      status: 400,
      body: {
        statusCode: 400,
        success: false,
        message: 'Please enter a valid zip code.',
        errors: [{ path: 'address.zipCode', message: 'Please enter a valid zip code.' }],
      },
    });
    const auth = await load();
    const address = { address: '9 Shanti Niwas', state: 'Maharashtra', zipCode: '4', country: 'India' };
    expect(await auth.updateAccount({ address })).toEqual({ ok: false, fieldErrors: { 'address.zipCode': 'Please enter a valid zip code.' } });
    expect(await t.toasts()).toEqual(['error: Please enter a valid zip code.']);
  });

  it('uses the section 8 texts for the password and mail calls', async () => {
    t.server.on('POST', '/users/change-password', ok(null));
    t.server.on('POST', '/users/forgot-password', fail(500));
    t.server.on('POST', '/users/reset-password/:token', ok(null));
    t.server.on('POST', '/users/resend-email-verification', fail(429, 'Too many mails, try again later'));
    const auth = await load();
    await auth.changePassword({ oldPassword: 'secret1', newPassword: 'secret2' });
    await auth.forgotPassword('asha@example.com');
    await auth.resetPassword('tok123', 'secret3');
    await auth.resendVerification();
    expect(await t.toasts()).toEqual([
      'success: Password changed',
      'success: Password reset successfully',
      'error: Failed to send reset mail',
      'error: Too many mails, try again later',
    ]);
    expect(t.server.callsTo('POST', '/users/reset-password/tok123')[0]?.body).toEqual({ newPassword: 'secret3' });
  });
});

describe('an expired session', () => {
  it('signs the shopper out when the refresh after a 401 fails', async () => {
    t.storage.set('auth-store', JSON.stringify(asha));
    t.server.on('PATCH', '/users/update-account', fail(401, 'Session expired'));
    t.server.on('POST', '/users/refresh-token', fail(401, 'Refresh token expired'));
    const auth = await load();
    await auth.updateAccount({ fullName: 'X' });
    expect(auth.$user.get()).toBeNull();
  });
});
