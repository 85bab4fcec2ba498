// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) in a thread of its own, so
// its queries run on the second core while the main thread renders (decision 073). The main
// thread's side is pglite-thread.ts: a client with PGlite's surface that sends each call here.
//
// This file runs as the worker's entry, from source (Node strips its types), in the built server
// too: the main thread finds it through the package's `#pglite-worker` import (package.json), so
// it must import nothing but packages and Node's modules (types aside).
import v8 from 'node:v8';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parse as results, PGlite, protocol, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's WebAssembly stays on V8's baseline compiler (Liftoff) in every process that opens the
 * embedded database, as in the server (scripts/server-flags.mjs, decision 069): also the CLI
 * commands, the build's prerendering and the test suites. Left to tier up, V8 optimises
 * PostgreSQL's executor (one huge function) with TurboFan on background threads: seconds of CPU and
 * hundreds of megabytes for queries no faster, and a process that has finished waits for that
 * compile before it exits (`npm run admin:create` 4.3–4.9 s, about 2 s of it after its last line).
 * V8's flags are process-wide and read when a module is compiled: set here, before PGlite compiles.
 */
v8.setFlagsFromString('--no-wasm-dynamic-tiering');
v8.setFlagsFromString('--no-wasm-tier-up');

/**
 * Where the database comes from: a data folder (or 'memory://'), or an image of one (tar); and
 * PostgreSQL start-up options (`-c name=value` pairs) beyond the worker's own.
 */
export type PgliteSource = ({ dataDir: string } | { image: ArrayBuffer }) & { startOptions?: readonly string[] };

/** A call from the main thread. `tx` routes a query to the open transaction of that id. */
export type WorkerCall =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; textTypes?: number[]; paramTypes?: number[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction (PGlite's `transaction()`): answered with its id once BEGIN has run. */
  | { id: number; op: 'begin' }
  /** PGlite's `tx.rollback()`: the transaction stays open, closed to further queries. */
  | { id: number; op: 'rollback'; tx: number }
  /** Ends a transaction: COMMIT when the main thread's callback resolved, ROLLBACK when it threw. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'memory' }
  | { id: number; op: 'close' };

/** A PGlite error as plain data: message, SQLSTATE `code`, `constraint`, `detail`, … (structured clone keeps no class). */
export type ErrorFields = { name: string; message: string; stack?: string } & Record<string, unknown>;

/** The answer to call `id`; id 0 answers the opening of the database. */
export type WorkerAnswer = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: ErrorFields };

/** The memory of this thread's V8 isolate, in bytes (the WebAssembly memory is in `external`). */
export type ThreadMemory = { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

/**
 * Opens PGlite as the shop always has: pg_trgm, and 32 MB of shared buffers instead of PostgreSQL's
 * 128 MB, which the embedded database zeroes and keeps for good; a shop's catalogue, orders and
 * sessions are a few megabytes, and the operating system caches the data files besides (decision 069).
 */
async function openPglite(source: PgliteSource): Promise<PGlite> {
  const options: PGliteOptions = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', ...(source.startOptions ?? [])] };
  if ('image' in source) return PGlite.create({ ...options, loadDataDir: new Blob([source.image]) });
  return PGlite.create(source.dataDir, options);
}

/** Own fields of an error that survive a structured clone (PGlite's DatabaseError keeps its SQLSTATE and the like there). */
function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions') continue; // holds the parser functions
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value)) fields[key] = value;
    else if (key === 'params') {
      try {
        fields[key] = structuredClone(value);
      } catch {
        // parameters that cannot be copied are left out of the error
      }
    } else if (key === 'cause') fields[key] = errorFields(value);
  }
  return fields;
}

const identity = (value: string) => value;
const parserSets = new Map<string, Record<number, typeof identity>>();

/** The parsers that leave these types as the text PostgreSQL sent (Drizzle's for dates and times), made once per set. */
function textParsers(types: number[]) {
  const key = types.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(types.map((type) => [type, identity]))));
  return parsers;
}

/**
 * How many statements the database keeps by name (decision 103): enough for every query the shop's
 * pages and API run, whatever their filters; past it the least recently run one is dropped.
 */
export const STATEMENTS_KEPT = 64;

/** What PostgreSQL can parse once and plan again: not commands such as SET or CREATE, run as sent. */
const KEPT_KINDS = /^\s*(select|with|insert|update|delete)\b/i;

const { ParameterDescriptionMessage, RowDescriptionMessage } = protocol.messages;
/** Statements are named once for all in this thread: a database could be given more than one keeper. */
let statementsMade = 0;

type KeptStatement = { name: string; paramTypes: number[]; rows?: InstanceType<typeof RowDescriptionMessage> };

/**
 * PGlite's `query` with each statement parsed once and kept by name, as PostgreSQL drivers do
 * (postgres.js by default): PGlite's own `query` sends every call's SQL to be parsed, planned and
 * described twice (its columns' names decoded each time), five exchanges with the WebAssembly
 * PostgreSQL; a kept statement is bound and run in one. PostgreSQL plans it as it would any
 * prepared statement: a plan for each call's values at first, one plan for all once that costs no
 * more. Its answer is PGlite's own (the same result parser, the statement's row description).
 * Outside transactions only, where PGlite's `query` would run: a statement waits for an open
 * transaction as `query` does.
 */
export function keptStatements(pg: PGlite, limit = STATEMENTS_KEPT) {
  const kept = new Map<string, KeptStatement>(); // least recently run first
  const { serialize } = protocol;
  const exchange = (parts: Uint8Array[]) => pg.execProtocolStream(Buffer.concat(parts), { syncToFs: false });

  async function keep(key: string, text: string, paramTypes: number[] | undefined): Promise<KeptStatement> {
    const parts: Uint8Array[] = [];
    if (kept.size >= limit) {
      const [oldest, statement] = kept.entries().next().value!;
      kept.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: statement.name }));
    }
    const name = `kept_${++statementsMade}`;
    parts.push(serialize.parse({ name, text, types: paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await exchange(parts);
    const statement: KeptStatement = {
      name,
      paramTypes: messages.find((m) => m instanceof ParameterDescriptionMessage)?.dataTypeIDs ?? [],
      rows: messages.find((m) => m instanceof RowDescriptionMessage),
    };
    kept.set(key, statement);
    return statement;
  }

  async function forget(key: string) {
    const statement = kept.get(key);
    if (!statement) return;
    kept.delete(key);
    await exchange([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  }

  async function run<T>(key: string, text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    let statement = kept.get(key);
    if (statement) {
      kept.delete(key);
      kept.set(key, statement); // now the most recently run
    } else statement = await keep(key, text, options.paramTypes);
    // Values as PGlite's query serialises them, by the types PostgreSQL gave the parameters.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
    await pg.syncToFs();
    return results.parseResults(statement.rows ? [statement.rows, ...messages] : messages, pg.parsers, options)[0] as Results<T>;
  }

  return {
    /** Whether `query` keeps this SQL. */
    keeps: (text: string) => KEPT_KINDS.test(text),
    /** Runs `text` as PGlite's `query(text, params, options)` would, outside any transaction. */
    query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
      const key = options.paramTypes?.length ? `${options.paramTypes.join(',')};${text}` : text;
      // PGlite's `query` holds both of its locks: after any open transaction, one query at a time.
      return pg._runExclusiveTransaction(() =>
        pg.runExclusive(async () => {
          try {
            return await run<T>(key, text, params, options);
          } catch (error) {
            // The tables under a kept statement changed shape (a migration): parsed again, once.
            if ((error as { code?: string }).code !== '0A000' || !kept.has(key)) throw withQuery(error, text, params);
            await forget(key);
            return await run<T>(key, text, params, options).catch((again: unknown) => {
              throw withQuery(again, text, params);
            });
          }
        }),
      );
    },
    /** How many statements are kept (tests). */
    get size() {
      return kept.size;
    },
  };
}

/** A failed statement's error names its query and values, as PGlite's `query` does. */
function withQuery(error: unknown, query: string, params: unknown[]) {
  if (error instanceof Error) Object.assign(error, { query, params });
  return error;
}

/** Undoes a rolled back transaction's throw: the main thread's own error is what its caller sees. */
const ROLLBACK = Symbol('rollback');

type OpenTransaction = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };

/** Answers the main thread's calls until it closes the database. */
function serve(pg: PGlite, port: NonNullable<typeof parentPort>) {
  const transactions = new Map<number, OpenTransaction>();
  const statements = keptStatements(pg);
  let lastTransaction = 0;

  const target = (tx: number | undefined): Pick<Transaction, 'query' | 'exec'> => {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  /** PGlite's transaction(), held open until the main thread's `end`: other queries wait for it, as they always have. */
  const begin = () =>
    new Promise<number>((entered, failed) => {
      const id = ++lastTransaction;
      let inside = false;
      const done: Promise<void> = pg.transaction(async (tx) => {
        inside = true;
        const commit = await new Promise<boolean>((finish) => {
          transactions.set(id, { tx, finish, done });
          entered(id);
        });
        if (!commit) throw ROLLBACK;
      });
      done.then(
        () => transactions.delete(id),
        (error: unknown) => {
          transactions.delete(id);
          if (!inside) failed(error);
        },
      );
    });

  const run = async (call: WorkerCall): Promise<unknown> => {
    switch (call.op) {
      case 'query': {
        const options: QueryOptions = {};
        if (call.rowMode) options.rowMode = call.rowMode;
        if (call.textTypes) options.parsers = textParsers(call.textTypes);
        if (call.paramTypes) options.paramTypes = call.paramTypes;
        if (call.tx === undefined && statements.keeps(call.sql)) return (await statements.query(call.sql, call.params, options)) satisfies Results;
        return (await target(call.tx).query(call.sql, call.params, options)) satisfies Results;
      }
      case 'exec':
        return await target(call.tx).exec(call.sql);
      case 'begin':
        return await begin();
      case 'rollback': {
        await (target(call.tx) as Transaction).rollback();
        return undefined;
      }
      case 'end': {
        const open = transactions.get(call.tx);
        if (!open) throw new Error('Transaction is closed');
        open.finish(call.commit);
        await open.done.catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
        return undefined;
      }
      case 'dump': {
        const image = await pg.dumpDataDir('none');
        return await image.arrayBuffer();
      }
      case 'memory': {
        const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
        return { heapUsed, heapTotal, external, arrayBuffers } satisfies ThreadMemory;
      }
      case 'close':
        await pg.close();
        return undefined;
    }
  };

  port.on('message', (call: WorkerCall) => {
    run(call).then(
      (value) => {
        const answer: WorkerAnswer = { id: call.id, ok: true, value };
        port.postMessage(answer, value instanceof ArrayBuffer ? [value] : []);
        if (call.op === 'close') port.close(); // nothing more to answer: the thread ends
      },
      (error: unknown) => port.postMessage({ id: call.id, ok: false, error: errorFields(error) } satisfies WorkerAnswer),
    );
  });
}

if (!isMainThread && parentPort && (workerData as { pglite?: PgliteSource } | null)?.pglite) {
  const port = parentPort;
  try {
    const pg = await openPglite((workerData as { pglite: PgliteSource }).pglite);
    serve(pg, port);
    port.postMessage({ id: 0, ok: true } satisfies WorkerAnswer);
  } catch (error) {
    port.postMessage({ id: 0, ok: false, error: errorFields(error) } satisfies WorkerAnswer);
    port.close();
  }
}
