// What every operator command shares: its arguments read with a usage line and its settings checked
// (each said in one line, never a stack trace: decision 171), and the rule that only one process may open the embedded database (PGlite): the running shop's.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { shopRunsOn } from '../backup/service.ts';
import { serverEnv, SettingsError, type ServerEnv } from '../env.ts';
import { databaseProblem } from '../http/start-checks.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The command's arguments; `--help` prints `usage` and exits 0, an unknown or malformed argument
 * says what is wrong with the usage and exits 2, before anything is opened or written.
 */
export function readArgs<O extends Options, P extends boolean = false>(tag: string, usage: string, options: O, allowPositionals?: P) {
  const config = { options: { ...options, help: { type: 'boolean', short: 'h' } as const }, allowPositionals, strict: true as const };
  const parsed = (() => {
    try {
      return parseArgs(config);
    } catch (error) {
      console.error(`[${tag}] ${error instanceof Error ? error.message : String(error)}\n${usage}`);
      return process.exit(2);
    }
  })();
  if ((parsed.values as { help?: boolean }).help) {
    console.info(usage);
    process.exit(0);
  }
  return parsed;
}

/**
 * Stops a command that would open the embedded database while the shop runs on it: PGlite lets one
 * process open its folder, and what a second one writes is lost to the shop (an admin created beside
 * a running shop could not sign in, and was gone after the shop's restart). PostgreSQL takes both.
 */
export async function refuseWhileShopRuns(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATA_DIR'>, tag: string, nothingDone: string): Promise<void> {
  if (env.DATABASE_URL || !(await shopRunsOn(env.DATA_DIR))) return;
  console.error(`[${tag}] the shop is running on ${env.DATA_DIR}: stop it first (it holds the embedded database). ${nothingDone}`);
  process.exit(1);
}

/**
 * Stops a command whose DATABASE_URL PostgreSQL refuses to log in (a wrong password, a user or
 * database that does not exist): said in one line as the server says it (decision 177), not in
 * the stack of the first query. A server out of reach is left to the command's own failure.
 */
export async function refuseDatabaseLogin(env: Pick<ServerEnv, 'DATABASE_URL'>, tag: string, nothingDone: string): Promise<void> {
  const problem = await databaseProblem(env.DATABASE_URL);
  if (!problem) return;
  console.error(`[${tag}] ${problem}. ${nothingDone}`);
  process.exit(1);
}

/** The validated settings; a bad one is said as the server says it (decision 171) and exits 1, before anything is opened. */
export function commandEnv(tag: string): ServerEnv {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[${tag}] ${error.message}`);
    return process.exit(1);
  }
}
