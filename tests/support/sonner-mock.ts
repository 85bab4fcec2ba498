import { vi } from 'vitest';

function createToast() {
  return Object.assign(vi.fn(() => 'toast'), {
    success: vi.fn(() => 'success'),
    error: vi.fn(() => 'error'),
    loading: vi.fn(() => 'loading'),
    dismiss: vi.fn(),
  });
}

// One instance per test file even across vi.resetModules(), which re-evaluates this module.
const shared = globalThis as { __sonnerMockToast?: ReturnType<typeof createToast> };

/** A stand-in for sonner's `toast` in unit tests: `vi.mock('sonner', () => import('@tests/support/sonner-mock'))`. */
export const toast = (shared.__sonnerMockToast ??= createToast());

/** Every toast text shown so far, as `kind: text`. */
export function shownToasts(): string[] {
  const out: string[] = [];
  for (const [kind, fn] of Object.entries({ success: toast.success, error: toast.error, loading: toast.loading })) {
    for (const call of fn.mock.calls as unknown[][]) out.push(`${kind}: ${String(call[0])}`);
  }
  return out;
}

export function clearToasts(): void {
  toast.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
  toast.loading.mockClear();
  toast.dismiss.mockClear();
}
