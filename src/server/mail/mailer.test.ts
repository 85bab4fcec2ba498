// The outbox mailer's log (decision 172): in production it never carries a mail's link (a reset or
// verification link opens the account).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../context.ts';
import { createMailer } from './mailer.ts';

const RESET_LINK = 'https://gramin.shop/reset-password?token=SH9fkt00N3MGdsCVev-xgqRZ';
const message = { to: 'asha@example.in', subject: 'Reset your password', text: `Open ${RESET_LINK}`, html: `<a href="${RESET_LINK}">Reset</a>`, link: RESET_LINK };

let dataDir: string;
let logged: string[];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mailer-'));
  logged = [];
  for (const level of ['info', 'warn', 'error', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the outbox (no SMTP_URL)', () => {
  it('in production keeps the link in the file, out of the log', async () => {
    const mailer = createMailer({ NODE_ENV: 'production', MAIL_FROM: 'Gramin Rasoi <no-reply@gramin.shop>', DATA_DIR: dataDir });
    await mailer.send(message);
    await mailer.send(message);
    expect(logged.join('\n')).not.toContain('token=');
    expect(logged).toEqual([expect.stringMatching(/^\[mail\] "Reset your password" to asha@example\.in written to \S+\.eml$/), expect.any(String)]);
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8')).toContain('token=SH9fkt00N3MGdsCVev-xgqRZ');
  });

  it('on a laptop logs the link, to click', async () => {
    await createMailer({ NODE_ENV: 'development', MAIL_FROM: 'Gramin Rasoi <no-reply@localhost>', DATA_DIR: dataDir }).send(message);
    expect(logged.join('\n')).toContain(`[mail] link: ${RESET_LINK}`);
  });
});

describe('a mail the SMTP server does not take', () => {
  it('is logged in one line with its code (the server down), and anything else whole', async () => {
    const { sendEmailChangedNotice } = await import('./verification.ts');
    const { logMailFailure } = await import('./mailer.ts');
    const errors = vi.mocked(console.error);
    // Port 1: nothing listens, as when the mail server is down.
    const mailer = createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Gramin Rasoi <no-reply@gramin.shop>', DATA_DIR: dataDir });
    const deps = { mailer, env: { SITE_URL: 'https://gramin.shop' } } as unknown as AppDeps;
    await sendEmailChangedNotice(deps, 'old@example.in', { email: 'new@example.in', fullName: 'Asha Patil' });
    expect(errors.mock.calls).toEqual([[expect.stringMatching(/^\[mail\] could not send the email-changed notice \(ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:1\)$/)]]);

    const bug = new TypeError('facts.total is undefined');
    logMailFailure('the "shipped" mail of order o1', bug);
    expect(errors.mock.calls[1]).toEqual(['[mail] could not send the "shipped" mail of order o1', bug]);
  });
});
