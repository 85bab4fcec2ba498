// What a server checks before it takes a request, and how it says why it will not start: one plain
// line naming the setting and what to do, and exit code 1 (decision 171). A shop that half works
// (its static pages answer, everything the database serves answers 503 for ever, and the log grows
// a stack at each request) is worse for the operator than one that stops at once and says why.
import { mkdirSync, mkdtempSync, rmdirSync } from 'node:fs';
import type { Server } from 'node:net';
import { join, resolve } from 'node:path';
import { serviceablePincodes } from '../delivery/pincodes.ts';
import { SettingsError, type ServerEnv } from '../env.ts';

/** The settings that choose a port a server listens on. */
type PortSetting = 'PORT' | 'HTTP_REDIRECT_PORT' | 'API_PORT';

/**
 * Why DATA_DIR cannot hold the shop's data (the embedded database, uploads, the mail outbox, the
 * page cache), or null. It makes the folder when missing, then writes in it for real: `access()`
 * says yes to root on a read-only disk, and the database would find out only at the first request.
 */
function dataDirProblem(dataDir: string): string | null {
  const dir = resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
    rmdirSync(mkdtempSync(join(dir, '.write-check-')));
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return `DATA_DIR ${dir} cannot be written by this user (${code}): make the folder and give the shop's user write access to it (chown), or set DATA_DIR to a folder it may write`;
  }
}

/**
 * Why SERVICEABLE_PINCODES_FILE cannot be used (missing, not JSON, not the list's shape), or null.
 * The API reads it when it opens, after the server listens: found there, every request answered 503.
 */
function pincodesProblem(file: string | undefined): string | null {
  try {
    serviceablePincodes(file);
    return null;
  } catch (error) {
    return `SERVICEABLE_PINCODES_FILE: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}`;
  }
}

/**
 * What to do when PostgreSQL refuses the login itself (SQLSTATE): the password, the role, the
 * database named. These are DATABASE_URL's mistakes, and no retry mends them.
 */
const REFUSED_LOGINS: Record<string, string> = {
  '28P01': 'check the user name and password in DATABASE_URL',
  '28000': 'check the user name in DATABASE_URL, and that pg_hba.conf lets it connect from this machine',
  '3D000': 'create that database (createdb), or name an existing one in DATABASE_URL',
};
/** How long the first connection may take before the server starts anyway (and retries at each request). */
const FIRST_CONNECTION_MS = 5_000;

/**
 * Why DATABASE_URL cannot be used, from one connection made before the server listens, or null.
 * A wrong password, or a role or database that does not exist, is a setting to fix: said now, the
 * shop does not start (decision 177). A server out of reach (down, restarting, slow) is not: the
 * shop starts, answers 503 and tries again at each request (decision 171). The line says the
 * server's words, which name the user and the database, never the password.
 */
export async function databaseProblem(databaseUrl: string | undefined): Promise<string | null> {
  if (!databaseUrl) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: FIRST_CONNECTION_MS });
  // A connection the server drops later (it restarts) must not crash the check.
  client.on('error', () => {});
  try {
    await client.connect();
    return null;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const fix = typeof code === 'string' ? REFUSED_LOGINS[code] : undefined;
    if (fix) return `DATABASE_URL: PostgreSQL refused the login (${(error as Error).message}; SQLSTATE ${code}): ${fix}`;
    // The driver's own words when the server asks a password (SCRAM) the URL does not give.
    if (/client password must be a string/.test((error as Error).message)) return 'DATABASE_URL gives no password, and PostgreSQL asks for one: add it (postgres://user:password@host/database)';
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Every check a server makes before it listens, in the process that forks the others (serve.ts)
 * or alone (`npm run api`): DATA_DIR, the PIN code list, DATABASE_URL's login. Throws the first
 * problem as a setting's refusal.
 */
export async function assertReadyToStart(env: Pick<ServerEnv, 'DATA_DIR' | 'SERVICEABLE_PINCODES_FILE' | 'DATABASE_URL'>): Promise<void> {
  // Found now, not by the first shopper's request: the database, uploads and outbox live there.
  const problem = dataDirProblem(env.DATA_DIR) ?? pincodesProblem(env.SERVICEABLE_PINCODES_FILE) ?? (await databaseProblem(env.DATABASE_URL));
  if (problem) throw new SettingsError(problem);
}

/** Resolves once `server` listens; a port it cannot open is said with the setting that chose it, if one did. */
export function listenOn(server: Server, options: { port: number; host: string; exclusive?: boolean }, setting?: PortSetting): Promise<void> {
  return new Promise<void>((resolveListen, reject) => {
    const refuse = (error: unknown) => reject(setting ? listenProblem(error, setting, options.host, options.port) : error);
    server.once('error', refuse);
    server.listen(options, () => {
      server.off('error', refuse);
      resolveListen();
    });
  });
}

/** A listening error said with the setting that chose the port; any other error as it is. */
function listenProblem(error: unknown, setting: PortSetting, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return new SettingsError(`${setting} ${port} is already in use on ${host}: another program (or another copy of the shop) listens there; stop it, or set ${setting} to a free port`);
  }
  if (code === 'EACCES') {
    return new SettingsError(`${setting} ${port} is a port under 1024, which this user may not open: use a port of 1024 or more, or give Node the right (setcap 'cap_net_bind_service=+ep' on its binary)`);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new SettingsError(`HOST ${host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1 behind nginx, 0.0.0.0 for every address)`);
  }
  return error;
}

/** The line a server prints when it cannot start: the sentence alone for a setting, the stack for anything else. */
function refusalLine(error: unknown, tag: 'server' | 'api' = 'server'): string {
  if (error instanceof SettingsError) return `[${tag}] not starting: ${error.message}`;
  return `[${tag}] not starting: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/** Runs a server's start; if it throws, says why in one line (`refusalLine`) and exits with code 1. */
export async function startOrRefuse(tag: 'server' | 'api', start: () => Promise<unknown>): Promise<void> {
  await start().catch((error: unknown) => {
    console.error(refusalLine(error, tag));
    process.exit(1);
  });
}

/**
 * The warning of a production shop that mails nobody (decision 172): without SMTP_URL every mail
 * goes to the outbox folder. It still starts (the browser tests and a demo shop read the outbox).
 */
export function mailWarning(env: Pick<ServerEnv, 'NODE_ENV' | 'SMTP_URL' | 'DATA_DIR'>): string | null {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL) return null;
  return `[mail] SMTP_URL is not set: mail is written to ${resolve(env.DATA_DIR, 'outbox')} and nobody receives it; set SMTP_URL so shoppers get their order, verification and password-reset mails`;
}
