import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAndSwap, buildsFolderOf } from '../../scripts/build-state.mjs';
import { freePort, kill, processDatabase, startBuiltShop } from './processes.ts';

// An operator runs `npm run build` in the folder a running shop serves (docs/decisions/180): the shop
// must go on answering its pages and assets from the build it started with, and serve the new one
// after one restart, when pages opened before it still load their scripts. A real build takes a
// minute here, so the two builds are the suite's dist/ copied by a stand-in for Astro's build step;
// the second renames every hashed file (its client assets and its server chunks) as a changed
// source would, and puts a mark at the top of the FAQ page.
const PORT = await freePort();
const outDir = `dist-swap-test-${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-build-swap-'));
const database = processDatabase(dataDir);
const children: ReturnType<typeof startBuiltShop>[] = [];
afterAll(() => {
  for (const c of children) kill(c.child, 'SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  rmSync(buildsFolderOf(outDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const SECOND_BUILD_MARK = '<!-- the second build -->';

/** The files of a folder, recursively, as absolute paths. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A stand-in for Astro's build: the suite's dist/ as it is (without the marks of processes using it). */
function copyOfDist(dir: string) {
  cpSync(realpathSync('dist'), dir, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
}

/** Like copyOfDist, as a build of changed sources: every hashed file under a new name, and the FAQ page changed. */
function changedCopyOfDist(dir: string) {
  copyOfDist(dir);
  const hashed = [...filesIn(path.join(dir, 'client', '_astro')), ...filesIn(path.join(dir, 'server', 'chunks'))];
  // The compressed copies would keep the old contents: the server sends the plain files instead.
  for (const file of filesIn(dir)) if (/\.(br|gz)$/.test(file)) rmSync(file);
  const renamed = new Map<string, string>();
  for (const file of hashed.filter((f) => !/\.(br|gz)$/.test(f))) {
    const name = path.basename(file);
    const next = name.replace(/(\.[a-z0-9]+)$/, '-b$1');
    renameSync(file, path.join(path.dirname(file), next));
    renamed.set(`/${name}`, `/${next}`);
  }
  for (const file of filesIn(dir).filter((f) => /\.(html|mjs|js|css)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    let changed = text;
    for (const [from, to] of renamed) changed = changed.replaceAll(from, to);
    if (file.endsWith(path.join('faq', 'index.html'))) changed = `${SECOND_BUILD_MARK}\n${changed}`;
    if (changed !== text) writeFileSync(file, changed);
  }
}

const get = (p: string) => fetch(`http://127.0.0.1:${PORT}${p}`);
/** The hashed scripts and stylesheets a page names. */
const assetsOf = (html: string) => [...new Set(html.match(/\/_astro\/[^"'\s)]+\.(?:js|css)/g) ?? [])];

/** Each of `paths` answered 200 with a body by the shop. */
async function expectServed(paths: string[]) {
  for (const p of paths) {
    const res = await get(p);
    expect(res.status, p).toBe(200);
    expect((await res.arrayBuffer()).byteLength, p).toBeGreaterThan(0);
  }
}

function startShop() {
  // No demo catalogue: the pages render as well without it, and the starts are quicker.
  const shop = startBuiltShop({ PORT: String(PORT), ASTRO_OUT_DIR: outDir, SEED_DEMO: 'off', ...database.env });
  children.push(shop);
  return shop;
}

describe(`a build beside the running shop (${database.label})`, () => {
  it('leaves the running shop serving its own build; after a restart the new one, with the old pages’ assets', async () => {
    const first = buildAndSwap({ outDir, build: copyOfDist });
    const running = startShop();
    await running.started;
    const faqBefore = await (await get('/faq/')).text();
    const oldAssets = assetsOf(faqBefore);
    expect(oldAssets.length).toBeGreaterThan(0);
    await expectServed(oldAssets);

    // The operator builds while the shop serves.
    const second = buildAndSwap({ outDir, build: changedCopyOfDist });
    expect(realpathSync(outDir)).toBe(second);

    // The running shop answers from its own build: the same FAQ page (sirv's index of the old
    // folder), the home page it renders for the first time now (page chunks loaded lazily), and
    // every asset either names.
    const faqDuring = await get('/faq/');
    expect(faqDuring.status).toBe(200);
    expect(await faqDuring.text()).toBe(faqBefore);
    const home = await get('/');
    expect(home.status).toBe(200);
    const homeAssets = assetsOf(await home.text());
    expect(homeAssets.every((a) => !a.includes('-b.'))).toBe(true);
    await expectServed([...oldAssets, ...homeAssets]);

    // One restart: the new build, and a page opened before it still loads its scripts.
    kill(running.child, 'SIGTERM');
    expect((await running.exited).code).toBe(0);
    const restarted = startShop();
    await restarted.started;
    expect(await (await get('/faq/')).text()).toContain(SECOND_BUILD_MARK);
    const newAssets = assetsOf(await (await get('/')).text());
    expect(newAssets.length).toBeGreaterThan(0);
    expect(newAssets.every((a) => a.includes('-b.'))).toBe(true);
    await expectServed([...newAssets, ...oldAssets, ...homeAssets]);

    // Two more builds while it serves the second: the first goes (neither the last two nor in
    // use); the second stays while the shop uses it, with the two newer ones.
    const third = buildAndSwap({ outDir, build: copyOfDist });
    expect(existsSync(first)).toBe(false);
    const fourth = buildAndSwap({ outDir, build: copyOfDist });
    expect(readdirSync(buildsFolderOf(outDir)).map((name) => path.join(buildsFolderOf(outDir), name)).sort()).toEqual([second, third, fourth].sort());
    await expectServed(['/faq/', '/', ...newAssets]);
  });
});
