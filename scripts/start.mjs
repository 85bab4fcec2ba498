// `npm start`: build the shop when the build is missing or stale, then serve it.
// PORT (default 4321) and HOST (default localhost) are honoured.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfStale, isBuildFresh } from './build-state.mjs';
import { serverEnv, serverNodeFlags } from './server-flags.mjs';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (!isBuildFresh(outDir, env)) {
  console.log(`[start] ${outDir}/ is missing or older than the sources: building…`);
  try {
    buildIfStale({ outDir, env });
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const listenEnv = { ...env, PORT: env.PORT || '4321', HOST: env.HOST || 'localhost' };
console.log(`[start] serving on http://${listenEnv.HOST}:${listenEnv.PORT}`);
// Our HTTP server (compression, caching, graceful shutdown) around Astro's handler.
const serverScript = fileURLToPath(new URL('../src/server/http/serve.ts', import.meta.url));
const server = spawn(process.execPath, [...serverNodeFlags(), serverScript], {
  stdio: 'inherit',
  env: { ...listenEnv, ...serverEnv(listenEnv), ASTRO_OUT_DIR: outDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
