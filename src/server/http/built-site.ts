// The address a build was made for. Astro writes `site` (SITE_URL at build time) into every page it
// prerenders and into the server's own code: canonical URLs, Open Graph URLs, the sitemap's and the
// structured data's addresses, the domain X-Forwarded-Host may name. A build made without the
// shop's SITE_URL (README's deploy step once said `npm run build` alone) sends every search engine
// to http://localhost:4321. The build records its address (src/build/record-site.ts); the server
// compares it with its own SITE_URL at start (serve.ts), and a production server refuses to start
// with a build made for another address.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the build records its address in: in its server folder (beside `entry.mjs`), never among the published files. */
export const BUILT_SITE_FILE = 'built-for-site.txt';

/** An address in one spelling (`https://shop.test` and `https://shop.test/` are the same site). */
export const normalSite = (site: string) => new URL(site).href;

/** The address the build in `outDir` was made for, or null when it did not record one (an older build). */
export function builtSite(outDir: string): string | null {
  try {
    return readFileSync(join(outDir, 'server', BUILT_SITE_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** What is wrong with serving the build in `outDir` as `siteUrl`, or null when nothing is. */
export function builtSiteProblem(outDir: string, siteUrl: string): string | null {
  const built = builtSite(outDir);
  const rebuild = `rebuild it with the same address: SITE_URL=${siteUrl} npm run build`;
  if (built === null) return `${outDir}/ does not say which SITE_URL it was built for (a build from before this check): ${rebuild}`;
  if (normalSite(built) !== normalSite(siteUrl)) {
    return `${outDir}/ was built for SITE_URL=${built}, but this server's SITE_URL is ${siteUrl}: its pages would name ${built} as their address (canonical links, the sitemap); ${rebuild}`;
  }
  return null;
}
