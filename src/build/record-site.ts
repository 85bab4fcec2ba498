// Records the address a build was made for (Astro's `site`, from SITE_URL) in the build's server
// folder, where the server checks it against its own SITE_URL at start (src/server/http/built-site.ts).
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { BUILT_SITE_FILE } from '../server/http/built-site.ts';

export function recordSite(): AstroIntegration {
  let site: string | undefined;
  let serverDir: URL | undefined;
  return {
    name: 'shop-record-site',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        serverDir = config.build.server;
      },
      'astro:build:done': ({ logger }) => {
        if (!site || !serverDir) return;
        writeFileSync(new URL(BUILT_SITE_FILE, serverDir), `${site}\n`);
        logger.info(`built for SITE_URL=${site}`);
      },
    },
  };
}
