// A DATABASE_URL whose login PostgreSQL refuses stops the server at start, in one line, exit code 1
// (decision 177); one it cannot reach does not. The wrong password is said by a stand-in that
// answers as PostgreSQL does (the test server trusts every password); a role and a database that do
// not exist by the real server, when TEST_DATABASE_URL names one.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectRefusal, freePort, runScript } from '@tests/support/server-process';
import { databaseProblem } from '../../src/server/http/start-checks.ts';

const url = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'database-login-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts a server (refusing before it listens: no build is needed) or an operator's command with `databaseUrl`. */
async function start(script: 'src/server/http/serve.ts' | 'src/server/standalone.ts' | 'src/server/cli/backup.ts' | 'src/server/cli/admin-create.ts', databaseUrl: string, args: string[] = []) {
  const port = String(await freePort());
  const where = { DATA_DIR: dir, ASTRO_OUT_DIR: dir, BACKUP_DIR: dir };
  return runScript(script, { NODE_ENV: 'development', HOST: '127.0.0.1', PORT: port, API_PORT: port, ...where, DATABASE_URL: databaseUrl, AUTH_SECRET: '', SITE_URL: '', WORKERS: '1', ADMIN_PASSWORD: 'kesar-chai-42' }, args);
}

/** A stand-in for PostgreSQL refusing every login with `code`: its ErrorResponse to the startup message. */
async function refusingPostgres(code: string, message: string): Promise<{ port: number; close: () => void }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => {
      const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
      const head = Buffer.alloc(5);
      head.write('E', 0);
      head.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([head, fields]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => server.close() };
}

describe('a DATABASE_URL whose login is refused', () => {
  it('stops the server at start with a wrong password, naming the setting and never the password', async () => {
    const postgres = await refusingPostgres('28P01', 'password authentication failed for user "shop"');
    try {
      const run = await start('src/server/http/serve.ts', `postgres://shop:kesar-secret-pw@127.0.0.1:${postgres.port}/shop`);
      expectRefusal(
        run,
        /^\[server\] not starting: DATABASE_URL: PostgreSQL refused the login \(password authentication failed for user "shop"; SQLSTATE 28P01\): check the user name and password in DATABASE_URL$/,
      );
      expect(run.stderr).not.toContain('kesar-secret-pw');
      // The operator's commands say it alike, before they do anything.
      const backup = await start('src/server/cli/backup.ts', `postgres://shop:kesar-secret-pw@127.0.0.1:${postgres.port}/shop`);
      expectRefusal(backup, /^\[backup\] DATABASE_URL: PostgreSQL refused the login \(password authentication failed for user "shop"; SQLSTATE 28P01\): .*\. Nothing was written\.$/);
      expect(backup.stderr).not.toContain('kesar-secret-pw');
    } finally {
      postgres.close();
    }
  });

  it('lets a server it cannot reach start (a PostgreSQL restarting): that is not a setting', async () => {
    expect(await databaseProblem('postgres://shop:pw@127.0.0.1:1/shop')).toBeNull();
  });

  it.skipIf(!url)('stops the shop for a database, and npm run api for a role, that do not exist on the real server', async () => {
    const missingDatabase = new URL(url!);
    missingDatabase.pathname = '/no_such_shop_database';
    expectRefusal(
      await start('src/server/http/serve.ts', missingDatabase.href),
      /^\[server\] not starting: DATABASE_URL: PostgreSQL refused the login \(database "no_such_shop_database" does not exist; SQLSTATE 3D000\): create that database \(createdb\)/,
    );
    const missingRole = new URL(url!);
    missingRole.username = 'no_such_shop_role';
    missingRole.password = 'kesar-secret-pw';
    const run = await start('src/server/standalone.ts', missingRole.href);
    expectRefusal(run, /^\[api\] not starting: DATABASE_URL: PostgreSQL refused the login \(role "no_such_shop_role" does not exist; SQLSTATE 28000\): check the user name in DATABASE_URL/);
    expect(run.stderr).not.toContain('kesar-secret-pw');
    const admin = await start('src/server/cli/admin-create.ts', missingDatabase.href, ['--email', 'priya@example.in', '--name', 'Priya Shah']);
    expectRefusal(admin, /^\[admin\] DATABASE_URL: PostgreSQL refused the login \(database "no_such_shop_database" does not exist; SQLSTATE 3D000\): .*\. Nothing was changed\.$/);
  });
});
