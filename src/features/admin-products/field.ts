// The accessible attributes of a form field: its id, and the hint and error it is described by.
export function fieldAttrs(prefix: string, name: string, { hint, error }: { hint?: string; error?: string }) {
  const id = `${prefix}-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': described };
}
