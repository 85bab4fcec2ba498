import type { Context } from 'hono';
import { HttpError, badRequest } from '../errors.ts';

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export const isMultipart = (c: Context) => mediaType(c) === 'multipart/form-data';

/**
 * A body that may come as JSON or as a form (registration sends multipart when an avatar is
 * attached). Fields come back as they were sent; files stay File objects.
 */
export async function readJsonOrForm(c: Context): Promise<Record<string, unknown>> {
  const type = mediaType(c);
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    try {
      return { ...(await c.req.parseBody()) };
    } catch {
      throw badRequest('The uploaded form could not be read.');
    }
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
    return body as Record<string, unknown>;
  }
  throw new HttpError(415, 'Please send the form as JSON or multipart/form-data.');
}

/** Every entry of one multipart field (files stay File objects); `notMultipart` is the 400's sentence otherwise. */
export async function multipartField(c: Context, field: string, notMultipart: string): Promise<unknown[]> {
  if (!isMultipart(c)) throw badRequest(notMultipart);
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The uploaded form could not be read.');
  }
  return form[field] === undefined ? [] : [form[field]].flat();
}
