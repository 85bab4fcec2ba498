// The database as data, for backups (docs/decisions/090-backups.md): every table of the shop's
// schema, read from the database itself (no list of known tables, so a later migration's tables
// are backed up too), rows as JSON, in foreign-key order. JSON through `to_jsonb` and
// `jsonb_populate_recordset` round-trips every column type the same way on PGlite and PostgreSQL,
// so a backup of one restores onto the other.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';

export type TableRows = { name: string; rows: string[] };
export type MigrationLevel = { hash: string; createdAt: number }[];

async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** The bookkeeping table of the migrations (migrate.ts): in `drizzle`, or in a test's own schema. */
function migrationsTable(bookSchema = 'drizzle'): SQL {
  return sql`${sql.identifier(bookSchema)}.${sql.identifier('__drizzle_migrations')}`;
}

/** The migrations applied, oldest first; empty for a database never migrated. */
export async function migrationLevel(db: DbOrTx, bookSchema = 'drizzle'): Promise<MigrationLevel> {
  const [exists] = await query<{ found: boolean }>(
    db,
    sql`select to_regclass(${`"${bookSchema}".__drizzle_migrations`}) is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await query<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from ${migrationsTable(bookSchema)} order by created_at`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/** The tables of the current schema (the first on the search path), parents before children. */
async function tablesInOrder(db: DbOrTx): Promise<string[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> '__drizzle_migrations'
        order by c.relname`,
  );
  const links = await query<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint co
        join pg_class ch on ch.oid = co.conrelid join pg_class pa on pa.oid = co.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where co.contype = 'f' and n.nspname = current_schema() and ch.relname <> pa.relname`,
  );
  const names = tables.map((t) => t.name);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && links.every((l) => l.child !== name || placed.has(l.parent) || !names.includes(l.parent)),
    );
    // A cycle of foreign keys (none today): take the rest alphabetically, the load still runs in one transaction.
    const next = ready.length ? ready : names.filter((n) => !placed.has(n));
    for (const name of next) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/** Every row of every table, as JSON text, inside the caller's transaction. */
export async function readTables(tx: DbOrTx): Promise<TableRows[]> {
  const out: TableRows[] = [];
  for (const name of await tablesInOrder(tx)) {
    const rows = await query<{ row: string }>(tx, sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`);
    out.push({ name, rows: rows.map((r) => r.row) });
  }
  return out;
}

/** Rows per table of the current schema: what a restore would replace. */
export async function countRows(db: DbOrTx): Promise<{ name: string; rows: number }[]> {
  const out: { name: string; rows: number }[] = [];
  for (const name of await tablesInOrder(db)) {
    const [row] = await query<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(name)}`);
    out.push({ name, rows: Number(row!.n) });
  }
  return out;
}

/** Drops every table and enum type of the current schema and the migrations' bookkeeping: an empty database. */
export async function dropEverything(tx: DbOrTx, bookSchema = 'drizzle'): Promise<void> {
  for (const name of (await tablesInOrder(tx)).reverse()) await tx.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
  const types = await query<{ name: string }>(
    tx,
    sql`select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace where t.typtype = 'e' and n.nspname = current_schema()`,
  );
  for (const { name } of types) await tx.execute(sql`drop type if exists ${sql.identifier(name)} cascade`);
  await tx.execute(sql`drop table if exists ${migrationsTable(bookSchema)}`);
}

/** Inserts a table's rows (JSON text) as they were, identity columns included; generated columns are computed again. */
export async function loadTable(tx: DbOrTx, table: TableRows): Promise<void> {
  if (table.rows.length === 0) return;
  const columns = await query<{ name: string }>(
    tx,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = to_regclass(${`"${table.name}"`}) and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  if (columns.length === 0) throw new Error(`the table ${table.name} of the backup does not exist in the restored schema`);
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // One statement per table: rows that refer to rows of their own table need no order.
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${list}) overriding system value
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${`[${table.rows.join(',')}]`}::jsonb)`,
  );
}

/** Moves every serial and identity sequence of the current schema past the highest value restored. */
export async function resetSequences(tx: DbOrTx): Promise<void> {
  const sequences = await query<{ table: string; column: string; seq: string }>(
    tx,
    sql`select c.relname as table, a.attname as column, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
  );
  for (const s of sequences) {
    await tx.execute(
      sql`select setval(${s.seq}, max(${sql.identifier(s.column)})) from ${sql.identifier(s.table)} having max(${sql.identifier(s.column)}) is not null`,
    );
  }
}

/** Opens a read-only snapshot: every table read inside sees the database at one moment. */
export function inSnapshot<T>(db: Db, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
