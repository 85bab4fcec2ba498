/**
 * An editor's change reaches the page: edit a content file, build, and the built HTML changes.
 *
 * This runs a real `astro build` (the editor's own command) on a scratch copy of the project
 * whose only pages are /policies and /faq, so it exercises the real content config, loaders,
 * schemas, pages and layout, in about ten seconds rather than a full shop build. node_modules and
 * public/ are linked, not copied. The copy is deleted afterwards (kept if the test fails).
 * The shared header lists the categories from the API; here the API address points at a closed
 * port, so the header falls back to 'All products' at once instead of seeding a database.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_BUILD_ARGS } from '../../scripts/astro-build.mjs';

const root = resolve(import.meta.dirname, '../..');
const PAGES_KEPT = new Set(['policies.astro', 'faq.astro']);
const LINKED = new Set(['node_modules', 'public']);
const SKIPPED = new Set(['.git', '.astro', 'data', 'test-results', 'playwright-report', 'bench', 'e2e', 'tests']);

const ORIGINAL_POLICY = 'Processing takes 1–2 business days.';
const EDITED_POLICY = 'Processing takes exactly one business day, edited by a test.';
const EDITED_QUESTION = 'Do you deliver to the moon? (edited by a test)';

let scratch = '';
let failed = false;

/** A page left out of the build that still answers its address, so content may link to it (checks.ts). */
const STUB_PAGE = '---\nexport const prerender = false;\n---\n';

function copyProject(to: string) {
  const stubs: string[] = [];
  for (const name of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'drizzle', 'src']) {
    const from = join(root, name);
    if (!existsSync(from)) continue;
    cpSync(from, join(to, name), {
      recursive: true,
      filter: (path) => {
        const rel = relative(root, path);
        if (rel.split('/').some((part) => SKIPPED.has(part) || part.startsWith('dist'))) return false;
        // Only the pages under test are built: no home page (it needs the catalogue), no API, no
        // catalogue. The shop's other pages stay as empty on-demand stubs that build nothing.
        if (rel.startsWith('src/pages/') && rel.endsWith('.astro') && !PAGES_KEPT.has(rel.slice('src/pages/'.length))) {
          stubs.push(rel);
          return false;
        }
        if (rel.startsWith('src/pages/') && /\.\w+$/.test(rel)) return PAGES_KEPT.has(rel.slice('src/pages/'.length));
        return !/\.test\.tsx?$/.test(rel);
      },
    });
  }
  for (const rel of stubs) writeFileSync(join(to, rel), STUB_PAGE);
  for (const name of LINKED) symlinkSync(join(root, name), join(to, name), 'dir');
}

function edit(path: string, change: (text: string) => string) {
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${path} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

const builtPage = (route: string) => readFileSync(join(scratch, 'dist', 'client', route, 'index.html'), 'utf8');

/** `astro build` in a scratch copy of the project, as the editor runs it (no database: the API's address is a closed port). */
function build(cwd: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    DATA_DIR: join(cwd, 'data'),
    PUBLIC_API_URL: 'http://127.0.0.1:9/api/v1',
  };
  delete env.ASTRO_OUT_DIR;
  return spawnSync(process.execPath, ASTRO_BUILD_ARGS, { cwd, env, encoding: 'utf8', timeout: 150_000 });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'content-build-'));
  copyProject(scratch);
  edit(join(scratch, 'src/content/policies/shipping.md'), (text) => text.replace(ORIGINAL_POLICY, EDITED_POLICY));
  edit(join(scratch, 'src/content/faq/how-long-does-delivery-take.md'), (text) =>
    text.replace(/^question: .*$/m, `question: ${EDITED_QUESTION}`),
  );
  const built = build(scratch);
  if (built.status !== 0) {
    failed = true;
    throw new Error(`astro build failed in ${scratch}:\n${built.stdout}\n${built.stderr}`);
  }
}, 180_000);

afterAll(() => {
  if (scratch && !failed) rmSync(scratch, { recursive: true, force: true });
});

describe('an editor changes a content file and rebuilds', () => {
  it('the source file really held the old words (so the test can fail)', () => {
    expect(readFileSync(join(root, 'src/content/policies/shipping.md'), 'utf8')).toContain(ORIGINAL_POLICY);
  });

  it('the policies page shows the edited sentence, not the old one', () => {
    const html = builtPage('policies');
    expect(html).toContain('exactly one business day, edited by a test.');
    expect(html).not.toContain('Processing takes 1–2 business days.');
    // The rest of the page is still there.
    expect(html).toContain('id="returns"');
  });

  it('the FAQ shows the edited question, in the accordion and in its structured data', () => {
    const html = builtPage('faq');
    const question = 'Do you deliver to the moon? (edited by a test)';
    expect(html.split(question).length - 1).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain('How long does delivery take?');
  });
});

describe("an editor's mistake stops a real build", () => {
  // The home page is rendered on demand, so no page reads home.yaml at build: its check runs as the
  // file loads, before anything is bundled (content.config.ts, decision 178). On a copy of the
  // project, so a test that stops midway leaves no faulty file in src/content.
  it('words YAML would cut at # in home.yaml stop the build in its first seconds, naming the file, line and fix', () => {
    const copy = mkdtempSync(join(tmpdir(), 'content-build-fault-'));
    try {
      copyProject(copy);
      edit(join(copy, 'src/content/home/home.yaml'), (text) => text.replace('heading: Best Sellers', 'heading: Our #1 sellers'));
      const line = readFileSync(join(copy, 'src/content/home/home.yaml'), 'utf8').split('\n').indexOf('  heading: Our #1 sellers') + 1;
      const started = performance.now();
      const built = build(copy);
      const output = `${built.stdout}\n${built.stderr}`;
      expect(built.status, output).not.toBe(0);
      expect(output).toContain('src/content/home/home.yaml needs a change before the shop can be published:');
      expect(output).toContain(`line ${line}: the words after '#' would be dropped`);
      // Stopped while loading the content, before Vite bundles the pages (about ten seconds).
      expect(output).not.toContain('building client');
      expect(performance.now() - started).toBeLessThan(30_000);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
