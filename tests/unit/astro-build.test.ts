import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASTRO_BUILD_ARGS, V8_EXIT_SAFE_FLAGS } from '../../scripts/astro-build.mjs';

// Every build runs with V8's background compilers off, or it may hang at exit (scripts/astro-build.mjs).
describe('the build command', () => {
  it('npm run build builds as the scripts do, with the exit-safe flags', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.build).toBe(`node ${ASTRO_BUILD_ARGS.join(' ')}`);
    expect(ASTRO_BUILD_ARGS.slice(0, V8_EXIT_SAFE_FLAGS.length)).toEqual(V8_EXIT_SAFE_FLAGS);
  });
});
