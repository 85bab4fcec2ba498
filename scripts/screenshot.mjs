// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:4321/ [more URLs…]  (OUT=/tmp/shots, FULL=1 for full page,
// SIGN_IN=email:password to sign in first through the API, for private and back-office pages,
// WIDTHS=320,375,1280 for other widths than 375 and 1280, TEXT=200 for a shopper's text at 200 %,
// MEDIA=print for the page as printed: an invoice, the packing slips)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const out = process.env.OUT || '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const widths = (process.env.WIDTHS || '375,1280').split(',').map(Number);
// Large text as a shopper sets it: every rem-sized thing grows (the layout spec's largeText does the same).
const text = Number(process.env.TEXT) || 100;
if (process.env.SIGN_IN && process.argv[2]) {
  const at = process.env.SIGN_IN.indexOf(':');
  const login = await context.request.post(new URL('/api/v1/users/login', process.argv[2]).href, {
    data: { email: process.env.SIGN_IN.slice(0, at), password: process.env.SIGN_IN.slice(at + 1) },
  });
  if (!login.ok()) throw new Error(`SIGN_IN: the sign-in answered ${login.status()}`);
}
for (const url of process.argv.slice(2)) {
  for (const width of widths) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    if (process.env.MEDIA) await page.emulateMedia({ media: process.env.MEDIA });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (text !== 100) await page.addStyleTag({ content: `html { font-size: ${text}% !important; }` });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    const file = `${out}/${name}-${width}${text === 100 ? '' : `-text${text}`}${process.env.MEDIA ? `-${process.env.MEDIA}` : ''}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
