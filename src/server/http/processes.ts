// One server process per core on PostgreSQL (issue 15; docs/decisions/064-one-process-per-core.md).
// The primary process only forks and watches: each worker is the whole server (serve.ts), and
// node:cluster hands the shared port's connections to them in turn. What shoppers share lives in
// PostgreSQL (sessions' refresh tokens, rate limits), so any process may answer any request.
// The embedded database (PGlite) opens its folder in one process only: there the shop stays one process.
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { SettingsError } from '../env.ts';

/** The settings this reads (src/server/env.ts). */
type ProcessEnv = { WORKERS: 'auto' | number; DATABASE_URL?: string | undefined };

/** How many server processes to run: `auto` is one per core with PostgreSQL and one with PGlite. */
export function serverProcessCount(env: ProcessEnv, cores = os.availableParallelism()): number {
  if (env.WORKERS === 'auto') return env.DATABASE_URL ? Math.max(1, cores) : 1;
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new SettingsError(`WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only. Set WORKERS=1, or move the shop to PostgreSQL (README, "Keeping the shop's data safe").`);
  }
  return env.WORKERS;
}

/** More unexpected exits than this within a minute is a crash loop: the primary stops instead. */
const MAX_RESTARTS_PER_MINUTE = 10;

/**
 * Runs the primary: forks `count` workers (only the first keeps BACKUP_EVERY, so a scheduled
 * backup is taken once), forks again any worker that dies, prints one line once all listen, and on
 * SIGTERM or SIGINT passes the signal to every worker (each drains its requests: serve.ts) and
 * exits when all have, forcing any still running after `graceMs` and a margin. With `tls`, SIGHUP
 * is passed on too: each worker reads the certificate again (serve.ts).
 */
export function runPrimary({ count, url, graceMs, tls = false }: { count: number; url: string; graceMs: number; tls?: boolean }): void {
  const slots = new Map<number, number>();
  const restarts: number[] = [];
  let stopping = false;
  let listening = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork({ SHOP_PROCESS_SLOT: String(slot), ...(slot > 0 ? { BACKUP_EVERY: 'off' } : {}) });
    slots.set(worker.id, slot);
    worker.once('listening', () => {
      listening += 1;
      if (listening === count) console.log(`[server] ${count} processes listening on ${url}`);
    });
  };

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    if (stopping) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      console.error(`[server] processes keep exiting (${restarts.length} in a minute): stopping. See the errors above.`);
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exit(1);
    }
    console.error(`[server] process ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`);
    fork(slot);
  });

  for (let slot = 0; slot < count; slot++) fork(slot);

  if (tls) {
    process.on('SIGHUP', () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGHUP');
    });
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[server] ${signal}: stopping ${slots.size} processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      const force = setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      }, graceMs + 5_000);
      force.unref();
    });
  }
}
