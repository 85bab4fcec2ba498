// `npm start`: build the shop when the build is missing or stale, then serve it.
// PORT (default 4321) and HOST (default localhost) are honoured.
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildFresh, markBuilt, sourceFingerprint } from './build-state.mjs';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

if (!isBuildFresh(outDir)) {
  console.log(`[start] ${outDir}/ is missing or older than the sources: building…`);
  const fingerprint = sourceFingerprint();
  const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markBuilt(outDir, fingerprint);
}

const serverEnv = { ...env, PORT: env.PORT || '4321', HOST: env.HOST || 'localhost' };
console.log(`[start] serving on http://${serverEnv.HOST}:${serverEnv.PORT}`);
// Our HTTP server (compression, caching, graceful shutdown) around Astro's handler.
const serverScript = fileURLToPath(new URL('../src/server/http/serve.mjs', import.meta.url));
const server = spawn(process.execPath, [serverScript], {
  stdio: 'inherit',
  env: { ...serverEnv, ASTRO_OUT_DIR: outDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
