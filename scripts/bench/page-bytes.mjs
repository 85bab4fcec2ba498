// What a page makes the browser download in JavaScript and CSS, measured from the page's own
// tags and the build output: gzip bytes of every script it loads (entry scripts, islands and their
// renderer, with their static imports) and of every stylesheet, inline ones included.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (text) => gzipSync(text, { level: 9 }).length;

/** Attribute values of `attr` on every `<tag …>` of the HTML. */
function tagsWith(html, tag, attr) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'gi'))) {
    const value = m[0].match(new RegExp(`\\s${attr}="([^"]*)"`, 'i'));
    out.push({ tag: m[0], value: value ? value[1] : null });
  }
  return out;
}

/** Inline <script> and <style> bodies (JSON-LD and other data blocks are not code). */
function inlineBlocks(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))) {
    const attrs = m[1];
    if (/\ssrc=/.test(attrs)) continue;
    const type = attrs.match(/\stype="([^"]*)"/i)?.[1];
    if (tag === 'script' && type && type !== 'module' && !/javascript/i.test(type)) continue;
    if (m[2].trim()) out.push(m[2]);
  }
  return out;
}

/** Static imports of a built ES module (minified: `import{a as b}from"./x.js"`, `import"./y.js"`). */
function staticImports(code) {
  const out = [];
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g)) out.push(m[1]);
  return out;
}

/** What a built module under /_astro imports dynamically (`import(\`./Toaster.x.js\`)`), as URL paths. */
function dynamicImports(clientDir, url) {
  const code = readFileSync(join(clientDir, url), 'utf8');
  return [...code.matchAll(/\bimport\(\s*[`"']([^`"']+\.m?js)[`"']\s*\)/g)].map((m) => new URL(m[1], `http://x${url}`).pathname);
}

/**
 * What the modules `roots` import dynamically, with everything that brings (its static imports,
 * and its own dynamic imports in turn), less what the page has `loaded` already.
 * @param {Set<string>} loaded URL paths
 * @param {Iterable<string>} roots URL paths
 */
function lazyClosure(clientDir, loaded, roots) {
  const lazy = new Set();
  let frontier = [...roots];
  while (frontier.length) {
    const targets = frontier.flatMap((url) => dynamicImports(clientDir, url));
    const added = [...moduleClosure(clientDir, targets)].filter((u) => !loaded.has(u) && !lazy.has(u));
    for (const u of added) lazy.add(u);
    frontier = added;
  }
  return lazy;
}

/**
 * Follows the static import graph from `entries` (URL paths under /_astro) in the client folder.
 * @returns {Set<string>} URL paths of every module loaded
 */
function moduleClosure(clientDir, entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url) || !url.startsWith('/')) continue;
    const file = join(clientDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      stack.push(new URL(spec, `http://x${url}`).pathname);
    }
  }
  return seen;
}

const cache = new Map();
/** gzip size of a built file, measured once. */
function fileGzip(clientDir, url) {
  const key = `${clientDir}${url}`;
  if (!cache.has(key)) cache.set(key, gz(readFileSync(join(clientDir, url))));
  return cache.get(key);
}

/**
 * Measures one page.
 * @param {string} html the page as served
 * @param {string} clientDir the build's client folder
 * @returns {{ islands: string[], laterIslands: string[], laterJsGzip: number, lazyModules: string[], lazyJsGzip: number, jsFiles: string[], jsGzip: number,
 *   reactGzip: number, otherJsGzip: number, inlineJsGzip: number, cssFiles: string[], cssGzip: number }}
 */
export function measurePage(html, clientDir) {
  // Each island: its component, renderer and directive. `client:interaction` islands load on the
  // shopper's first focus or touch (src/lib/directives/interaction.ts), not with the page.
  const islandTags = [...html.matchAll(/<astro-island\b[^>]*>/gi)].map((m) => {
    const attr = (name) => m[0].match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1] ?? null;
    return { component: attr('component-url'), renderer: attr('renderer-url'), client: attr('client') };
  });
  const upFrontIslands = islandTags.filter((i) => i.component && i.client !== 'interaction');
  const laterIslands = islandTags.filter((i) => i.component && i.client === 'interaction');
  const islands = upFrontIslands.map((i) => i.component);
  const renderers = upFrontIslands.map((i) => i.renderer).filter(Boolean);
  const moduleScripts = tagsWith(html, 'script', 'src').map((t) => t.value).filter(Boolean);
  const preloads = tagsWith(html, 'link', 'href')
    .filter((t) => /rel="modulepreload"/i.test(t.tag))
    .map((t) => t.value);

  const all = moduleClosure(clientDir, [...islands, ...renderers, ...moduleScripts, ...preloads]);
  // What the page's own scripts import dynamically loads with every page as well, only later: the
  // storefront's file, which the layout's script imports once the page has painted (decision 094).
  // Counted with the page's JavaScript. (A page script importing something only on a click would
  // be counted too: more, never less, than the page loads.)
  const entryDynamic = moduleScripts.filter((u) => u.startsWith('/') && existsSync(join(clientDir, u))).flatMap((url) => dynamicImports(clientDir, url));
  for (const url of moduleClosure(clientDir, entryDynamic)) all.add(url);
  // What the first interaction adds: those islands' modules not already loaded.
  const later = moduleClosure(clientDir, laterIslands.flatMap((i) => [i.component, i.renderer].filter(Boolean)));
  for (const url of all) later.delete(url);
  // What loads when first needed (the toaster, at the first toast), wherever it is imported from.
  // Counted as on a page where nothing else happened yet (the React it may bring included).
  const lazy = lazyClosure(clientDir, all, [...all, ...later]);
  // The React runtime: the renderer Astro hydrates islands with, its imports, and the JSX runtime.
  const react = moduleClosure(clientDir, [...new Set(renderers)]);
  for (const url of all) if (/\/jsx-runtime\.[\w-]+\.js$/.test(url)) react.add(url);
  const inline = inlineBlocks(html, 'script');
  const inlineJsGzip = inline.length ? gz(inline.join('\n')) : 0;
  const sum = (urls) => [...urls].reduce((n, u) => n + fileGzip(clientDir, u), 0);
  const jsGzip = sum(all) + inlineJsGzip;
  const reactGzip = sum(react);

  const cssFiles = tagsWith(html, 'link', 'href')
    .filter((t) => /rel="stylesheet"/i.test(t.tag))
    .map((t) => t.value)
    .filter((u) => u && existsSync(join(clientDir, u)));
  const inlineCss = inlineBlocks(html, 'style');
  const cssGzip = sum(new Set(cssFiles)) + (inlineCss.length ? gz(inlineCss.join('\n')) : 0);

  const componentName = (url) => url.split('/').pop().replace(/\.[\w-]+\.js$/, '');
  return {
    islands: [...new Set(islands.map(componentName))].sort(),
    laterIslands: [...new Set(laterIslands.map((i) => componentName(i.component)))].sort(),
    laterJsGzip: sum(later),
    lazyModules: [...lazy].map((u) => u.split('/').pop().replace(/\.[\w-]+\.js$/, '')).sort(),
    lazyJsGzip: sum(lazy),
    jsFiles: [...all].sort(),
    jsGzip,
    reactGzip,
    otherJsGzip: jsGzip - reactGzip,
    inlineJsGzip,
    cssFiles,
    cssGzip,
  };
}
