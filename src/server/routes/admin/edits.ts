// What the back-office's edit routes (a category's, a product's PATCH) do alike.
import type { Context, Next } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';

/**
 * A step before the body is checked: an unknown `:id` is a 404 whatever the body holds (rather
 * than a 400 about fields of a thing that does not exist). `find` throws the 404.
 */
export const knownId = (find: (db: Db, id: string) => Promise<unknown>) => async (c: Context<AppEnv>, next: Next) => {
  await find(c.var.deps.db, c.req.param('id') ?? '');
  await next();
};

/**
 * A PATCH's fields: only those the request named, since the schema's defaults would fill the ones it
 * never sent (and overwrite them); none at all is a 400.
 */
export async function sentFields<T extends object>(c: Context<AppEnv>, parsed: T): Promise<Partial<T>> {
  const raw = (await c.req.json()) as Record<string, unknown>;
  const sent = Object.fromEntries(Object.entries(parsed).filter(([k]) => k in raw)) as Partial<T>;
  if (!Object.keys(sent).length) throw badRequest('Name at least one field to change.');
  return sent;
}
