// Starts the production server (src/server/http/serve.ts) for the bench, on its own port and
// data folder, and stops it the way a process manager would (SIGTERM, then wait).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeFlags } from '../server-flags.mjs';

const SERVE = fileURLToPath(new URL('../../src/server/http/serve.ts', import.meta.url));

/**
 * @param {{ outDir: string, dataDir: string, port: number, env?: Record<string, string>, log?: (s: string) => void }} o
 */
export async function startBenchServer({ outDir, dataDir, port, env = {}, log = () => {} }) {
  // With TLS_CERT_FILE it speaks HTTPS (decision 100); the caller trusts the certificate.
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), SERVE], {
    env: { ...process.env, ...serverEnv(), ...env, PORT: String(port), HOST: 'localhost', ASTRO_OUT_DIR: outDir, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The page warmer's last word (src/server/http/page-warmer.ts): a pass started, or every page kept.
  let pages = { kept: false, at: Date.now() };
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
    for (const line of String(chunk).split('\n')) {
      if (line.startsWith('[pages] rendering')) pages = { kept: false, at: Date.now() };
      else if (line.startsWith('[pages] every catalogue page is kept')) pages = { kept: true, at: Date.now() };
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  // Ready when the catalogue answers: migrations and seeding run on the first API request.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/products?limit=1`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the bench server did not answer within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`  server ready on ${url} (pid ${child.pid}, data ${dataDir})`);

  return {
    url,
    pid: child.pid,
    output: () => output,
    /**
     * Waits until the server says it keeps every page of its sitemap rendered (the page warmer's
     * last line, unchanged for `quietMs`: a change starts a pass within 2 s), at most `maxMs`.
     * The milliseconds waited, and whether it got there.
     */
    async pagesKept({ quietMs = 3_000, maxMs = 300_000 } = {}) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        if (pages.kept && Date.now() - pages.at >= quietMs) return { ms: Date.now() - started, kept: true };
        await new Promise((r) => setTimeout(r, 250));
      }
      return { ms: Date.now() - started, kept: false };
    },
    /** SIGTERM, then the exit status; SIGKILL after `graceMs` if it has not stopped. */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null) return { code: child.exitCode, signal: null, ms: 0 };
      const started = Date.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return { ...result, ms: Date.now() - started };
    },
  };
}
