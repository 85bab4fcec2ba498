// Build time: writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// built client folder, so the server (sirv, src/server/http/static-files.ts) sends them without
// compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map', '.ico',
]);
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses every eligible file under `dir` at the highest settings (done once, at build time).
 * Copies that would not be smaller than the original are not written.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const queue: string[] = [];
  for await (const path of walk(dir)) {
    if (COMPRESSIBLE_EXTENSIONS.has(extensionOf(path))) queue.push(path);
  }
  // Two at a time: the build machine may be small and busy.
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const { size } = await stat(path);
      if (size < MIN_BYTES) continue;
      const data = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.bytes += size;
      if (br.length < size) {
        await writeFile(`${path}.br`, br);
        totals.br += br.length;
      }
      if (gzipped.length < size) {
        await writeFile(`${path}.gz`, gzipped);
        totals.gz += gzipped.length;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return totals;
}

/** Astro integration: precompresses the client output after every build. */
export function precompress(): AstroIntegration {
  return {
    name: 'shop:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // With the node adapter `dir` is the client folder (dist/client).
        const t = await precompressDir(fileURLToPath(dir));
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        logger.info(`${t.files} files (${kb(t.bytes)}) precompressed: brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
      },
    },
  };
}
