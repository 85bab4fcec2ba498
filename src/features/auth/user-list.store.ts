import { runAction } from '@/lib/actions';
import { api } from '@/lib/api/browser';
import * as usersApi from '@/lib/api/users';
import { messages } from '@/lib/messages';

export type UserList = Awaited<ReturnType<typeof usersApi.listUsers>>;

/** The admin user list (page 1, limit 10 by default); null after 'Failed to fetch users'. */
export async function fetchUsers(query: usersApi.UserListQuery = {}): Promise<UserList | null> {
  const list = await runAction({ run: () => usersApi.listUsers(api, query), failure: messages.fetchUsersFailed });
  return list.ok ? list.value : null;
}
