// Global set-up of the API suite: one PGlite database image made once per run, fresh and migrated.
// A new PGlite runs initdb in WebAssembly (about 8 s of CPU on this machine); loading an image of
// one takes about 2 s, and migrating again would add nothing. Each test file then opens its own
// in-memory database from the image (harness.ts `openTestDb`), as separate as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Files holding PGlite data folder images (tar): just after initdb, and after every migration. */
    pgliteImages: { fresh: string; migrated: string };
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-image-'));
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    const fresh = join(dir, 'fresh.tar');
    writeFileSync(fresh, new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer()));
    await migrate(handle.db);
    const migrated = join(dir, 'migrated.tar');
    writeFileSync(migrated, new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer()));
    project.provide('pgliteImages', { fresh, migrated });
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
