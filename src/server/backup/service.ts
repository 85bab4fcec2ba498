// Backups taken by the running server (docs/decisions/090-backups.md):
// - on a schedule (BACKUP_EVERY), keeping the newest BACKUP_KEEP archives;
// - on request of `npm run backup` over a unix socket in DATA_DIR, when the shop runs on the
//   embedded database (PGlite lets one process open its folder: the server's). The socket is a
//   file only the shop's own system user may open (mode 0600), never a TCP port shoppers could reach.
import { chmodSync, existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ServerEnv } from '../env.ts';
import { loggableError } from '../loggable.ts';
import { pruneBackups, writeBackup, type BackupSource } from './archive.ts';

/** The socket's path for a data folder. */
export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'backup.sock');
}

/** `24h` → milliseconds; null for `off`. */
function backupInterval(every: string): number | null {
  const match = /^(\d+)([smhd])$/.exec(every);
  if (!match) return null;
  const unit = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

type Env = Pick<ServerEnv, 'BACKUP_DIR' | 'BACKUP_EVERY' | 'BACKUP_KEEP' | 'DATA_DIR'>;

/** Starts the schedule and, on PGlite, the socket; `stop` waits for a backup under way. */
export function startBackupService(source: BackupSource, env: Env) {
  let running: Promise<unknown> = Promise.resolve();
  /** One backup at a time, whoever asks. */
  const take = (dir: string) => {
    const next = running.then(() => writeBackup(source, dir));
    running = next.catch(() => {});
    return next;
  };

  let timer: NodeJS.Timeout | undefined;
  const every = backupInterval(env.BACKUP_EVERY);
  if (every !== null) {
    // Node fires a timer beyond 2^31-1 ms at once: the interval is capped there (about 24 days).
    timer = setInterval(() => {
      take(env.BACKUP_DIR)
        .then(({ file }) => {
          const removed = pruneBackups(env.BACKUP_DIR, env.BACKUP_KEEP);
          console.info(`[backup] scheduled backup written: ${file}${removed.length ? ` (removed ${removed.length} older)` : ''}`);
        })
        .catch((error: unknown) => console.error('[backup] scheduled backup failed:', loggableError(error)));
    }, Math.min(every, 2_147_483_647));
    timer.unref();
  }

  let socket: http.Server | undefined;
  if (source.kind === 'pglite') {
    const socketPath = backupSocketPath(env.DATA_DIR);
    // Left behind by a process that was killed: this process owns the data folder now.
    if (existsSync(socketPath)) rmSync(socketPath, { force: true });
    socket = http.createServer((req, res) => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { message: 'Only POST /backup is served here.' });
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        let dir = env.BACKUP_DIR;
        try {
          const asked = (JSON.parse(body || '{}') as { dir?: unknown }).dir;
          if (typeof asked === 'string' && path.isAbsolute(asked)) dir = asked;
        } catch {
          return answer(400, { message: 'The request body must be JSON.' });
        }
        take(dir).then(
          ({ file }) => answer(200, { file }),
          (error: unknown) => answer(500, { message: error instanceof Error ? error.message : String(error) }),
        );
      });
    });
    socket.on('error', (error) => console.error('[backup] the backup socket failed:', error.message));
    socket.listen(socketPath, () => chmodSync(socketPath, 0o600));
    // The shop's own server keeps the process alive; a process that only builds must be free to exit.
    socket.unref();
  }

  return {
    async stop() {
      if (timer) clearInterval(timer);
      if (socket) await new Promise((resolve) => socket!.close(resolve));
      await running;
    },
  };
}

/** Whether a shop answers on the data folder's socket: it then owns the embedded database (the operator's commands ask). */
export function shopRunsOn(dataDir: string): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = http.request({ socketPath, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    // A socket left behind by a shop that was killed answers nothing.
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Asks the shop running on `dataDir` to take a backup into `dir`; null when no shop runs there
 * (no socket, or one left behind by a process that is gone).
 */
export function askRunningShop(dataDir: string, dir: string): Promise<string | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: '/backup', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const body = JSON.parse(text || '{}') as { file?: string; message?: string };
        if (res.statusCode === 200 && body.file) resolve(body.file);
        else reject(new Error(`the running shop could not take the backup: ${body.message ?? res.statusCode}`));
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    req.end(JSON.stringify({ dir }));
  });
}
