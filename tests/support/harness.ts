import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { vi } from 'vitest';
import { createFakeServer, type FakeServer } from './fake-server';
import { clearToasts, shownToasts } from './sonner-mock';

/** localStorage as the fresh stores see it: write a key (as another tab would) and read everything. */
type TestStorage = {
  set(key: string, value: string | undefined): void;
  all(): Record<string, string>;
};

export type FreshStores = {
  server: FakeServer;
  storage: TestStorage;
  /**
   * Every toast shown since the test began, as `kind: text` (needs `vi.mock('sonner', …)` in the
   * test file). Async: sonner loads on the first toast, so this waits for the toasts raised so far.
   */
  toasts: () => Promise<string[]>;
};

/**
 * Fresh stores against a fake API for each test. The module registry is reset, so each store
 * starts from its initial value; the global fetch is the fake server's; localStorage is a new
 * in-memory engine whose events reach only this test's stores (stores loaded by earlier tests
 * stay subscribed to the previous engine and cannot react).
 * Call in `beforeEach` (`t = await freshStores()`), then `await import()` the store under test.
 * Test files mock sonner with: `vi.mock('sonner', () => import('@tests/support/sonner-mock'))`.
 */
export async function freshStores(): Promise<FreshStores> {
  // Toasts raised by the previous test's stores reach sonner late (it loads on the first toast):
  // let them land before the log is cleared, so they cannot appear in this test's.
  const previous = await import('@/lib/toast');
  await previous.toastsShown();
  vi.resetModules();
  const server = createFakeServer();
  vi.stubGlobal('fetch', server.fetch);

  const data: Record<string, string> = {};
  let listeners: PersistentListener[] = [];
  setPersistentEngine(data, {
    addEventListener: (_key, listener) => {
      listeners.push(listener);
    },
    removeEventListener: (_key, listener) => {
      listeners = listeners.filter((l) => l !== listener);
    },
  });
  const storage: TestStorage = {
    set(key, value) {
      if (value === undefined) delete data[key];
      else data[key] = value;
      for (const listener of listeners) listener({ key, newValue: value as string });
    },
    all: () => ({ ...data }),
  };

  clearToasts();
  const toasts = async () => {
    const { toastsShown } = await import('@/lib/toast');
    await toastsShown();
    return shownToasts();
  };
  return { server, storage, toasts };
}

/** Lets pending promise callbacks (and the fake server's answers) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
