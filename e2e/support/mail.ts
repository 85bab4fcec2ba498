import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from '../../scripts/e2e-ports.mjs';

// The e2e server writes mail to files (its data folder's outbox, no SMTP); a test reads its shopper's mail there.

const outbox = () => join(e2eDataDir(), 'outbox');

/**
 * The newest outbox mail to an address, decoded from quoted-printable, or null. With `containing`,
 * only a mail whose text matches it counts (signing up already sends a verification mail, so a test
 * waiting for the reset mail must not take that one).
 */
export function latestMailTo(email: string, containing?: RegExp): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox()).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    // Quoted-printable: join soft line breaks and decode '=3D'.
    const text = readFileSync(join(outbox(), file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(text) && (!containing || containing.test(text))) return text;
  }
  return null;
}
