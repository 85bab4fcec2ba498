// Finds a Chromium for the browser tests: CHROMIUM_PATH, Debian's headless shell, Playwright's
// own, or the system's full browser.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

// Chromium's old headless shell (Debian's `chromium-headless-shell`, the build Playwright itself
// runs headless tests in): no browser UI to start, so a context and a page load cost about half
// the CPU of the full browser in its new headless mode (decision 065). Lighthouse wants the full one.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The path of an installed Chromium, or null when there is none. `headlessShell` prefers the
 * headless shell (for the test suites); Lighthouse asks for the full browser.
 */
export function findChromium({ headlessShell = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH];
  if (headlessShell) candidates.push(HEADLESS_SHELL);
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  candidates.push(...SYSTEM);
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Whether Debian's headless shell is installed (the fast browser for the test suites). */
export const hasHeadlessShell = () => existsSync(HEADLESS_SHELL);

/** Flags for a machine with a closed network (no background calls home). */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];
