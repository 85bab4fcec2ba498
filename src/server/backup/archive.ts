// One backup = one .tar.gz: manifest.json (time, source, migration level, every part with its
// sha256), manifest.sha256, database/NN-table.jsonl (one JSON row a line) and files/… (every key of
// the upload storage). See docs/decisions/090-backups.md.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, extract } from 'tar';
import type { Storage } from 'unstorage';
import type { Db } from '../db/client.ts';
import { inSnapshot, migrationLevel, readTables, type MigrationLevel } from './database.ts';

const BACKUP_FORMAT = 'handcrafted-food-shop-backup';
const NAME = /^shop-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar\.gz$/;

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migrations: MigrationLevel;
  tables: { name: string; path: string; rows: number; sha256: string }[];
  files: { key: string; path: string; bytes: number; sha256: string }[];
};

/** A damaged, unreadable or foreign archive: nothing was restored. */
export class BackupArchiveError extends Error {}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The archive's file name for a time: sorts by time, never contains a colon. */
function backupFileName(at: Date): string {
  return `shop-backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar.gz`;
}

/** Storage keys (`avatars:u1.webp`) as paths inside the archive, and back. */
const keyPath = (key: string) => `files/${key.split(':').map(encodeURIComponent).join('/')}`;

export type BackupSource = { db: Db; storage: Storage; kind: 'pglite' | 'postgres'; bookSchema?: string };

/**
 * Writes a backup into `dir` and answers its path. The rows are read in one read-only
 * repeatable-read transaction (one consistent view while the shop takes orders); the archive
 * appears under its final name only once complete.
 */
export async function writeBackup(source: BackupSource, dir: string, now = new Date()): Promise<{ file: string; manifest: Manifest }> {
  const target = path.resolve(dir);
  mkdirSync(target, { recursive: true });
  const name = backupFileName(now);
  const staging = mkdtempSync(path.join(target, '.staging-'));
  try {
    const { tables, migrations } = await inSnapshot(source.db, async (tx) => ({
      migrations: await migrationLevel(tx, source.bookSchema),
      tables: await readTables(tx),
    }));
    const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, createdAt: now.toISOString(), source: source.kind, migrations, tables: [], files: [] };
    const parts: string[] = [];
    const put = (part: string, data: Buffer | string) => {
      const file = path.join(staging, part);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      parts.push(part);
      return sha256(data);
    };
    tables.forEach((table, i) => {
      const part = `database/${String(i).padStart(2, '0')}-${table.name}.jsonl`;
      const text = table.rows.map((row) => `${row}\n`).join('');
      manifest.tables.push({ name: table.name, path: part, rows: table.rows.length, sha256: put(part, text) });
    });
    for (const key of (await source.storage.getKeys()).sort()) {
      const raw = await source.storage.getItemRaw(key);
      if (raw == null) continue; // removed since listed
      const data = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
      const part = keyPath(key);
      manifest.files.push({ key, path: part, bytes: data.length, sha256: put(part, data) });
    }
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    put('manifest.json', manifestText);
    put('manifest.sha256', `${sha256(manifestText)}  manifest.json\n`);
    const partial = path.join(target, `.${name}.partial`);
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'manifest.sha256', ...parts.filter((p) => !p.startsWith('manifest.'))]);
    const file = path.join(target, name);
    renameSync(partial, file);
    return { file, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export type VerifiedArchive = {
  manifest: Manifest;
  /** Reads a part the manifest lists (already checked against its checksum). */
  read(part: string): Buffer;
  /** Removes the unpacked copy. */
  dispose(): void;
};

/**
 * Unpacks an archive into a temporary folder and checks it whole before anything is restored:
 * a readable gzip and tar to the end, the manifest's own checksum, and every part's sha256.
 */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const fail = (why: string): never => {
    throw new BackupArchiveError(`Refusing ${file}: ${why}. Nothing was restored.`);
  };
  try {
    if (!statSync(file).isFile()) fail('it is not a file');
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error;
    fail('there is no such file');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-restore-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    try {
      await extract({ file, cwd: dir, strict: true });
    } catch (error) {
      fail(`the archive is damaged or cut short (${error instanceof Error ? error.message : String(error)})`);
    }
    const readPart = (part: string) => {
      try {
        return readFileSync(path.join(dir, part));
      } catch {
        return fail(`${part} is missing from the archive`);
      }
    };
    const manifestText = readPart('manifest.json');
    const expected = readPart('manifest.sha256').toString().split(/\s+/)[0];
    if (sha256(manifestText) !== expected) fail('manifest.json does not match its checksum (the archive was altered)');
    let manifest: Manifest;
    try {
      manifest = JSON.parse(manifestText.toString()) as Manifest;
    } catch {
      return fail('manifest.json is not readable');
    }
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) fail('it is not a backup of this shop (unknown format)');
    for (const part of [...manifest.tables, ...manifest.files]) {
      if (part.path.split('/').includes('..')) fail(`${part.path} points outside the archive`);
      if (sha256(readPart(part.path)) !== part.sha256) fail(`${part.path} does not match its checksum (the archive was altered or damaged)`);
    }
    for (const table of manifest.tables) {
      const lines = readPart(table.path).toString().split('\n').filter(Boolean).length;
      if (lines !== table.rows) fail(`${table.path} has ${lines} rows where the manifest says ${table.rows}`);
    }
    return { manifest, read: readPart, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** The archives in a folder, newest first. */
function listBackups(dir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => NAME.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const [date, time] = m[1]!.split('T') as [string, string];
      const [h, min, s, ms] = time.replace('Z', '').split('-');
      return { file: path.resolve(dir, m[0]), at: new Date(`${date}T${h}:${min}:${s}.${ms}Z`) };
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Deletes all but the newest `keep` archives; answers the files deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const { file } of old) rmSync(file, { force: true });
  return old.map((b) => b.file);
}

/** The newest complete archive in the folder, for the dashboard. */
export function lastBackup(dir: string): { at: string; file: string } | null {
  const [newest] = listBackups(dir);
  return newest ? { at: newest.at.toISOString(), file: path.basename(newest.file) } : null;
}
