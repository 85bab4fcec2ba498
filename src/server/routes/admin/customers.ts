import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import { listCustomersForStaff } from '../../customers/staff-list.ts';
import { paginationQuery, text, validate } from '../../validation.ts';
import { singleParam } from '../list-params.ts';

const listQuery = z.object({
  q: singleParam.pipe(text('Search', 100).optional()).transform((q) => q || undefined),
  role: singleParam.pipe(z.enum(['user', 'admin'], { error: 'role must be user or admin.' }).optional()),
  page: singleParam.pipe(paginationQuery.page),
  limit: singleParam.pipe(paginationQuery.limit.default(20)),
});

/** The back-office's customers: the accounts, searched and filtered by role (read only). */
export const adminCustomerRoutes = new Hono<AppEnv>().get('/', validate('query', listQuery), async (c) =>
  ok(c, await listCustomersForStaff(c.var.deps.db, c.req.valid('query')), 'Customers'),
);
