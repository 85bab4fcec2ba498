// Which build a process uses, and telling the build script so (docs/decisions/180). `npm run build`
// writes each build into a folder of its own (`dist-builds/<time>`) and then points `dist` (a
// symlink) at it in one rename (scripts/build-state.mjs). A server that read its files through
// `dist` would find the next build's files under the old names as soon as `dist` moved: its index
// of static files and the page chunks it loads lazily would no longer match. So the server resolves
// `dist` once, at start, and keeps the folder it found until it is restarted; and it leaves a mark
// in that folder, so the build script never deletes a build a running server still uses.
import { readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A process using a build leaves a file named this and its pid in the build's folder. */
const IN_USE_PREFIX = '.in-use-';

/** The real folder behind `outDir` (a symlink after `npm run build`; a plain folder for older builds), as it is now. */
export function servedBuild(outDir: string): string {
  return realpathSync(outDir);
}

/**
 * Marks `buildDir` as used by process `pid`; answers the function that takes the mark away. Best
 * effort: a folder this process cannot write (built by another user) is served all the same, and
 * a mark left by a process that was killed counts for nothing (`inUse`).
 */
export function markInUse(buildDir: string, pid = process.pid): () => void {
  const mark = join(buildDir, `${IN_USE_PREFIX}${pid}`);
  try {
    writeFileSync(mark, `${new Date().toISOString()}\n`);
  } catch {
    return () => {};
  }
  return () => rmSync(mark, { force: true });
}

/** Whether a running process (a server, a build under way) marked `buildDir` as its own. */
export function inUse(buildDir: string): boolean {
  let names: string[];
  try {
    names = readdirSync(buildDir);
  } catch {
    return false;
  }
  return names.some((name) => name.startsWith(IN_USE_PREFIX) && isRunning(Number(name.slice(IN_USE_PREFIX.length))));
}

/** Whether process `pid` exists on this machine (EPERM: it does, as another user's). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
