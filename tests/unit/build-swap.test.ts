import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAndSwap, buildsFolderOf, sourceFingerprint } from '../../scripts/build-state.mjs';

// `npm run build` beside a running shop (docs/decisions/180), with a stand-in for Astro's build that
// writes one page and one hashed asset named after it: what happens to the folders around it.
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A build step writing `client/index.html` naming `/_astro/<name>.js`, and that asset. */
const fakeBuild = (name: string) => (dir: string) => {
  mkdirSync(path.join(dir, 'client', '_astro'), { recursive: true });
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'entry.mjs'), '');
  writeFileSync(path.join(dir, 'client', 'index.html'), `<script src="/_astro/${name}.js"></script>`);
  writeFileSync(path.join(dir, 'client', '_astro', `${name}.js`), `/* ${name} */`);
};
const assets = (outDir: string) => readdirSync(path.join(outDir, 'client', '_astro')).sort();

describe('a build beside the served one', () => {
  it('moves a folder built in place among the builds, keeps its assets in the new build, and serves nothing half-written', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'build-swap-'));
    const outDir = path.join(scratch, 'dist');
    // A build from before this scheme: a plain folder.
    fakeBuild('old')(outDir);
    const built = buildAndSwap({ outDir, build: fakeBuild('one') });
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(realpathSync(outDir)).toBe(built);
    expect(readFileSync(path.join(outDir, 'client', 'index.html'), 'utf8')).toContain('one.js');
    expect(assets(outDir)).toEqual(['old.js', 'one.js']);
    // Readable by nginx's user, not only the builder's.
    expect(statSync(built).mode & 0o005).toBe(0o005);
    expect(readdirSync(buildsFolderOf(outDir))).toHaveLength(2);
  });

  it('carries the last build’s own assets only, and keeps the last two builds', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'build-swap-'));
    const outDir = path.join(scratch, 'dist');
    const first = buildAndSwap({ outDir, build: fakeBuild('one') });
    const second = buildAndSwap({ outDir, build: fakeBuild('two') });
    expect(assets(outDir)).toEqual(['one.js', 'two.js']);
    const third = buildAndSwap({ outDir, build: fakeBuild('three') });
    expect(assets(outDir)).toEqual(['three.js', 'two.js']);
    expect(existsSync(first)).toBe(false);
    expect(readdirSync(buildsFolderOf(outDir)).map((name) => path.join(buildsFolderOf(outDir), name)).sort()).toEqual([second, third].sort());
  });

  it('leaves the served build as it was when the new build fails', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'build-swap-'));
    const outDir = path.join(scratch, 'dist');
    const served = buildAndSwap({ outDir, build: fakeBuild('one') });
    const failing = (dir: string) => {
      fakeBuild('half')(dir);
      throw new Error('the build failed');
    };
    expect(() => buildAndSwap({ outDir, build: failing })).toThrow('the build failed');
    expect(realpathSync(outDir)).toBe(served);
    expect(readdirSync(buildsFolderOf(outDir))).toEqual([path.basename(served)]);
  });
});

describe("a build's fingerprint", () => {
  it('changes with the address and the API address the browser code is built for, not with other settings', () => {
    // A small stand-in project: the fingerprint reads its sources from the folder given.
    scratch = mkdtempSync(path.join(tmpdir(), 'build-fingerprint-'));
    mkdirSync(path.join(scratch, 'src'));
    writeFileSync(path.join(scratch, 'src', 'page.astro'), '<h1>Shop</h1>');
    const site = { SITE_URL: 'https://shop.example.in' };
    const base = sourceFingerprint(scratch, site);
    expect(sourceFingerprint(scratch, { ...site, PORT: '4000', RATE_LIMITS: 'off' })).toBe(base);
    expect(sourceFingerprint(scratch, { SITE_URL: 'https://other.example.in' })).not.toBe(base);
    // PUBLIC_API_URL is written into the browser's code at build: another one needs a new build.
    const api = sourceFingerprint(scratch, { ...site, PUBLIC_API_URL: 'https://api.example.in/api/v1' });
    expect(api).not.toBe(base);
    expect(sourceFingerprint(scratch, { PUBLIC_API_URL: 'https://api.example.in/api/v1', ...site })).toBe(api);
  });
});
