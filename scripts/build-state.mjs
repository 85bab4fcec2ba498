// Decides whether the built shop in dist/ still matches the sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** A fingerprint of every source that goes into the build (paths, sizes, modification times). */
export function sourceFingerprint(root = '.') {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [path, st] of files(join(root, input))) hash.update(`${path}\0${st.size}\0${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampPath = (outDir) => join(outDir, '.source-fingerprint');

export function isBuildFresh(outDir = 'dist') {
  if (!existsSync(join(outDir, 'server', 'entry.mjs'))) return false;
  try {
    return readFileSync(stampPath(outDir), 'utf8') === sourceFingerprint();
  } catch {
    return false;
  }
}

export function markBuilt(outDir = 'dist', fingerprint = sourceFingerprint()) {
  writeFileSync(stampPath(outDir), fingerprint);
}
