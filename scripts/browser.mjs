// Finds a Chromium for the browser tests: CHROMIUM_PATH, Playwright's own, or the system's.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The path of an installed Chromium, or null when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here.
  }
  candidates.push(...SYSTEM);
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

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
