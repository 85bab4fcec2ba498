// Who is signed in: the one user call every storefront page may make (the session store's start-up
// check, in the storefront's file). Apart from ./users.ts, whose other calls (sign-in, sign-up,
// password, profile) download with the forms that make them (issue 15: a static page's JavaScript).
import { normalizeUser, type User } from '../user';
import type { ApiClient } from './client';
import { isObject } from './types';

/** `data.user`, or `data` itself, or a top-level `user` (the readings SPEC.md section 7 allows). */
export function userFrom(answer: { data: unknown } & Record<string, unknown>): User | null {
  const data = answer.data;
  if (isObject(data) && isObject(data.user)) return normalizeUser(data.user);
  if (isObject(answer.user)) return normalizeUser(answer.user);
  return normalizeUser(data);
}

export async function getCurrentUser(client: ApiClient): Promise<User | null> {
  return userFrom(await client.get<unknown>('/users/current-user'));
}
