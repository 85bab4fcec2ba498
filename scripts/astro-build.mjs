// How the shop is built, for every script that builds it (npm run build says the same in package.json).
//
// Astro's CLI runs under Node with V8's background Maglev and Sparkplug compilers off. Node 24 can
// deadlock at exit: a background compile job waits for a garbage collection that the exiting main
// thread, joining those very threads, never runs (nodejs/node#54918). The build printed "Complete!"
// and then hung for good, 2 builds in about 8 on a busy 2-core machine (docs/decisions/175). Off, a
// build takes about 4 % longer (10.4 against 10.0 s) and code is compiled on the main thread instead.
export const V8_EXIT_SAFE_FLAGS = ['--no-maglev', '--no-concurrent-sparkplug'];

/** The arguments after `node` that build the shop. */
export const ASTRO_BUILD_ARGS = [...V8_EXIT_SAFE_FLAGS, 'node_modules/astro/bin/astro.mjs', 'build'];
