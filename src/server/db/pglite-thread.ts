// The main thread's side of the embedded database (decision 073): PGlite runs in a worker thread
// (pglite-worker.ts), and this client has the part of PGlite's surface Drizzle's pglite driver
// and the shop use (`query`, `exec`, `transaction`, `dumpDataDir`, `close`), each call sent there
// as a message. Drizzle's pglite driver takes it as its client; routes see the same `Db`.
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { recordDatabaseThreadMemory } from '../http/memory.ts';
import type { ErrorFields, PgliteSource, ThreadMemory, WorkerAnswer, WorkerCall } from './pglite-worker.ts';

/** What a transaction's callback gets: PGlite's `Transaction`, as far as Drizzle and the shop use it. */
type ThreadTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>;

export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  /** The database thread's own memory (its V8 heap, and the WebAssembly memory in `external`). */
  memoryUsage(): Promise<ThreadMemory>;
  /** Closes PGlite (its data written out), then ends the thread. */
  close(): Promise<void>;
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  /** The thread itself (tests end it to see a crash handled). */
  readonly worker: Worker;
};

/** A call without its id (a distributive Omit: each call keeps its own fields). */
type Call = WorkerCall extends infer C ? (C extends WorkerCall ? Omit<C, 'id'> : never) : never;

/**
 * The parsers Drizzle passes are functions, which cannot cross to another thread. Drizzle's are
 * all the identity (dates and times stay the text PostgreSQL sent): the worker applies the same
 * for these types. Any other parser is refused rather than silently not applied.
 */
const textTypesOf = new WeakMap<object, number[]>();
function textTypes(parsers: NonNullable<QueryOptions['parsers']>): number[] {
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.keys(parsers).map(Number);
    for (const type of types) {
      const probe = `probe ${type}`;
      if (parsers[type]!(probe) !== probe) throw new Error(`PGlite runs in a worker thread: only identity parsers can be passed (type ${type})`);
    }
    textTypesOf.set(parsers, types);
  }
  return types;
}

/** A PGlite error again, with the fields the shop reads (`code`, `constraint`, `detail`, …), and its stack in the database thread. */
function toError(fields: ErrorFields): Error {
  const { cause, ...rest } = fields;
  const error = new Error(fields.message, cause && typeof cause === 'object' ? { cause: toError(cause as ErrorFields) } : undefined);
  return Object.assign(error, rest);
}

/**
 * The worker's file, run from source: found through package.json's "imports" (`#pglite-worker`),
 * which resolves the same from the source files (the CLI, the tests) and from the server Vite
 * bundled into dist/server, where a path relative to this module would name a missing chunk
 * (decision 073). `require.resolve`, not `import.meta.resolve`: Vite's module runner (the test
 * suites' set-up) has no `import.meta.resolve`. A build must therefore live inside the project but
 * not under node_modules, where Node looks for no package scope (the bench builds into dist-bench/).
 */
const workerFile = () => createRequire(import.meta.url).resolve('#pglite-worker');

/**
 * The database thread's semi-spaces (V8's young generation is about three of them). Its garbage is
 * short-lived (each call's message and result), and with the server's 16 MB (scripts/server-flags.mjs,
 * sized for rendering) its young generation grew to 32 MB under load for nothing: the thread's heap
 * went from 27 to 55 MB, the process's peak RSS 20–40 MB higher (decision 073).
 */
const THREAD_SEMI_SPACE_MB = 2;

/**
 * Makes the worker with THREAD_SEMI_SPACE_MB. `resourceLimits.maxYoungGenerationSizeMb` is enough
 * when the process has no `--max-semi-space-size`; when it has one (the server does), V8 takes the
 * flag over the worker's limit, flags being process-wide: the flag is lowered while the thread
 * makes its V8 heap and put back as soon as the thread runs (`online`). Only the heap made in that
 * window reads it; the main thread's heap was sized at start.
 */
function withSmallYoungGeneration(create: () => Worker): Worker {
  const flag = process.execArgv.findLast((arg) => arg.startsWith('--max-semi-space-size='));
  if (!flag) return create();
  v8.setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
  let worker: Worker;
  try {
    worker = create();
  } catch (error) {
    v8.setFlagsFromString(flag);
    throw error;
  }
  let restored = false;
  const restore = () => {
    if (!restored) v8.setFlagsFromString(flag);
    restored = true;
  };
  worker.once('online', restore).once('error', restore).once('exit', restore);
  return worker;
}

/** Starts the database thread and opens PGlite in it; resolves once the database answers. */
export async function startPgliteThread(source: PgliteSource): Promise<PgliteThread> {
  const worker = withSmallYoungGeneration(
    () =>
      new Worker(workerFile(), {
        workerData: { pglite: source },
        transferList: 'image' in source ? [source.image] : [],
        name: 'pglite',
        resourceLimits: { maxYoungGenerationSizeMb: 3 * THREAD_SEMI_SPACE_MB },
      }),
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  /** Set once the database is closed or its thread is gone: every call then fails with it. */
  let failure: Error | undefined;

  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    // An idle database does not keep the process alive, as PGlite on the main thread never did.
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
    worker.unref();
  };
  const send = (call: Call, transfer: ArrayBuffer[] = []): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      try {
        worker.postMessage({ ...call, id }, transfer);
      } catch (error) {
        settle(id); // a parameter that cannot be copied to the thread (a function, a symbol)
        reject(error as Error);
      }
    });
  };

  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = settle(answer.id);
    if (answer.ok) waiting?.resolve(answer.value);
    else waiting?.reject(toError(answer.error));
  });
  // The thread crashed (an uncaught error, WebAssembly out of memory) or ended: nothing waits forever.
  // The message says "PGlite is closed", which the API answers with 503 (onError in errors.ts).
  worker.on('error', (error) => {
    console.error('[db] the database thread failed:', error);
    fail(new Error(`PGlite is closed: its database thread failed (${error.message})`, { cause: error }));
  });
  let stopping = false;
  worker.on('exit', (code) => {
    if (!failure && !stopping) console.error(`[db] the database thread stopped unexpectedly (exit code ${code})`);
    fail(new Error(`PGlite is closed: its database thread stopped (exit code ${code})`));
  });

  // Id 0 is the opening of the database.
  try {
    await new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
  } catch (error) {
    failure ??= error as Error;
    await worker.terminate();
    throw error;
  }

  const query = <T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number) => {
    for (const key of Object.keys(options ?? {}) as (keyof QueryOptions)[]) {
      if (key !== 'rowMode' && key !== 'parsers' && key !== 'paramTypes' && options?.[key] !== undefined) {
        return Promise.reject(new Error(`PGlite runs in a worker thread: the query option "${key}" is not supported`));
      }
    }
    let types: number[] | undefined;
    try {
      types = options?.parsers ? textTypes(options.parsers) : undefined;
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const call: Call = { op: 'query', sql, params, tx };
    if (options?.rowMode) call.rowMode = options.rowMode;
    if (types) call.textTypes = types;
    if (options?.paramTypes) call.paramTypes = options.paramTypes;
    return send(call) as Promise<Results<T>>;
  };

  let closing: Promise<void> | undefined;
  return {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => send({ op: 'exec', sql }) as Promise<Results[]>,

    async transaction(callback) {
      const tx = (await send({ op: 'begin' })) as number;
      let closed = false;
      const closedError = () => Promise.reject(new Error('Transaction is closed'));
      const handle: ThreadTransaction = {
        query: (sql, params, options) => (closed ? closedError() : query(sql, params, options, tx)),
        exec: (sql) => (closed ? closedError() : (send({ op: 'exec', sql, tx }) as Promise<Results[]>)),
        async rollback() {
          if (closed) return closedError();
          await send({ op: 'rollback', tx });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      let result;
      try {
        result = await callback(handle);
      } catch (error) {
        if (!closed) {
          closed = true;
          // The caller's error is what it sees; a ROLLBACK that fails too (a thread gone) adds nothing.
          await send({ op: 'end', tx, commit: false }).catch(() => {});
        }
        throw error;
      }
      const wasClosed = closed;
      closed = true;
      // After tx.rollback() PGlite commits nothing; otherwise COMMIT, whose failure is the caller's error.
      await send({ op: 'end', tx, commit: !wasClosed });
      return result;
    },

    async dumpDataDir() {
      return new Blob([(await send({ op: 'dump' })) as ArrayBuffer]);
    },
    memoryUsage: () => send({ op: 'memory' }) as Promise<ThreadMemory>,

    close() {
      closing ??= (async () => {
        if (failure) return;
        // Where the database thread's memory went, for the server's memory line at its stop.
        recordDatabaseThreadMemory((await send({ op: 'memory' }).catch(() => undefined)) as ThreadMemory | undefined);
        stopping = true;
        try {
          await send({ op: 'close' });
        } finally {
          failure ??= new Error('PGlite is closed');
          await worker.terminate();
        }
      })();
      return closing;
    },
    get closed() {
      return failure !== undefined;
    },
    waitReady: Promise.resolve(),
    worker,
  };
}

/** How long to wait before each attempt to start a dead database thread again; the last repeats. */
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A restarted thread that lived this long counts as recovered: the next restart waits the first delay again. */
const RESTART_SETTLED_MS = 60_000;

/**
 * The database thread of a data folder, started again when it dies unexpectedly (an uncaught
 * error, WebAssembly out of memory, a bug in PGlite): PGlite opens the same folder again and
 * PostgreSQL's recovery replays its write-ahead log, as after a power cut. Until it answers, every
 * call fails with "PGlite is closed", which the API answers with 503 and Retry-After (as while a
 * PostgreSQL server restarts); what was in flight when it died fails, and nothing else is lost.
 * A thread that cannot be opened is tried again after 1, 2, 5, 10 and then every 30 seconds. Only
 * for a folder: a database in memory has nothing to open again.
 */
export async function startRestartingPgliteThread(source: PgliteSource & { dataDir: string }): Promise<PgliteThread> {
  let current = await startPgliteThread(source);
  let startedAt = Date.now();
  let closing = false;
  let attempt = 0;
  let restarting: Promise<void> | undefined;

  const restart = () => {
    restarting ??= (async () => {
      if (Date.now() - startedAt >= RESTART_SETTLED_MS) attempt = 0;
      while (!closing) {
        // Not a reason to keep the process alive (a command-line tool that is done should end).
        await new Promise((resolve) => setTimeout(resolve, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]).unref());
        attempt += 1;
        if (closing) return;
        try {
          const next = await startPgliteThread(source);
          if (closing) return await next.close();
          current = next;
          startedAt = Date.now();
          watch(next);
          console.error('[db] the database thread was started again');
          return;
        } catch (error) {
          console.error('[db] the database thread could not be started again:', (error as Error).message);
        }
      }
    })().finally(() => {
      restarting = undefined;
    });
  };
  // `exit` follows an uncaught error too; a close of ours sets `closing` first.
  const watch = (thread: PgliteThread) =>
    thread.worker.once('exit', () => {
      if (!closing && thread === current) restart();
    });
  watch(current);

  return {
    query: (sql, params, options) => current.query(sql, params, options),
    exec: (sql) => current.exec(sql),
    transaction: (callback) => current.transaction(callback),
    dumpDataDir: () => current.dumpDataDir(),
    memoryUsage: () => current.memoryUsage(),
    async close() {
      closing = true;
      await restarting;
      await current.close();
    },
    get closed() {
      return closing || current.closed;
    },
    waitReady: Promise.resolve(),
    get worker() {
      return current.worker;
    },
  };
}
