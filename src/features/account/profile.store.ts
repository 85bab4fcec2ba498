import { atom } from 'nanostores';
import { $user } from '@/features/auth/session.store';
import { refusedFields, runAction, type FormOutcome } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import type { AccountFields } from '@/lib/api/users';
import { toastErrorText } from '@/lib/toast';
import type { User } from '@/lib/user';
import { messages } from '@/lib/messages';
import { shopDateTime } from '@/shared/shop-day';

/** True while the account, the avatar or the password is being saved. */
export const $profileUpdating = atom(false);

async function updating<T>(run: () => Promise<T>): Promise<T> {
  $profileUpdating.set(true);
  try {
    return await run();
  } finally {
    $profileUpdating.set(false);
  }
}

/** Re-reads the profile for the account page; unlike the start-up check it tells a failure. */
export async function reloadProfile(): Promise<User | null> {
  const profile = await runAction({ run: () => usersApi.getCurrentUser(api), failure: messages.profileLoadFailed });
  if (!profile.ok) return null;
  if (profile.value) $user.set(profile.value);
  return profile.value;
}

export function updateAccount(fields: AccountFields): Promise<FormOutcome> {
  return updating(async () => {
    const saved = await runAction({ run: () => usersApi.updateAccount(api, fields), success: messages.accountUpdated, failure: messages.updateAccountFailed });
    if (!saved.ok) return { ok: false, fieldErrors: refusedFields(saved.error) };
    const current = $user.get();
    $user.set(saved.value ?? (current ? { ...current, ...fields, address: fields.address ?? current.address } : null));
    return { ok: true };
  });
}

/** Replaces the avatar. The value must be a File ('Avatar must be a File'). */
export function updateAvatar(file: unknown): Promise<boolean> {
  if (!(typeof File !== 'undefined' && file instanceof File)) {
    toastErrorText(messages.avatarMustBeFile);
    return Promise.resolve(false);
  }
  return updating(async () => {
    const saved = await runAction({ run: () => usersApi.updateAvatar(api, file), success: messages.avatarUpdated, failure: messages.updateAvatarFailed });
    if (saved.ok && saved.value) $user.set(saved.value);
    return saved.ok;
  });
}

/** Changes the password; refused, with the server's message for each field it named (`oldPassword` when the current one is wrong). */
export function changePassword(input: { oldPassword: string; newPassword: string }): Promise<FormOutcome> {
  return updating(async () => {
    const changed = await runAction({
      run: () => usersApi.changePassword(api, input.oldPassword, input.newPassword),
      success: messages.passwordChanged,
      failure: messages.changePasswordFailed,
    });
    return changed.ok ? { ok: true } : { ok: false, fieldErrors: refusedFields(changed.error) };
  });
}

/** Sends the address-verification mail again. */
export async function resendVerification(): Promise<boolean> {
  const sent = await runAction({ run: () => usersApi.resendEmailVerification(api), success: messages.verificationSent, failure: messages.emailSendFailed });
  return sent.ok;
}

/**
 * Downloads everything the shop keeps of the shopper (decision 191) as `my-data-<day in India>.json`,
 * through the API client, so an expired sign-in is renewed first as for any other call.
 */
export async function downloadMyData(): Promise<boolean> {
  const got = await runAction({ run: () => usersApi.getMyData(api), failure: messages.myDataFailed });
  if (!got.ok) return false;
  const file = new Blob([JSON.stringify(got.value, null, 2)], { type: 'application/json' });
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(file), download: `my-data-${shopDateTime(new Date()).slice(0, 10)}.json` });
  link.click();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return true;
}
