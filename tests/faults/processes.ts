import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { serverEnv, serverNodeFlags } from '../../scripts/server-flags.mjs';
import { DEFAULT_SITE_URL } from '../../src/server/env.ts';

/** Starts `node <args>` with `env`, collecting its output; resolves once `ready` matches it. */
function startProcess(args: string[], env: Record<string, string>, ready: RegExp, timeoutMs = 240_000) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { child, started, exited, output: () => output };
}

/**
 * Ports nothing on 127.0.0.1 listens on now, for the shops these tests start: fixed ports collided
 * with whatever else ran on the machine (a browser suite's server, another suite's shop). All are
 * held until each is known, so no two are the same.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map((probe) => new Promise<number>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port));
    })),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export const freePort = async () => (await freePorts(1))[0]!;

export function kill(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

/**
 * The database these process tests run on: the PostgreSQL server CI starts (TEST_DATABASE_URL),
 * or a fresh embedded PGlite folder. Its label names the test, so a run says which it proved.
 */
export function processDatabase(dataDir: string): { label: string; env: Record<string, string> } {
  const url = process.env.TEST_DATABASE_URL;
  return url
    ? { label: 'PostgreSQL', env: { DATABASE_URL: url, DATA_DIR: dataDir } }
    : { label: 'PGlite', env: { DATABASE_URL: '', DATA_DIR: dataDir } };
}

/** The production configuration the built shop runs in: a secret of its own, rate limits on. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'faults-suite-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  RATE_LIMITS: 'on',
  SEED_DEMO: 'on',
  PAGE_CACHE_MB: '0',
  // What tests/faults/setup.ts built dist/ for: a production server refuses a build made for
  // another address (src/server/http/built-site.ts). The tests reach it on 127.0.0.1, which the
  // origin checks accept as the address the client reached.
  SITE_URL: process.env.SITE_URL || DEFAULT_SITE_URL,
};

/** The real built shop (`dist/`, built first if stale), as `npm start` serves it. */
export function startBuiltShop(env: Record<string, string>, timeoutMs?: number) {
  return startProcess([...serverNodeFlags(), 'src/server/http/serve.ts'], { ASTRO_OUT_DIR: 'dist', HOST: '127.0.0.1', ...serverEnv(), ...PRODUCTION_ENV, ...env }, /listening on/, timeoutMs);
}

/** A cookie-keeping client of one shop process's API over real HTTP, as a browser would keep its session. */
export function apiClient(port: number) {
  const jar = new Map<string, string>();
  return async (method: string, p: string, json?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${p}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return { status: res.status, cache: res.headers.get('x-cache'), body: (await res.json()) as any };
  };
}
