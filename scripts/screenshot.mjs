// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:4321/ [more URLs…]  (OUT=/tmp/shots, FULL=1 for full page,
// SIGN_IN=email:password to sign in first through the API, for private and back-office pages)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const out = process.env.OUT || '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const context = await browser.newContext();
if (process.env.SIGN_IN && process.argv[2]) {
  const at = process.env.SIGN_IN.indexOf(':');
  const login = await context.request.post(new URL('/api/v1/users/login', process.argv[2]).href, {
    data: { email: process.env.SIGN_IN.slice(0, at), password: process.env.SIGN_IN.slice(at + 1) },
  });
  if (!login.ok()) throw new Error(`SIGN_IN: the sign-in answered ${login.status()}`);
}
for (const url of process.argv.slice(2)) {
  for (const width of [375, 1280]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto(url, { waitUntil: 'networkidle' });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    const file = `${out}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
