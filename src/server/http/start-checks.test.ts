// The server's refusals at start (decision 171): real `node src/server/http/serve.ts` and `npm run api`
// processes with a wrong setting, each stopped before it opens a database, so each takes about a second.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectRefusal, freePort, runScript } from '@tests/support/server-process';
import { mailWarning } from './start-checks.ts';

let dir: string;
let quietPort: number;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'start-checks-'));
  quietPort = await freePort();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A quiet development setup in this test's folder, on a free port. */
const quietSetup = () => ({
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(quietPort),
  API_PORT: String(quietPort),
  DATA_DIR: path.join(dir, 'data'),
  ASTRO_OUT_DIR: path.join(dir, 'dist'),
  DATABASE_URL: '',
  AUTH_SECRET: '',
  SITE_URL: '',
  PAGE_WARM: 'off',
  PAGE_CACHE_DISK_MB: '0',
});

/** The shop's server (`npm start`) with `env` over the quiet setup. */
const serve = (env: Record<string, string>) => runScript('src/server/http/serve.ts', { ...quietSetup(), ...env });
/** The API alone (`npm run api`) with `env` over the quiet setup. */
const serveApi = (env: Record<string, string>) => runScript('src/server/standalone.ts', { ...quietSetup(), ...env });

/** A build that only answers (the server imports its entry before it listens). */
function fakeBuild() {
  const out = path.join(dir, 'dist');
  mkdirSync(path.join(out, 'server'), { recursive: true });
  mkdirSync(path.join(out, 'client'), { recursive: true });
  writeFileSync(path.join(out, 'server', 'entry.mjs'), "export const options = { mode: 'middleware' };\nexport const handler = async (req, res) => res.end('ok');\n");
}

describe('a server with a wrong setting stops at once, saying which and what to do', () => {
  it('names a short AUTH_SECRET, and a missing one in production', async () => {
    const short = await serve({ NODE_ENV: 'production', AUTH_SECRET: 'short' });
    expect(short.stderr).toBe('[server] not starting: Invalid server environment:\n  AUTH_SECRET: AUTH_SECRET must be at least 32 characters\n');
    expectRefusal(short, /AUTH_SECRET/);
    const missing = await serve({ NODE_ENV: 'production' });
    expectRefusal(missing, /^\[server\] not starting: Refusing to start in production: AUTH_SECRET is not set\. Set AUTH_SECRET to a random secret/);
  });

  it('names a SITE_URL that is not an address, with an example', async () => {
    expectRefusal(await serve({ SITE_URL: 'graminrasoi.in' }), /SITE_URL: SITE_URL must be the shop's whole public address, such as https:\/\/your\.shop$/);
  });

  it('names WORKERS above 1 on the embedded database', async () => {
    expectRefusal(await serve({ WORKERS: '2' }), /^\[server\] not starting: WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) can be opened by one process only\./);
  });

  it('names a DATA_DIR it cannot write, before it listens (not a shop answering 503 at every request)', async () => {
    writeFileSync(path.join(dir, 'a-file'), '');
    const run = await serve({ DATA_DIR: path.join(dir, 'a-file', 'data') });
    expectRefusal(run, /^\[server\] not starting: DATA_DIR .*a-file\/data cannot be written by this user \(ENOTDIR\): make the folder and give the shop's user write access/);
  });

  it('names a SERVICEABLE_PINCODES_FILE it cannot read, and TLS files that are not there', async () => {
    const pins = path.join(dir, 'pins.json');
    writeFileSync(pins, '{bad');
    expectRefusal(await serve({ SERVICEABLE_PINCODES_FILE: pins }), /^\[server\] not starting: SERVICEABLE_PINCODES_FILE: The serviceable PIN code file .*pins\.json could not be read: /);
    fakeBuild();
    const cert = path.join(dir, 'none.pem');
    expectRefusal(await serve({ TLS_CERT_FILE: cert, TLS_KEY_FILE: cert }), /^\[server\] not starting: cannot read the TLS certificate \(TLS_CERT_FILE\) .*none\.pem: ENOENT/);
  });

  it('names a PORT another program holds', async () => {
    fakeBuild();
    const other = http.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const run = await serve({ PORT: String(port) });
      expectRefusal(run, new RegExp(`^\\[server\\] not starting: PORT ${port} is already in use on 127\\.0\\.0\\.1: another program .* set PORT to a free port$`));
    } finally {
      other.close();
    }
  });
});

describe('npm run api refuses a wrong setting as npm start does, with its own tag', () => {
  it('names a short AUTH_SECRET, a DATA_DIR it cannot write and a bad SERVICEABLE_PINCODES_FILE', async () => {
    const short = await serveApi({ NODE_ENV: 'production', AUTH_SECRET: 'short' });
    expect(short.stderr).toBe('[api] not starting: Invalid server environment:\n  AUTH_SECRET: AUTH_SECRET must be at least 32 characters\n');
    expectRefusal(short, /AUTH_SECRET/);
    writeFileSync(path.join(dir, 'a-file'), '');
    expectRefusal(await serveApi({ DATA_DIR: path.join(dir, 'a-file', 'data') }), /^\[api\] not starting: DATA_DIR .*a-file\/data cannot be written by this user \(ENOTDIR\)/);
    const pins = path.join(dir, 'pins.json');
    writeFileSync(pins, '{bad');
    expectRefusal(await serveApi({ SERVICEABLE_PINCODES_FILE: pins }), /^\[api\] not starting: SERVICEABLE_PINCODES_FILE: The serviceable PIN code file .*pins\.json could not be read: /);
  });

  it('names an API_PORT another program holds, before it opens the database', async () => {
    const other = http.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const run = await serveApi({ API_PORT: String(port) });
      expectRefusal(run, new RegExp(`^\\[api\\] not starting: API_PORT ${port} is already in use on 127\\.0\\.0\\.1: another program .* set API_PORT to a free port$`));
      expect(existsSync(path.join(dir, 'data', 'pglite'))).toBe(false);
    } finally {
      other.close();
    }
  });
});

describe('a production shop without SMTP_URL', () => {
  it('starts, and says once that no mail leaves the machine', () => {
    expect(mailWarning({ NODE_ENV: 'production', DATA_DIR: '/var/lib/shop' })).toBe(
      '[mail] SMTP_URL is not set: mail is written to /var/lib/shop/outbox and nobody receives it; set SMTP_URL so shoppers get their order, verification and password-reset mails',
    );
    expect(mailWarning({ NODE_ENV: 'production', DATA_DIR: '/var/lib/shop', SMTP_URL: 'smtps://shop:pw@mail.example.in' })).toBeNull();
    expect(mailWarning({ NODE_ENV: 'development', DATA_DIR: './data' })).toBeNull();
  });
});
