// Decides whether the built shop in dist/ still matches the sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_URL } from '../src/server/env.ts';
import { ASTRO_BUILD_ARGS } from './astro-build.mjs';

const INPUTS = ['src', 'public', 'drizzle', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = new Set(['node_modules', '.astro']);

function* files(path) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) {
    yield [path, st];
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (SKIP.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(join(path, name));
  }
}

/** The address a build is made for (Astro writes it into the pages): SITE_URL, or the server's default. */
const siteOf = (env) => new URL(env.SITE_URL || DEFAULT_SITE_URL).href;

/**
 * A fingerprint of every source that goes into the build (paths, sizes, modification times) and of
 * the address it is made for: a build for another SITE_URL is stale (src/server/http/built-site.ts).
 */
export function sourceFingerprint(root = '.', env = process.env) {
  const hash = createHash('sha256');
  hash.update(`SITE_URL\0${siteOf(env)}\n`);
  for (const input of INPUTS) {
    for (const [path, st] of files(join(root, input))) hash.update(`${path}\0${st.size}\0${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampPath = (outDir) => join(outDir, '.source-fingerprint');

/** Whether the build in `outDir` matches the sources and the SITE_URL of `env`. */
export function isBuildFresh(outDir = 'dist', env = process.env) {
  if (!existsSync(join(outDir, 'server', 'entry.mjs'))) return false;
  try {
    return readFileSync(stampPath(outDir), 'utf8') === sourceFingerprint('.', env);
  } catch {
    return false;
  }
}

export function markBuilt(outDir = 'dist', fingerprint = sourceFingerprint()) {
  writeFileSync(stampPath(outDir), fingerprint);
}

/**
 * Builds the shop into `outDir` with `env` unless the build there still matches the sources and
 * `env`'s SITE_URL.
 * Answers whether it built; throws when the build fails.
 * @param {{ outDir?: string, env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function buildIfStale({ outDir = 'dist', env = process.env, stdio = 'inherit' } = {}) {
  if (isBuildFresh(outDir, env)) return false;
  const fingerprint = sourceFingerprint('.', env);
  const build = spawnSync(process.execPath, ASTRO_BUILD_ARGS, {
    stdio,
    // Always a production build: under NODE_ENV=test (Vitest sets it) Vite would compile JSX for
    // React's development runtime, which the production server's React does not have.
    env: { ...env, NODE_ENV: 'production', ASTRO_OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the build into ${outDir}/ failed (exit ${build.status ?? build.signal})`);
  markBuilt(outDir, fingerprint);
  return true;
}
