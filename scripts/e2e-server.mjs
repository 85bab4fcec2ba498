// The one server the browser tests run against: the built shop in the configuration shoppers
// get (NODE_ENV=production, a secret of its own, rate limits on, Secure cookies), on a fresh
// database of its own (data/e2e, see e2eDataDir) seeded by an explicit step, so every run starts from the demo
// catalogue and the demo accounts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { e2eDataDir } from './e2e-ports.mjs';

const port = process.env.E2E_PORT || '4322';
Object.assign(process.env, {
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(36).toString('base64url'),
  RATE_LIMITS: 'on',
  // The database is seeded below, on purpose; production would never add demo accounts itself.
  SEED_DEMO: 'off',
  DATA_DIR: e2eDataDir(),
  // Its own backups folder, so a developer's ./backups never shows on its dashboard.
  BACKUP_DIR: `${e2eDataDir()}-backups`,
  PORT: port,
  HOST: 'localhost',
  // The shop's public address, as `npm start` builds it (canonical URLs are written at build time):
  // like a shop behind a proxy, it is not the address this server listens on.
  SITE_URL: 'http://localhost:4321',
  // The `behind-proxy` project reaches this server through nginx on the same machine
  // (scripts/e2e-proxy.mjs): its X-Forwarded-* headers are believed from loopback only.
  TRUST_PROXY: 'loopback',
});
delete process.env.DATABASE_URL;
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
rmSync(process.env.BACKUP_DIR, { recursive: true, force: true });

const seed = spawnSync(process.execPath, ['src/server/cli/seed.ts', '--demo-accounts'], { stdio: 'inherit', env: process.env });
if (seed.status !== 0) process.exit(seed.status ?? 1);

await import('./start.mjs');
