import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMemoryLine } from '../../src/server/http/memory.ts';
import { freePort, kill, processDatabase, startBuiltShop } from './processes.ts';

const PORT = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-faults-drain-'));
const database = processDatabase(dataDir);
let shop: ReturnType<typeof startBuiltShop> | undefined;
afterAll(() => {
  if (shop) kill(shop.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A sign-in whose JSON body arrives in two halves: the server has taken the request (and counts
 * it in flight) from the first half on, and can only answer once the second half is sent.
 */
function slowSignIn(credentials: { email: string; password: string }) {
  const body = JSON.stringify(credentials);
  const half = Math.floor(body.length / 2);
  const req = http.request({ host: '127.0.0.1', port: PORT, path: '/api/v1/users/login', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; cookies: string[]; message: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [], message: JSON.parse(text).message }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

describe(`SIGTERM on the built shop (${database.label})`, () => {
  it('finishes the requests in flight with real answers, refuses new connections, then exits cleanly', async () => {
    // One process, whose drain this follows (several processes on PostgreSQL: processes-per-core.test.ts).
    shop = startBuiltShop({ PORT: String(PORT), ...database.env, WORKERS: '1' });
    await shop.started;
    const url = `http://127.0.0.1:${PORT}`;
    const shopper = { fullName: 'Drain Test', userName: `drain${Date.now()}`, email: `drain.${Date.now()}@example.com`, password: 'secret123' };
    const registered = await fetch(`${url}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(shopper) });
    expect(registered.status).toBe(201);

    const signIns = [slowSignIn(shopper), slowSignIn({ email: shopper.email, password: 'not-the-password' })];
    await new Promise((r) => setTimeout(r, 300)); // both requests have reached the server
    kill(shop.child, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const late = await fetch(`${url}/api/v1/health`).then((r) => r.status, (e: Error) => e.message);
    for (const s of signIns) s.finish();
    const [good, bad] = await Promise.all(signIns.map((s) => s.answer));

    // The in-flight requests got the shop's real answers, not a reset connection.
    expect(good.status).toBe(200);
    expect(good.cookies.some((c) => /^accessToken=.+; .*Secure/i.test(c))).toBe(true);
    expect(bad).toMatchObject({ status: 400, message: 'Email or password is incorrect.' });
    expect(typeof late === 'string' || late === 503, `a new request after SIGTERM got ${late}`).toBe(true);
    const { code } = await shop.exited;
    expect(code).toBe(0);
    expect(shop.output()).toMatch(/SIGTERM: finishing 2 request\(s\) in flight/);
    // Its last word is where its memory went (read by `npm run bench` for the peak-memory budget).
    const report = parseMemoryLine(shop.output());
    expect(report, shop.output()).not.toBeNull();
    expect(report!.peakRssMB).toBeGreaterThanOrEqual(report!.rssMB);
    expect(report!.heapUsedMB).toBeGreaterThan(0);
  });
});
