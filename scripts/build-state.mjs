// Decides whether the built shop in dist/ still matches the sources, and builds it beside the one
// being served, swapping it in at the very end (docs/decisions/180).
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_SITE_URL } from '../src/server/env.ts';
import { inUse, markInUse } from '../src/server/http/served-build.ts';
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
 * A fingerprint of every source that goes into the build (paths, sizes, modification times), of
 * the address it is made for, and of the `PUBLIC_` settings Vite writes into the browser's code
 * (PUBLIC_API_URL): a build for another SITE_URL or API is stale (src/server/http/built-site.ts).
 */
export function sourceFingerprint(root = '.', env = process.env) {
  const hash = createHash('sha256');
  hash.update(`SITE_URL\0${siteOf(env)}\n`);
  for (const name of Object.keys(env).filter((key) => key.startsWith('PUBLIC_')).sort()) hash.update(`${name}\0${env[name]}\n`);
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
  buildAndSwap({ outDir, env, stdio });
  return true;
}

/** @typedef {(dir: string, env: NodeJS.ProcessEnv, stdio: import('node:child_process').StdioOptions) => void} BuildStep */

/** Astro's build of the shop into `dir`, always a production one; throws when it fails. @type {BuildStep} */
function astroBuild(dir, env, stdio) {
  const build = spawnSync(process.execPath, ASTRO_BUILD_ARGS, {
    stdio,
    // Always a production build: under NODE_ENV=test (Vitest sets it) Vite would compile JSX for
    // React's development runtime, which the production server's React does not have.
    env: { ...env, NODE_ENV: 'production', ASTRO_OUT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the build into ${relative('.', dir)}/ failed (exit ${build.status ?? build.signal})`);
}

/** Where `outDir`'s builds are kept, one folder each: `dist` → `dist-builds/`. Beside it, so inside the project (its node_modules). */
export const buildsFolderOf = (outDir) => `${resolve(outDir)}-builds`;

/** A build lists the hashed assets it made itself here, so the next builds carry those and no older ones. */
const OWN_ASSETS = '.own-assets';
const ASSETS = join('client', '_astro');

/**
 * Builds the shop into a new folder of `outDir`'s builds while the shop may be serving the current
 * one, then points `outDir` (a symlink) at it with one rename: a server keeps the folder it started
 * from until it is restarted (src/server/http/served-build.ts), and `outDir` is never half-written.
 * The new build carries the hashed assets of the builds it keeps (the one `outDir` pointed at, any a
 * running server uses), so pages already open in shoppers' browsers still load their scripts after
 * the restart. Builds beyond those are deleted. `build` is Astro's, or a test's stand-in.
 * Answers the new build's folder; throws when the build fails, leaving `outDir` as it was.
 * @param {{ outDir?: string, env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions, build?: BuildStep }} [options]
 */
export function buildAndSwap({ outDir = 'dist', env = process.env, stdio = 'inherit', build = astroBuild } = {}) {
  const link = resolve(outDir);
  const builds = buildsFolderOf(outDir);
  mkdirSync(builds, { recursive: true });
  // Named by its time, so a listing reads oldest first. Not mkdtemp's folder: that one only its owner
  // may read, and nginx (another user) serves client/ from here.
  const fresh = join(builds, `${new Date().toISOString().replace(/\D/g, '')}-${randomBytes(3).toString('hex')}`);
  mkdirSync(fresh);
  // A build under way is "in use": another build's clean-up must not delete it.
  const unmark = markInUse(fresh);
  let previous;
  try {
    const fingerprint = sourceFingerprint('.', env);
    build(fresh, env, stdio);
    writeFileSync(join(fresh, OWN_ASSETS), assetNames(fresh).join('\n'));
    markBuilt(fresh, fingerprint);
    const current = existsSync(link) ? realpathSync(link) : null;
    const running = otherBuilds(builds, fresh).filter(inUse);
    for (const kept of new Set([current, ...running])) if (kept) carryAssets(kept, fresh);
    previous = pointAt(link, fresh, builds) ?? current;
  } catch (error) {
    unmark();
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  unmark();
  for (const old of otherBuilds(builds, fresh)) {
    if (old !== previous && !inUse(old)) rmSync(old, { recursive: true, force: true });
  }
  return fresh;
}

/** The build folders in `builds` other than `fresh`, as absolute paths. */
function otherBuilds(builds, fresh) {
  return readdirSync(builds, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && join(builds, entry.name) !== fresh)
    .map((entry) => join(builds, entry.name));
}

/** The hashed assets under a build's client/_astro, as paths inside that folder. */
function assetNames(buildDir) {
  const root = join(buildDir, ASSETS);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The assets `buildDir` made itself (all of them, for a build from before the list was kept). */
function ownAssets(buildDir) {
  try {
    return readFileSync(join(buildDir, OWN_ASSETS), 'utf8').split('\n').filter(Boolean);
  } catch {
    return assetNames(buildDir);
  }
}

/**
 * Puts `from`'s own hashed assets into `to` beside `to`'s, as hard links (the files never change)
 * or copies across disks; a name `to` has already is its own file and stays.
 */
function carryAssets(from, to) {
  for (const name of ownAssets(from)) {
    const source = join(from, ASSETS, name);
    const target = join(to, ASSETS, name);
    if (existsSync(target) || !existsSync(source)) continue;
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
}

/**
 * Points the symlink `link` at `fresh` in one rename: at every moment `link` is the old build or the
 * new one. A plain folder at `link` (a build from before this scheme) is moved among the builds
 * first, and its new path is answered; otherwise undefined.
 */
function pointAt(link, fresh, builds) {
  const next = `${link}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(relative(dirname(link), fresh), next, 'dir');
  let moved;
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    moved = join(builds, `before-${basename(fresh)}`);
    renameSync(link, moved);
  }
  renameSync(next, link);
  return moved;
}
