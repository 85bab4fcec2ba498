import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';
import { e2eProxyPort } from './scripts/e2e-ports.mjs';

const port = Number(process.env.E2E_PORT) || 4322;
const baseURL = `http://localhost:${port}`;
// The same server behind a real nginx that terminates TLS and serves dist/client (scripts/e2e-proxy.mjs).
const proxyURL = `https://localhost:${e2eProxyPort()}`;
const BEHIND_PROXY = /behind-proxy\.spec\.ts/;

export default defineConfig({
  testDir: './e2e',
  // Two cores: one for the server, one for the browser.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a failing test: no retries, in CI or anywhere.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // No trace unless asked for (E2E_TRACE=retain-on-failure or on): recording one for every test,
    // its screencast above all, took a third of the suite's CPU (decision 068). A failure still
    // leaves its screenshot and the page's accessibility snapshot (error-context.md).
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests tagged @desktop-only or @phone-only are about one width's own controls.
    // Each width's shoppers come from a network of their own (X-Forwarded-For, which the test
    // server believes from loopback as it would from its proxy): the rate limits stay on, as
    // shoppers get them, and a run's sign-ups are not all one address's (200 an hour).
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      testIgnore: BEHIND_PROXY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.10' } },
    },
    // A 375 px phone: its screen as wide as its page, as on a real phone (width=device-width). Left
    // at the Pixel 5's 393 px, Chrome sized pictures by the screen and their preloads by the page,
    // and fetched both.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      testIgnore: BEHIND_PROXY,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.10' },
      },
    },
    // The state changes through https, as operators run the shop (issue 19): one width is enough.
    {
      name: 'behind-proxy',
      testMatch: BEHIND_PROXY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: proxyURL, ignoreHTTPSErrors: true },
    },
  ],
  // In this order: the shop (built if stale), then nginx in front of it.
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-proxy.mjs',
      url: `${proxyURL}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
