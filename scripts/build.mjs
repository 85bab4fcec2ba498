// `npm run build`: builds the shop beside the build a running shop serves, then swaps it in at the
// very end (ASTRO_OUT_DIR, default dist, becomes a symlink to the new folder in dist-builds/). The
// running shop goes on serving the build it started with; restart it to serve the new one
// (docs/decisions/180, 181).
import { relative } from 'node:path';
import { buildAndSwap } from './build-state.mjs';

const outDir = process.env.ASTRO_OUT_DIR || 'dist';
try {
  const built = buildAndSwap({ outDir });
  console.log(`[build] ${outDir} is now ${relative('.', built)}/: restart the shop to serve it (a running shop keeps the build it started with)`);
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
