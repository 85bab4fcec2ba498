// Makes sure a Chromium is installed for the browser tests:
// an installed one is used as it is; otherwise Playwright's installer is tried
// (where its download host is reachable), then Debian's package when running as root.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

const run = (cmd, args, timeout) => spawnSync(cmd, args, { stdio: 'inherit', timeout }).status === 0;

let path = findChromium();
if (!path) {
  console.log('[browser] no Chromium found: trying Playwright\'s installer…');
  run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'], 180_000);
  path = findChromium();
}
if (!path && process.getuid?.() === 0 && run('sh', ['-c', 'command -v apt-get >/dev/null'])) {
  console.log("[browser] trying Debian's chromium package…");
  run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], 900_000);
  path = findChromium();
}
if (!path) {
  console.error('[browser] No Chromium is installed and none could be installed. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.');
  process.exit(1);
}
console.log(`[browser] using ${path}`);
