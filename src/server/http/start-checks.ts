// What a server checks before it takes a request, and how it says why it will not start: one plain
// line naming the setting and what to do, and exit code 1 (decision 171). A shop that half works
// (its static pages answer, everything the database serves answers 503 for ever, and the log grows
// a stack at each request) is worse for the operator than one that stops at once and says why.
import { mkdirSync, mkdtempSync, rmdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serviceablePincodes } from '../delivery/pincodes.ts';
import { SettingsError, type ServerEnv } from '../env.ts';

/**
 * Why DATA_DIR cannot hold the shop's data (the embedded database, uploads, the mail outbox, the
 * page cache), or null. It makes the folder when missing, then writes in it for real: `access()`
 * says yes to root on a read-only disk, and the database would find out only at the first request.
 */
export function dataDirProblem(dataDir: string): string | null {
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
export function pincodesProblem(file: string | undefined): string | null {
  try {
    serviceablePincodes(file);
    return null;
  } catch (error) {
    return `SERVICEABLE_PINCODES_FILE: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}`;
  }
}

/** A listening error said with the setting that chose the port; any other error as it is. */
export function listenProblem(error: unknown, setting: 'PORT' | 'HTTP_REDIRECT_PORT', host: string, port: number): unknown {
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
export function refusalLine(error: unknown): string {
  if (error instanceof SettingsError) return `[server] not starting: ${error.message}`;
  return `[server] not starting: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

/**
 * The warning of a production shop that mails nobody (decision 172): without SMTP_URL every mail
 * goes to the outbox folder. It still starts (the browser tests and a demo shop read the outbox).
 */
export function mailWarning(env: Pick<ServerEnv, 'NODE_ENV' | 'SMTP_URL' | 'DATA_DIR'>): string | null {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL) return null;
  return `[mail] SMTP_URL is not set: mail is written to ${resolve(env.DATA_DIR, 'outbox')} and nobody receives it; set SMTP_URL so shoppers get their order, verification and password-reset mails`;
}
