import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { badRequest, type FieldError } from './errors.ts';
import { hasControlCharacters, hasMarkup } from '../shared/plain-text.ts';

// zod's default messages ("Invalid input: expected string, received number") are for
// developers; schemas here give their own where it matters, and the rest are rephrased.
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.join('.') : 'The request';
  if (!/^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return (issue as { input?: unknown }).input === undefined
        ? `${field} is required.`
        : `${field} must be ${article(issue.expected)}.`;
    case 'too_small':
      return issue.origin === 'string' ? `${field} is too short.` : `${field} is too small.`;
    case 'too_big':
      return issue.origin === 'string' ? `${field} is too long.` : `${field} is too large.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return `${field} is not in the right format.`;
    default:
      return `${field} is not valid.`;
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** Turns zod issues into the 400 answer: the first problem as the message, all of them in `errors`. */
function validationError(issues: readonly z.core.$ZodIssue[]) {
  const errors: FieldError[] = issues.map((i) => ({ path: i.path.join('.'), message: issueMessage(i) }));
  return badRequest(errors[0]?.message ?? 'The request is not valid.', errors);
}

/** zod validation of one part of the request; a failure becomes a readable 400 through onError. */
export function validate<Target extends keyof ValidationTargets, T extends z.ZodType>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error.issues);
  });
}

/** Parses with a schema outside a validator (e.g. multipart bodies), throwing the same 400. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

// Shared field rules.

/** Ids in paths and bodies: what our ids look like, so odd strings fail early as "not found". */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const idString = (label: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(64, `${label} is not valid.`);

/** page and limit for lists: limit defaults to 10 and is capped at 100. */
export const paginationQuery = {
  page: z.coerce
    .number<string | undefined>({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page must be 1 or more.')
    .max(100_000, 'page is too large.')
    .default(1),
  limit: z.coerce
    .number<string | undefined>({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be 1 or more.')
    .default(10)
    .transform((n) => Math.min(n, 100)),
};

/**
 * Text a shopper types: trimmed, with a maximum length, and without HTML. Names, addresses and
 * reviews are shown on pages and in mails; refusing markup here is a second line behind escaping.
 */
export const text = (label: string, max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !hasMarkup(v), `${label} must not contain HTML.`)
    .refine((v) => !hasControlCharacters(v), `${label} contains characters that are not allowed.`);

export const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);
