// The browser tests' reverse proxy (Playwright's second webServer, the `behind-proxy` project): a
// real nginx, as operators run it, in front of the one e2e server. It terminates TLS with a
// certificate made here for localhost, serves the built client folder itself and forwards the rest
// to the e2e server (which runs with TRUST_PROXY=loopback), all from the site config the shop
// generates (src/build/deploy-config.ts, as deploy/nginx.conf). Everything lives in a temporary
// folder (its own prefix, pid and temp paths) that is removed when nginx stops.
import { spawn } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxSiteConfig } from '../src/build/deploy-config.ts';
import { e2eProxyPort, NGINX_BROTLI_MODULE } from './e2e-ports.mjs';
import { makeLocalCertificate } from './local-certificate.mjs';

const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(`[e2e-proxy] nginx not found at ${nginx}: install Debian's nginx (apt-get install nginx libnginx-mod-http-brotli-static; .ci/run does) or set NGINX_PATH`);
  process.exit(1);
}
const brotli = existsSync(NGINX_BROTLI_MODULE);
if (!brotli) console.warn(`[e2e-proxy] no ${NGINX_BROTLI_MODULE} (libnginx-mod-http-brotli-static): nginx sends the gzip copies only`);

const backendPort = process.env.E2E_PORT || '4322';
const port = e2eProxyPort();
const root = resolve(process.env.ASTRO_OUT_DIR || 'dist', 'client');
const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-nginx-'));
// nginx's workers drop root's rights (user nobody): they must reach the temp paths in here.
chmodSync(dir, 0o755);
// And the build, which may sit below a folder only its owner can enter (a CI checkout in a
// `mktemp -d` folder is 0700): run as root, the workers keep root's rights for this test only.
const workerUser = process.getuid?.() === 0 ? ['user root root;'] : [];
const cleanUp = () => rmSync(dir, { recursive: true, force: true });

// A certificate for localhost, made now and valid for two days.
let cert, key;
try {
  ({ cert, key } = makeLocalCertificate(dir));
} catch (error) {
  cleanUp();
  console.error(`[e2e-proxy] ${error.message}`);
  process.exit(1);
}

// The e2e server listens on `localhost` as Node resolves it; nginx connects to that address.
const { address, family } = await lookup('localhost');
const upstream = family === 6 ? `[${address}]:${backendPort}` : `${address}:${backendPort}`;
const hasIPv6Loopback = Object.values(networkInterfaces()).flat().some((i) => i?.address === '::1');

writeFileSync(join(dir, 'shop.conf'), nginxSiteConfig({
  serverName: 'localhost',
  listen: [`127.0.0.1:${port}`, ...(hasIPv6Loopback ? [`[::1]:${port}`] : [])],
  redirectListen: [],
  root,
  upstream,
  certificate: cert,
  certificateKey: key,
  brotli,
}));
writeFileSync(join(dir, 'nginx.conf'), [
  ...(brotli ? [`load_module ${NGINX_BROTLI_MODULE};`] : []),
  ...workerUser,
  'daemon off;',
  'worker_processes 1;',
  `pid ${join(dir, 'nginx.pid')};`,
  'error_log stderr warn;',
  'events { worker_connections 512; }',
  'http {',
  '    include /etc/nginx/mime.types;',
  '    default_type application/octet-stream;',
  '    access_log off;',
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`),
  `    include ${join(dir, 'shop.conf')};`,
  '}',
  '',
].join('\n'));

const server = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: 'inherit' });
console.log(`[e2e-proxy] nginx on https://localhost:${port}, serving ${root}, forwarding to ${upstream}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
