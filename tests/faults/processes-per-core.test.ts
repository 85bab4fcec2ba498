import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, kill, processDatabase, startBuiltShop } from './processes.ts';

// One server process per core on PostgreSQL (issue 15; docs/decisions/064): the real built shop
// under `WORKERS=2`, its sessions and rate limits shared through the database, a dead process
// replaced, and a SIGTERM that stops them all. On PGlite it must refuse more than one process.

const PORT = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-workers-'));
const database = processDatabase(dataDir);
const started: ReturnType<typeof startBuiltShop>[] = [];
afterAll(() => {
  for (const s of started) {
    for (const pid of childrenOf(s.child.pid!)) process.kill(pid, 'SIGKILL');
    kill(s.child, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The live child processes of a process, read from /proc. */
function childrenOf(pid: number): number[] {
  const kids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') kids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return kids;
}

/** One request on a connection of its own, so the cluster may hand each to another process. */
function request(method: string, p: string, { json, cookie }: { json?: unknown; cookie?: string } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise<{ status: number; cookies: string[]; body: any }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: `/api/v1${p}`, method, agent: false, headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...(cookie ? { cookie } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function until(what: string, check: () => boolean, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('processes on the embedded database', () => {
  it('refuses WORKERS=2 without DATABASE_URL, with a message saying why', async () => {
    const shop = startBuiltShop({ PORT: String(PORT), DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'pglite'), WORKERS: '2' });
    started.push(shop);
    await expect(shop.started).rejects.toThrow(/exited/);
    expect((await shop.exited).code).toBe(1);
    expect(shop.output()).toContain('WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only.');
  });
});

describe.runIf(database.label === 'PostgreSQL')('one process per core on PostgreSQL', () => {
  it('runs two processes that share sessions and rate limits, replaces one that dies, and stops them all on SIGTERM', async () => {
    const shop = startBuiltShop({ PORT: String(PORT), ...database.env, WORKERS: '2' });
    started.push(shop);
    await until('two processes listening', () => shop.output().includes('[server] 2 processes listening on'));
    const primary = shop.child.pid!;
    const workers = childrenOf(primary);
    expect(workers).toHaveLength(2);

    // A session made on one process is good on the other: new connections go to each in turn.
    const email = `workers.${Date.now()}@example.com`;
    const registered = await request('POST', '/users/register', { json: { fullName: 'Cluster Test', userName: `cluster${Date.now()}`, email, password: 'secret123' } });
    expect(registered.status).toBe(201);
    const login = await request('POST', '/users/login', { json: { email, password: 'secret123' } });
    expect(login.status).toBe(200);
    const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
    const answers = await Promise.all(Array.from({ length: 8 }, () => request('GET', '/users/current-user', { cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.every((a) => a.body.data.email === email)).toBe(true);

    // Ten wrong passwords spread over both processes still make ten: the eleventh try is refused.
    for (let i = 0; i < 10; i++) expect((await request('POST', '/users/login', { json: { email, password: 'wrong-password' } })).status).toBe(400);
    const refused = await request('POST', '/users/login', { json: { email, password: 'wrong-password' } });
    expect(refused.status).toBe(429);

    // A process killed outright is replaced, and the shop answers throughout.
    process.kill(workers[0]!, 'SIGKILL');
    await until('a new process', () => shop.output().includes(`process ${workers[0]} exited (SIGKILL): starting another`));
    await until('two processes again', () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(workers[0]!));
    await until('the new process listening', () => (shop.output().match(/\[server\] listening on/g) ?? []).length >= 3);
    const after = await Promise.all(Array.from({ length: 4 }, () => request('GET', '/health')));
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    // SIGTERM to the primary stops every process, cleanly.
    const last = childrenOf(primary);
    kill(shop.child, 'SIGTERM');
    expect((await shop.exited).code).toBe(0);
    await until('every process gone', () => last.every((pid) => !alive(pid)), 15_000);
  });
});

/** Whether a process still runs (a zombie waiting to be reaped has ended). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
