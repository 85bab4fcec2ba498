// The Node flags and the environment the shop's server process runs with, wherever it is started
// from (npm start, the bench, the soak, the faults suite): one list, so each measures the server an
// operator runs. Decisions 069 and 091 have the measurements.

/**
 * - WebAssembly stays on V8's baseline compiler (Liftoff). The embedded database (PGlite) is
 *   PostgreSQL compiled to WebAssembly, and its executor is one huge function: optimising it with
 *   TurboFan took about 600 MB of compiler memory at the first busy minute, for queries no faster
 *   here. With PostgreSQL (DATABASE_URL) no WebAssembly runs and these change nothing.
 * - The JavaScript heap is sized for a small host. On a machine with many gigabytes V8 lets an
 *   idle server's heap grow to about 300 MB under load (80 MB of it in use); capped, it stays
 *   under 100 MB at the same throughput. `NODE_OPTIONS=--max-old-space-size=<MB>` replaces the cap.
 */
export function serverNodeFlags(env = process.env) {
  const heapSetByOperator = /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '');
  return ['--no-wasm-dynamic-tiering', '--no-wasm-tier-up', '--max-semi-space-size=16', ...(heapSetByOperator ? [] : ['--max-old-space-size=256'])];
}

/**
 * What the server's environment adds to the operator's: glibc's malloc keeps at most two arenas
 * (`MALLOC_ARENA_MAX=2`) instead of up to eight per core. Each thread that allocates (the main
 * thread, the database thread, libuv's pool compressing answers, V8's helpers) otherwise gets an
 * arena of its own, and each keeps the memory its busiest moment needed: about 35 MB of the peak
 * under load (decision 091). glibc reads it once, at the process's start, so it is set here for
 * the process started and not in the server's own code. An operator's own value is kept.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
