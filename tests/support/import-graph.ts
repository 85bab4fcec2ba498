// Which of our files a set of files imports, directly or not, read from their import lines (no
// bundler): for tests about what a page or a script brings with it (src/styles/entry-points.test.ts,
// src/components/storefront.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC = fileURLToPath(new URL('../../src', import.meta.url));

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)(?!\s+type\s)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

/** A module specifier of ours as a file under src/, or null for a package or an asset. */
function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0]!;
  const base = bare.startsWith('@/') ? join(SRC, bare.slice(2)) : bare.startsWith('.') ? resolve(dirname(from), bare) : null;
  if (!base || /\.(css|woff2|svg|webp|png|jpg|json)$/.test(base)) return null;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/**
 * Every file of ours `entries` import, themselves included: by static imports, and by dynamic
 * `import()` too unless `dynamic` is false. The server's own code (src/server: the API and the
 * database) is not followed.
 */
export function importClosure(entries: Iterable<string>, { dynamic = true } = {}): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || file.startsWith(join(SRC, 'server'))) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(STATIC_IMPORT)].map((match) => (match[1] ?? match[2])!);
    if (dynamic) specifiers.push(...[...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!));
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}
