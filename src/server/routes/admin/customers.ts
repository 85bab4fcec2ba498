import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { badRequest, ok } from '../../errors.ts';
import { accountHistory } from '../../customers/account-events.ts';
import { customerForStaff, listCustomersForStaff } from '../../customers/staff-list.ts';
import { setStaffRights, signOutEverywhere } from '../../customers/staff-rights.ts';
import { paginationQuery, text, validate } from '../../validation.ts';
import { singleParam } from '../list-params.ts';
import { isAccountPassword } from '../users.ts';

const ROLE_ERROR = 'role must be user or admin.';
const listQuery = z.object({
  q: singleParam.pipe(text('Search', 100).optional()).transform((q) => q || undefined),
  role: singleParam.pipe(z.enum(['user', 'admin'], { error: ROLE_ERROR }).optional()),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit.default(20)),
});

const roleBody = z.object({
  role: z.enum(['user', 'admin'], { error: ROLE_ERROR }),
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(128, 'Password is too long.'),
});

/**
 * The back-office's customers: the accounts, searched and filtered by role, one account, and its
 * staff rights given or ended (decision 184) by a member of staff who enters her own password: a
 * session left open on a shared phone must not make its finder staff. The password is counted as a
 * sign-in (its limits and pause), so it cannot be guessed here.
 */
export const adminCustomerRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listQuery), async (c) => ok(c, await listCustomersForStaff(c.var.deps.db, c.req.valid('query')), 'Customers'))
  // One account, with its latest changes (decision 185).
  .get('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    return ok(c, { ...(await customerForStaff(db, id)), history: await accountHistory(db, id) }, 'Customer');
  })
  .post('/:id/role', validate('json', roleBody), async (c) => {
    const { deps, user } = c.var;
    const { role, password } = c.req.valid('json');
    if (!(await isAccountPassword(c, user.email, user, password))) {
      const wrong = 'Your password is not correct.';
      throw badRequest(wrong, [{ path: 'password', message: wrong }]);
    }
    const id = c.req.param('id');
    await setStaffRights(deps, user, id, role);
    return ok(c, await customerForStaff(deps.db, id), role === 'admin' ? 'Staff rights given' : 'Staff rights ended');
  })
  // A lost or shared phone, a coordinator who left: every sign-in of the account ends, at its next
  // request (requireUser reads the sign-in each time). Its password stays; the owner signs in again.
  .post('/:id/sign-out', async (c) => {
    const { deps, user } = c.var;
    return ok(c, { ended: await signOutEverywhere(deps, user, c.req.param('id')) }, 'Signed out everywhere');
  });
