// A save from a form opened earlier (decision 107): what it changes, what collides with a change
// made since, and how a message names a field's value now. The back-office's product and category
// pages share it.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `typed` that differ from the form as it was shown (`shown`): only these are sent,
 * so a colleague's change to any other field stays. A sent field that has also changed since
 * (`now` differs from `shown`), to another value than this edit's, is a conflict.
 */
export function editSince<T extends Record<string, unknown>>(typed: T, shown: T, now: T): { body: Partial<T>; conflicts: (keyof T & string)[] } {
  const body: Partial<T> = {};
  const conflicts: (keyof T & string)[] = [];
  for (const key of Object.keys(typed) as (keyof T & string)[]) {
    if (same(typed[key], shown[key])) continue;
    body[key] = typed[key];
    if (!same(now[key], shown[key]) && !same(now[key], typed[key])) conflicts.push(key);
  }
  return { body, conflicts };
}

/** A value as a message quotes it: “…” (cut at 80 characters), or 'empty'. */
export function quoted(text: string): string {
  if (!text.trim()) return 'empty';
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
}

/** The message beside a field this edit changed that someone else changed too; `now` says what it holds. */
export const changedMeanwhile = (now: string) => `Changed by someone else since you opened this page: now ${now}. Save again to keep what the form shows.`;
