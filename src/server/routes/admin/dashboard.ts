import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import { dashboard } from '../../orders/dashboard.ts';

export const adminDashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    const { db, env, now } = c.var.deps;
    return ok(c, await dashboard(db, { now: now(), lowStockThreshold: env.LOW_STOCK_THRESHOLD }), 'Dashboard');
  })

  // The seller named on invoices (settings, docs/api.md).
  .get('/settings', (c) => {
    const { env } = c.var.deps;
    return ok(c, { seller: { legalName: env.SHOP_LEGAL_NAME, address: env.SHOP_ADDRESS, gstin: env.SHOP_GSTIN } }, 'Settings');
  });
