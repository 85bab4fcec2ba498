import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};

// Three suites, each with the limits its kind of test needs (`npm run test:unit|api|faults`).
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    // Two cores here: keep the pool small so builds and other suites can share them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        // A fresh PGlite runs initdb in WebAssembly: seconds when idle, a minute or more on a
        // 2-core machine busy with a build. The limits keep the suite about behaviour, not speed.
        // Every file's PGlite starts from one image made by the global set-up (tests/api/pglite-template.ts).
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/api/pglite-template.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        // Real processes of the built shop, one test file at a time (they share ports and the build).
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/faults/setup.ts'],
          maxWorkers: 1,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
