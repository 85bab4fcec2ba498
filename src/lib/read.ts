/**
 * A string field of an API answer: a string (trimmed unless `trim: false`), a number as text,
 * anything else ''. The normalisers read every loosely typed field through it.
 */
export function readString(value: unknown, { trim = true }: { trim?: boolean } = {}): string {
  if (typeof value === 'string') return trim ? value.trim() : value;
  return typeof value === 'number' ? String(value) : '';
}
