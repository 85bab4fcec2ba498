// The operator's commands beside a running shop, and with arguments they do not take: real processes
// on an embedded database in a temporary DATA_DIR (PGlite whatever TEST_DATABASE_URL says: the rule
// they check is the embedded database's, that one process at a time may open it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSocketPath } from '../../src/server/backup/service.ts';

type Run = { code: number | null; stdout: string; stderr: string };

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'operator-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function command(name: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, [path.resolve(`src/server/cli/${name}.ts`), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: path.join(dataDir, 'backups'), DATABASE_URL: '', ADMIN_PASSWORD: 'kesar-chai-42', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a running shop on the embedded database has in its data folder: its backup socket, answering. */
async function runningShop(): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(backupSocketPath(dataDir), resolve));
  return server;
}

describe('beside a shop running on the embedded database', () => {
  it('admin:create and db:seed refuse, open nothing, and say to stop the shop first', async () => {
    const shop = await runningShop();
    try {
      const admin = await command('admin-create', ['--email', 'priya@example.in', '--name', 'Priya Shah']);
      expect(admin.code).toBe(1);
      expect(admin.stderr).toBe(`[admin] the shop is running on ${dataDir}: stop it first (it holds the embedded database). Nothing was changed.\n`);
      const seed = await command('seed', ['--demo-accounts']);
      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain('stop it first (it holds the embedded database). Nothing was seeded.');
      // The database was never opened, so a second process wrote nothing the shop would lose.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  it('admin:create goes ahead once the shop has stopped (a socket left behind answers nothing)', async () => {
    const shop = await runningShop();
    // A shop killed without its stop leaves the socket file; nothing answers on it.
    shop.close();
    const admin = await command('admin-create', ['--email', 'priya@example.in', '--name', 'Priya Shah']);
    expect(admin.stderr).toBe('');
    expect(admin.stdout).toContain('[admin] created the admin Priya Shah <priya@example.in>');
    expect(admin.code).toBe(0);
  });
});

describe('npm run backup', () => {
  it('refuses a DATA_DIR with no shop database rather than archive an empty one it made', async () => {
    const run = await command('backup');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`[backup] there is no shop database in ${dataDir}`);
    expect(run.stdout).toBe('');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'backups')) ? readdirSync(path.join(dataDir, 'backups')) : []).toEqual([]);
  });
});

describe('npm run restore', () => {
  it('refuses an archive it cannot read before it opens anything: a fresh DATA_DIR stays empty', async () => {
    const missing = await command('restore', [path.join(dataDir, 'shop-backup-typo.tar.gz')]);
    expect(missing.stderr).toBe(`[restore] Refusing ${path.join(dataDir, 'shop-backup-typo.tar.gz')}: there is no such file. Nothing was restored.\n`);
    expect(missing.code).toBe(1);
    const damaged = path.join(dataDir, 'shop-backup-damaged.tar.gz');
    writeFileSync(damaged, 'not a backup');
    const refused = await command('restore', [damaged]);
    expect(refused.stderr).toMatch(/^\[restore\] Refusing .*shop-backup-damaged\.tar\.gz: the archive is damaged or cut short .*Nothing was restored\.\n$/);
    expect(refused.code).toBe(1);
    expect(readdirSync(dataDir)).toEqual(['shop-backup-damaged.tar.gz']);
  });
});

describe('arguments', () => {
  it('a bad setting is said in one line, as the server says it, before anything is opened', async () => {
    const runs = await Promise.all([
      command('restore', ['backup.tar.gz'], { AUTH_SECRET: 'short' }),
      command('backup', [], { AUTH_SECRET: 'short' }),
      command('seed', [], { AUTH_SECRET: 'short' }),
      command('admin-create', ['--email', 'priya@example.in', '--name', 'Priya Shah'], { AUTH_SECRET: 'short' }),
    ]);
    ['restore', 'backup', 'seed', 'admin'].forEach((tag, i) => {
      expect(runs[i]!.stderr, tag).toBe(`[${tag}] Invalid server environment:\n  AUTH_SECRET: AUTH_SECRET must be at least 32 characters\n`);
      expect(runs[i]!.code, tag).toBe(1);
    });
    expect(readdirSync(dataDir)).toEqual([]);
  });


  it('--help prints the usage and does nothing else; an unknown option is said with the usage, never a stack trace', async () => {
    const names = ['restore', 'backup', 'seed', 'admin-create'];
    const runs = await Promise.all(names.flatMap((name) => [command(name, ['--help']), command(name, ['--everything'])]));
    names.forEach((name, i) => {
      const [help, unknown] = [runs[2 * i]!, runs[2 * i + 1]!];
      expect(help.code, name).toBe(0);
      expect(help.stdout, name).toMatch(/^Usage: npm run /);
      expect(unknown.code, name).toBe(2);
      expect(unknown.stderr, name).toContain("Unknown option '--everything'");
      expect(unknown.stderr, name).toContain('Usage: npm run ');
      expect(unknown.stderr, name).not.toMatch(/\n\s+at /);
    });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });
});
