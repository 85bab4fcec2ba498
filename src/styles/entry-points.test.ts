// The two stylesheets (decision 153): the storefront's holds none of the back-office's utilities and
// stays small, and each holds the utilities of every file its pages import. Both are compiled here as
// @tailwindcss/vite compiles them in the build (the entry's `source()` root and `@source` rules, the
// files found scanned for class names), so a change to an entry point or a new import is checked
// without a build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { describe, expect, it } from 'vitest';
import { importClosure, SRC } from '@tests/support/import-graph';

const STYLES = join(SRC, 'styles');
const ROOT = resolve(SRC, '..');

/** What the build makes of an entry point: its CSS, the class names it looked for and the files it read. */
async function build(entry: string) {
  const compiler = await compile(readFileSync(join(STYLES, entry), 'utf8'), { base: STYLES, onDependency: () => {} });
  // As @tailwindcss/vite: no source() means the whole project.
  const root = compiler.root === 'none' ? [] : compiler.root === null ? [{ base: ROOT, pattern: '**/*', negated: false }] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const candidates = scanner.scan();
  return { css: compiler.build(candidates), candidates: new Set(candidates), files: new Set(scanner.files) };
}

/** The class names written in `files`, found as the build finds them. */
function classNamesIn(files: Iterable<string>): Set<string> {
  const contents = [...files].map((file) => ({ content: readFileSync(file, 'utf8'), extension: file.split('.').pop() ?? '' }));
  return new Set(new Scanner({}).scanFiles(contents));
}

const pagesUnder = (folder: string): string[] =>
  readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.astro'))
    .map((name) => join(SRC, folder, name));

const adminPages = pagesUnder('pages/admin');
const shopPages = pagesUnder('pages').filter((page) => !page.startsWith(join(SRC, 'pages/admin')));
const shopFiles = importClosure([...shopPages, join(SRC, 'layouts/Layout.astro')]);
const adminFiles = importClosure([...adminPages, join(SRC, 'layouts/AdminLayout.astro')]);

const shown = (files: Iterable<string>) => [...files].map((file) => relative(ROOT, file)).sort();

describe('the storefront and back-office stylesheets', () => {
  it('the storefront reads every file its pages import, and none of the back-office’s own folders', async () => {
    const shop = await build('storefront.css');
    expect(shown([...shopFiles].filter((file) => !shop.files.has(file)))).toEqual([]);
    const backOfficeOwn = [...adminFiles].filter((file) => /[\\/](pages[\\/]admin|features[\\/]admin-[^\\/]+)[\\/]|AdminLayout/.test(file));
    expect(backOfficeOwn.length).toBeGreaterThan(20);
    expect(shown(backOfficeOwn.filter((file) => shop.files.has(file)))).toEqual([]);
  });

  it('the back-office reads every file its pages import', async () => {
    const admin = await build('admin.css');
    expect(shown([...adminFiles].filter((file) => !admin.files.has(file)))).toEqual([]);
  });

  it('the back-office reads no feature folder only the storefront uses', async () => {
    const admin = await build('admin.css');
    const folders = readdirSync(join(SRC, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('admin-'))
      .map((entry) => join(SRC, 'features', entry.name));
    const shopOnly = folders.filter((folder) => ![...adminFiles].some((file) => file.startsWith(folder + '/')));
    expect(shopOnly.length).toBeGreaterThan(5);
    // A new storefront-only folder belongs in admin.css's `@source not` list.
    expect(shown([...admin.files].filter((file) => shopOnly.some((folder) => file.startsWith(folder + '/'))))).toEqual([]);
  });

  it('no class name written only in the back-office’s files reaches the storefront’s stylesheet', async () => {
    const shop = await build('storefront.css');
    const storefrontNames = classNamesIn(shopFiles);
    const backOfficeNames = [...classNamesIn([...adminFiles].filter((file) => !shopFiles.has(file)))].filter(
      (name) => !storefrontNames.has(name),
    );
    // The back-office's own utilities, such as its upload fields' `file:` buttons and its tables'.
    const admin = await build('admin.css');
    const backOfficeUtilities = backOfficeNames.filter((name) => admin.candidates.has(name) && writesRule(admin.css, name));
    expect(backOfficeUtilities.length).toBeGreaterThan(20);
    expect(backOfficeUtilities.filter((name) => shop.candidates.has(name) && writesRule(shop.css, name))).toEqual([]);
  });

  it('the storefront’s stylesheet stays small (render-blocking on a slow phone)', async () => {
    const shop = await build('storefront.css');
    // 91 KB as compiled here (before minifying) in 2026-11, from 100 KB when it held the back-office's too.
    expect(shop.css.length).toBeLessThan(95_000);
  });
});

/** Whether `css` has a rule for the class `name` (`file:mr-3` is written `.file\:mr-3`). */
function writesRule(css: string, name: string): boolean {
  const selector = `.${name.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`)}`;
  return new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w\\\\-])`).test(css);
}
