// `npm run admin:create` as the operator runs it: a real process on an embedded database in a
// temporary DATA_DIR (the command opens the database the environment names, so this file runs on
// PGlite whatever TEST_DATABASE_URL says; the domain functions are the same on PostgreSQL).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { openDb } from '../../src/server/db/client.ts';
import { accountEvents, users } from '../../src/server/db/schema.ts';
import { TEST_HASHING_COST } from './harness.ts';

const COMMAND = path.resolve('src/server/cli/admin-create.ts');
/** util-linux's `script`: runs a command on a pseudo-terminal. */
const SCRIPT = '/usr/bin/script';
let dataDir: string;

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the command. `answers` are typed after each password prompt appears; `tty` runs it under
 * util-linux's `script`, so its stdin is a real terminal, whose own echo the command must turn off.
 */
function adminCreate(args: string[], options: { answers?: string[]; env?: Record<string, string>; tty?: boolean } = {}): Promise<Run> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: undefined, ...options.env };
  const argv = [process.execPath, COMMAND, ...args];
  const quoted = argv.map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const child = options.tty ? spawn(SCRIPT, ['-qfec', quoted, '/dev/null'], { env }) : spawn(argv[0]!, argv.slice(1), { env });
  const answers = [...(options.answers ?? [])];
  let stdout = '';
  let stderr = '';
  let prompts = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    // Type each answer only once its prompt is on the screen, as a person would.
    const seen = (stdout.match(/password[^\n]*: /gi) ?? []).length;
    while (prompts < seen && answers.length) {
      prompts += 1;
      child.stdin.write(`${answers.shift()}${options.tty ? '\r' : '\n'}`);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Reads the embedded database between runs (PGlite allows one process at a time). */
async function withDb<T>(read: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

const account = (email: string) => withDb(async (db) => (await db.select().from(users).where(eq(users.email, email)))[0]);
const historyOf = (userId: string) =>
  withDb((db) =>
    db
      .select({ type: accountEvents.type, actorRole: accountEvents.actorRole, actorId: accountEvents.actorId })
      .from(accountEvents)
      .where(eq(accountEvents.userId, userId)),
  );

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  it('creates an admin on a fresh database with the password typed twice, and never echoes it', async () => {
    const run = await adminCreate(['--email', ' Priya.Shah@Example.IN ', '--name', 'Priya Shah'], { answers: ['kesar-chai-42', 'kesar-chai-42'] });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Password for the new admin (not shown): ');
    expect(run.stdout).toContain('[admin] created the admin Priya Shah <priya.shah@example.in> in the embedded database in');
    expect(run.stdout).not.toContain('kesar-chai-42');
    const admin = await account('priya.shah@example.in');
    expect(admin).toMatchObject({ role: 'admin', fullName: 'Priya Shah', userName: 'priya.shah' });
    expect(admin!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(admin!.passwordHash, 'kesar-chai-42')).toBe(true);
    // Her account's history says where her staff rights came from (decision 185).
    expect(await historyOf(admin!.id)).toEqual([{ type: 'staff-rights-given', actorRole: 'operator', actorId: null }]);
  });

  it.skipIf(!existsSync(SCRIPT))('does not echo the password on a real terminal either', async () => {
    const run = await adminCreate(['--email', 'meera@example.in', '--name', 'Meera Patil'], { answers: ['amba-haldi-7', 'amba-haldi-7'], tty: true });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[admin] created the admin Meera Patil <meera@example.in>');
    expect(run.stdout).not.toContain('amba-haldi-7');
    expect(await verifyPassword((await account('meera@example.in'))!.passwordHash, 'amba-haldi-7')).toBe(true);
  });

  it('promotes an existing shopper, keeping their name and password', async () => {
    const passwordHash = await hashPassword('shopper-pass', TEST_HASHING_COST);
    await withDb((db) => db.insert(users).values({ fullName: 'Sunita Rao', userName: 'sunita', email: 'sunita@example.in', passwordHash }));
    const run = await adminCreate(['--email', 'sunita@example.in', '--name', 'Someone Else']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('[admin] promoted Sunita Rao <sunita@example.in> to admin');
    expect(run.stdout).not.toContain('Password');
    const sunita = await account('sunita@example.in');
    expect(sunita).toMatchObject({ role: 'admin', fullName: 'Sunita Rao', passwordHash });
    expect(await historyOf(sunita!.id)).toEqual([{ type: 'staff-rights-given', actorRole: 'operator', actorId: null }]);

    const again = await adminCreate(['--email', 'sunita@example.in']);
    expect(again.stdout).toContain('[admin] sunita@example.in is already an admin');
    expect(await historyOf(sunita!.id)).toHaveLength(1);
  });

  it('refuses a bad email and a short password with sign-up\'s messages, and creates nothing', async () => {
    const badEmail = await adminCreate(['--email', 'not-an-email', '--name', 'X Y']);
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toBe('[admin] Please enter a valid email address.\n');

    const shortPassword = await adminCreate(['--email', 'new@example.in', '--name', 'New Admin'], { env: { ADMIN_PASSWORD: 'abc' } });
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toBe('[admin] ADMIN_PASSWORD: Password must be at least 6 characters.\n');

    const mismatch = await adminCreate(['--email', 'new@example.in', '--name', 'New Admin'], { answers: ['first-try-1', 'second-try-2'] });
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('The two passwords are not the same. Nothing was changed.');

    const noEmail = await adminCreate(['--name', 'New Admin']);
    expect(noEmail.stderr).toContain("Please give the admin's email with --email.");
    expect(await account('new@example.in')).toBeUndefined();
  });

  it('reads ADMIN_PASSWORD for scripts without asking', async () => {
    const run = await adminCreate(['--email', 'ops@example.in', '--name', 'Ops Team'], { env: { ADMIN_PASSWORD: 'from-the-env-1' } });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Password for the new admin');
    expect(await verifyPassword((await account('ops@example.in'))!.passwordHash, 'from-the-env-1')).toBe(true);
  });

  it('says on one line why it failed when the database cannot be opened, never a stack trace', async () => {
    const notADirectory = path.join(dataDir, 'a-file');
    writeFileSync(notADirectory, '');
    const run = await adminCreate(['--email', 'ops2@example.in', '--name', 'Ops Two'], { env: { DATA_DIR: notADirectory, ADMIN_PASSWORD: 'from-the-env-1' } });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`[admin] failed: ENOTDIR: not a directory, mkdir '${notADirectory}/pglite'`);
  });
});
