import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';
import { loggableError } from '../loggable.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, logged when mail goes to the outbox. */
  link?: string;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/** nodemailer's transport, loaded at the first mail, not at start: about 20 MB no page needs (decision 088). */
function lazyTransport(options: Parameters<typeof createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
}

/**
 * Mail through nodemailer: SMTP when SMTP_URL is set; otherwise each message is written
 * as an .eml file to DATA_DIR/outbox and, off production, its link is logged, so the flows work on
 * one machine. In production the link stays in the file (decision 172): a password-reset or
 * verification link is a key to the account, and logs travel further than DATA_DIR (journald,
 * a log service); the server says at start that no mail leaves the machine (start-checks.ts).
 */
export function createMailer(env: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string; NODE_ENV?: string }): Mailer {
  if (env.SMTP_URL) {
    const transport = lazyTransport(env.SMTP_URL);
    return {
      async send(message) {
        await (await transport()).sendMail({ from: env.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
      },
    };
  }

  const outbox = path.resolve(env.DATA_DIR, 'outbox');
  const production = env.NODE_ENV === 'production';
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: env.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      console.info(`[mail] "${message.subject}" to ${message.to} written to ${file}${message.link && !production ? `\n[mail] link: ${message.link}` : ''}`);
    },
  };
}

/** nodemailer's codes for a mail the SMTP server did not take: its connection, TLS, login, the addresses, a timeout. */
const SMTP_FAILURES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE', 'EPROTOCOL', 'ESTREAM']);

/**
 * Logs a mail that could not be sent. When the SMTP server would not take it (down, a wrong
 * password, an address refused), one line with nodemailer's code and words: every mail fails alike
 * then, and a stack for each told the operator nothing more. Anything else (a bug) is logged whole.
 */
export function logMailFailure(what: string, err: unknown): void {
  const code = err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (SMTP_FAILURES.has(code)) console.error(`[mail] could not send ${what} (${code}: ${(err as Error).message.replace(/\s*\n\s*/g, ' ')})`);
  else console.error(`[mail] could not send ${what}`, loggableError(err));
}
