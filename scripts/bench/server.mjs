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
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), SERVE], {
    env: { ...process.env, ...serverEnv(), ...env, PORT: String(port), HOST: 'localhost', ASTRO_OUT_DIR: outDir, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
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
