// Makes sure the browser suite's tools are installed: a Chromium, and the real nginx (with its
// Brotli module) and openssl that the `behind-proxy` project runs the shop behind.
// Chromium: an installed one is used as it is; otherwise Playwright's installer is tried (where its
// download host is reachable), then Debian's package. nginx and openssl: Debian's packages.
// Debian's packages are installed only when running as root with apt-get; otherwise the message
// says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, hasHeadlessShell } from './browser.mjs';
import { NGINX_BROTLI_MODULE } from './e2e-ports.mjs';

const run = (cmd, args, timeout) => spawnSync(cmd, args, { stdio: 'inherit', timeout }).status === 0;
const has = (command) => run('sh', ['-c', `command -v ${command} >/dev/null`]);
const canApt = process.getuid?.() === 0 && has('apt-get');
let aptUpdated = false;
function aptInstall(packages) {
  if (!canApt) return false;
  console.log(`[test-tools] installing Debian's ${packages.join(' ')}…`);
  if (!aptUpdated) aptUpdated = run('sh', ['-c', 'apt-get update -qq'], 600_000);
  return run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], 900_000);
}

// The headless shell runs the suites at about half the CPU of the full browser (decision 065).
if (!hasHeadlessShell() && !process.env.CHROMIUM_PATH) aptInstall(['chromium-headless-shell']);
let path = findChromium();
if (!path) {
  console.log("[test-tools] no Chromium found: trying Playwright's installer…");
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], 180_000);
  path = findChromium();
}
if (!path) {
  aptInstall(['chromium']);
  path = findChromium();
}
if (!path) {
  console.error('[test-tools] No Chromium is installed and none could be installed. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`[test-tools] using ${path}`);

const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
const missing = [
  ...(existsSync(nginx) ? [] : ['nginx']),
  ...(existsSync(NGINX_BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
  ...(has('openssl') ? [] : ['openssl']),
];
if (missing.length && !aptInstall(missing) && !existsSync(nginx)) {
  console.error(`[test-tools] The behind-proxy browser tests need nginx and openssl: install them (apt-get install ${missing.join(' ')}) or set NGINX_PATH.`);
  process.exit(1);
}
