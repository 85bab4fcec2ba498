import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASTRO_BUILD_ARGS, V8_EXIT_SAFE_FLAGS } from '../../scripts/astro-build.mjs';

// Every build runs with V8's background compilers off, or it may hang at exit (scripts/astro-build.mjs).
describe('the build command', () => {
  it('npm run build builds as the scripts do (scripts/build-state.mjs), with the exit-safe flags', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    // It builds beside the served build and swaps it in (docs/decisions/180), through build-state.mjs's one spawn.
    expect(scripts.build).toBe('node scripts/build.mjs');
    expect(readFileSync('scripts/build.mjs', 'utf8')).toContain("from './build-state.mjs'");
    expect(readFileSync('scripts/build-state.mjs', 'utf8')).toContain('spawnSync(process.execPath, ASTRO_BUILD_ARGS');
    expect(ASTRO_BUILD_ARGS.slice(0, V8_EXIT_SAFE_FLAGS.length)).toEqual(V8_EXIT_SAFE_FLAGS);
  });
});
