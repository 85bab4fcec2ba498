import { Hono } from 'hono';
import { lastBackup } from '../../backup/archive.ts';
import type { AppEnv } from '../../context.ts';
import { ok } from '../../errors.ts';
import { dashboard } from '../../orders/dashboard.ts';
import { sellerOf } from '../../views/order.ts';

export const adminDashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard', async (c) => {
    const { db, env, now } = c.var.deps;
    const summary = await dashboard(db, { now: now(), lowStockThreshold: env.LOW_STOCK_THRESHOLD });
    // The newest complete archive in BACKUP_DIR: { at, file } or null (docs/decisions/090-backups.md).
    return ok(c, { ...summary, lastBackup: lastBackup(env.BACKUP_DIR) }, 'Dashboard');
  })

  // The seller named on invoices (settings, docs/api.md).
  .get('/settings', (c) => {
    return ok(c, { seller: sellerOf(c.var.deps.env) }, 'Settings');
  });
