/** Which addresses the shop's pages answer, read from Astro's file routes (src/pages) at build time. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PAGE_FILE = /\.(astro|md|ts)$/;
/** [id] or [slug]: one segment, any name. */
const PARAM = /^\[[^.\]]+\]$/;

/**
 * Whether a page in `pagesDir` answers `path` ('/policies', '/product/12', '/account/orders'):
 * a file or folder of that name, an index page, or a [param] / [...rest] route that takes any name.
 */
export function routeExists(pagesDir: string, path: string): boolean {
  return segmentsExist(pagesDir, path.split('/').filter(Boolean));
}

function segmentsExist(dir: string, segments: readonly string[]): boolean {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const pages = names.filter((n) => PAGE_FILE.test(n) && !n.startsWith('_')).map((n) => n.replace(PAGE_FILE, ''));
  if (segments.length === 0) return pages.includes('index');
  if (names.some((n) => n.startsWith('[...'))) return true;
  const [first, ...rest] = segments;
  if (rest.length === 0 && pages.some((stem) => stem === first || PARAM.test(stem))) return true;
  const folders = names.filter((n) => (n === first || PARAM.test(n)) && statSync(join(dir, n)).isDirectory());
  return folders.some((folder) => segmentsExist(join(dir, folder), rest));
}
