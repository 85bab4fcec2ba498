import { z } from 'zod';

/**
 * A query value that may repeat (?a=1&a=2) or hold a comma list (?a=1,2):
 * flattened into trimmed, non-empty, de-duplicated strings.
 */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    const raw = v === undefined ? [] : Array.isArray(v) ? v : [v];
    const items = raw.flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
    return [...new Set(items)].slice(0, 50);
  });

/** A single query value; the last one wins when it repeats. */
export const singleParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[v.length - 1] : v));

/** true/false in a query string (also 1/0, yes/no); empty means "not given". */
export const booleanParam = (label: string) =>
  singleParam.pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .refine((v) => v === undefined || v === '' || ['true', 'false', '1', '0', 'yes', 'no'].includes(v), `${label} must be true or false.`)
      .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v))),
  );

/** Escapes LIKE wildcards so a shopper's % or _ is matched literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
