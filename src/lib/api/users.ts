import { normalizeUser, type ProfileAddress, type User } from '../user';
import type { ApiClient } from './client';
import { userFrom } from './current-user';
import { readString } from '../read';
import { isObject, listFrom, readPagination, type Pagination } from './types';

export { getCurrentUser } from './current-user';

export type Credentials = { email: string; password: string };

export type RegisterInput = {
  fullName: string;
  userName: string;
  email: string;
  password: string;
  phoneNumber?: string;
  /** When present the registration is sent as multipart (SPEC.md section 7). */
  avatar?: File | Blob | null;
};

export type AccountFields = {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  address?: ProfileAddress;
  /** Needed when the email changes. */
  currentPassword?: string;
};

export type UserListQuery = { page?: number; limit?: number; q?: string; role?: string };

/** Signs in. Resolves to the user from `data.user` (or a top-level `user`), or null when the answer has none. */
export async function login(client: ApiClient, credentials: Credentials): Promise<User | null> {
  const answer = await client.post<unknown>('/users/login', { body: credentials });
  const data = answer.data;
  if (isObject(data) && isObject(data.user)) return normalizeUser(data.user);
  const top = (answer as unknown as Record<string, unknown>).user;
  return isObject(top) ? normalizeUser(top) : null;
}

export async function register(client: ApiClient, input: RegisterInput): Promise<{ message: string; user: User | null }> {
  const { avatar, ...fields } = input;
  let body: Record<string, unknown> | FormData = { ...fields };
  if (avatar) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
    form.append('avatar', avatar);
    body = form;
  }
  const answer = await client.post<unknown>('/users/register', { body });
  return { message: answer.message, user: userFrom(answer) };
}

export async function logout(client: ApiClient): Promise<void> {
  await client.post('/users/logout');
}

export async function resendEmailVerification(client: ApiClient): Promise<void> {
  await client.post('/users/resend-email-verification');
}

export async function forgotPassword(client: ApiClient, email: string): Promise<void> {
  await client.post('/users/forgot-password', { body: { email } });
}

/** Sets the new password; answers the account's email when the server names it (to fill the sign-in form), else ''. */
export async function resetPassword(client: ApiClient, token: string, newPassword: string): Promise<string> {
  const answer = await client.post<unknown>(`/users/reset-password/${encodeURIComponent(token)}`, { body: { newPassword } });
  return isObject(answer.data) ? readString(answer.data.email) : '';
}

export async function changePassword(client: ApiClient, oldPassword: string, newPassword: string): Promise<void> {
  await client.post('/users/change-password', { body: { oldPassword, newPassword } });
}

/** Deletes the signed-in account for good, with its password (decision 189). */
export async function deleteAccount(client: ApiClient, password: string): Promise<void> {
  await client.post('/users/delete-account', { body: { password } });
}

/** Everything the shop keeps of the signed-in shopper, as one document (decision 191). */
export async function getMyData(client: ApiClient): Promise<unknown> {
  return (await client.get<unknown>('/users/my-data')).data;
}

/** Asks to be mailed when an out-of-stock product is back (decision 198); answers the shop's sentence. */
export async function askStockAlert(client: ApiClient, productId: string): Promise<string> {
  return (await client.put(`/users/stock-alerts/${encodeURIComponent(productId)}`)).message;
}

/** A product the shopper asked to be mailed about when it is back in stock (decision 198). */
export type StockAlert = { productId: string; name: string };

/** The products the signed-in shopper waits for, the first asked first. */
export async function listStockAlerts(client: ApiClient): Promise<StockAlert[]> {
  const answer = await client.get<unknown>('/users/stock-alerts');
  return listFrom(answer.data, 'alerts').flatMap((alert) =>
    isObject(alert) && isObject(alert.product) ? [{ productId: readString(alert.product._id), name: readString(alert.product.name) }] : [],
  );
}

/** No longer asks to be mailed about the product. */
export async function cancelStockAlert(client: ApiClient, productId: string): Promise<void> {
  await client.delete(`/users/stock-alerts/${encodeURIComponent(productId)}`);
}

export async function updateAccount(client: ApiClient, fields: AccountFields): Promise<User | null> {
  return userFrom(await client.patch<unknown>('/users/update-account', { body: fields }));
}

export async function updateAvatar(client: ApiClient, avatar: File | Blob): Promise<User | null> {
  const form = new FormData();
  form.append('avatar', avatar);
  return userFrom(await client.patch<unknown>('/users/avatar', { body: form }));
}

/** The user list (admins only): page 1 and limit 10 by default. */
export async function listUsers(client: ApiClient, query: UserListQuery = {}): Promise<{ users: User[]; pagination: Pagination }> {
  const q = { page: query.page ?? 1, limit: query.limit ?? 10, q: query.q, role: query.role };
  const answer = await client.get<unknown>('/users', { query: q });
  const users = listFrom(answer.data, 'users')
    .map(normalizeUser)
    .filter((u): u is User => u !== null);
  const pagination = isObject(answer.data) ? answer.data.pagination : undefined;
  return { users, pagination: readPagination(pagination ?? answer.pagination, users.length, q) };
}
