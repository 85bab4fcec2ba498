import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { kill, startProcess } from './processes.ts';

vi.setConfig({ testTimeout: 120_000 });

const PORT = 4462;
// A stand-in for Astro's middleware-mode build: a page that takes 1.5 s to answer.
const outDir = mkdtempSync(path.join(tmpdir(), 'sec-faults-drain-'));
mkdirSync(path.join(outDir, 'server'), { recursive: true });
mkdirSync(path.join(outDir, 'client'), { recursive: true });
writeFileSync(
  path.join(outDir, 'server', 'entry.mjs'),
  `export const options = { mode: 'middleware' };
export async function handler(req, res) {
  await new Promise((r) => setTimeout(r, 1500));
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('finished ' + req.url);
}
`,
);
let proc: ReturnType<typeof startProcess> | undefined;
afterAll(() => {
  if (proc) kill(proc.child, 'SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('drains requests in flight, refuses new connections, then exits cleanly', async () => {
    proc = startProcess(['src/server/http/serve.mjs'], { ASTRO_OUT_DIR: outDir, PORT: String(PORT), HOST: '127.0.0.1', MICRO_CACHE_MS: '0' }, /listening on/, 60_000);
    await proc.started;
    const url = `http://127.0.0.1:${PORT}`;
    const inFlight = [fetch(`${url}/slow-1`), fetch(`${url}/slow-2`)].map((p) => p.then(async (r) => ({ status: r.status, text: await r.text() })));
    await new Promise((r) => setTimeout(r, 400)); // both requests are being handled
    const t0 = Date.now();
    kill(proc.child, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const late = await fetch(`${url}/late`).then((r) => r.status, (e: Error) => e.message);
    const answers = await Promise.all(inFlight);
    expect(answers).toEqual([
      { status: 200, text: 'finished /slow-1' },
      { status: 200, text: 'finished /slow-2' },
    ]);
    expect(typeof late === 'string' || late === 503, `a new request after SIGTERM got ${late}`).toBe(true);
    const { code } = await proc.exited;
    expect(code).toBe(0);
    expect(Date.now() - t0).toBeGreaterThan(600); // it waited for the requests
    expect(proc.output()).toMatch(/SIGTERM: finishing 2 request\(s\) in flight/);
  });
});
