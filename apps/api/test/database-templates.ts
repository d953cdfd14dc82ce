import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/database.ts';
import { MIGRATION_SETTINGS, MIGRATIONS_FOLDER } from '../src/platform/db/migrations.ts';

// Migrating takes most of a fresh test database's time (PGlite also runs initdb, several seconds
// in WASM), so each run migrates once into a template that every test file then copies: a PostgreSQL
// database cloned with CREATE DATABASE … TEMPLATE, and a PGlite data folder dump loaded into memory.
// Templates are named by a hash of the migrations (and of PGlite's version), so a changed migration
// builds a new one and several runs or workers can share one safely.

const CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/kennel-test-databases/', import.meta.url),
);

/** `pg_advisory_lock` key held while a PostgreSQL template is built ("KNTT" in ASCII). */
const TEMPLATE_LOCK_KEY = 1_263_424_596;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The version of an installed package (whose `exports` may hide its package.json). */
async function installedVersion(name: string): Promise<string> {
  let folder = path.dirname(createRequire(import.meta.url).resolve(name));
  while (folder !== path.dirname(folder)) {
    try {
      const manifest = JSON.parse(await readFile(path.join(folder, 'package.json'), 'utf8'));
      if (manifest.name === name) return String(manifest.version);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    folder = path.dirname(folder);
  }
  throw new Error(`cannot find the package.json of ${name}`);
}

let migrationsHash: Promise<string> | undefined;

/** A short hash of every file in the migrations folder, and of the PGlite and Drizzle versions. */
export function templateKey(): Promise<string> {
  migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    for (const dependency of ['@electric-sql/pglite', 'drizzle-orm']) {
      hash.update(`${dependency}@${await installedVersion(dependency)}`);
    }
    for (const file of await filesUnder(MIGRATIONS_FOLDER)) {
      hash.update(path.relative(MIGRATIONS_FOLDER, file));
      hash.update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsHash;
}

export type PgliteTemplate = 'empty' | 'migrated';

async function pgliteDumpPath(kind: PgliteTemplate): Promise<string> {
  return path.join(CACHE_DIR, `pglite-${await templateKey()}-${kind}.tar`);
}

/** Writes a file whole or not at all, so a reader never sees half of it. */
async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/** Builds both PGlite dumps: a fresh data folder (initdb only) and the same one migrated. */
async function buildPgliteDumps(): Promise<void> {
  const key = await templateKey();
  await mkdir(CACHE_DIR, { recursive: true });
  const client = await PGlite.create('memory://');
  try {
    const empty = await client.dumpDataDir('none');
    await writeAtomically(await pgliteDumpPath('empty'), new Uint8Array(await empty.arrayBuffer()));
    await migrate(drizzle({ client }), MIGRATION_SETTINGS);
    const migrated = await client.dumpDataDir('none');
    await writeAtomically(await pgliteDumpPath('migrated'), new Uint8Array(await migrated.arrayBuffer()));
  } finally {
    await client.close();
  }
  // Dumps (and data folders) of older migrations are never read again.
  for (const name of await readdir(CACHE_DIR)) {
    if (name.startsWith('pglite-') && !name.startsWith(`pglite-${key}-`) && !name.includes('.partial')) {
      await rm(path.join(CACHE_DIR, name), { recursive: true, force: true });
    }
  }
}

/** Builds the PGlite dumps unless this run or an earlier one with the same migrations did. */
export async function preparePgliteTemplates(): Promise<void> {
  const dumps = await Promise.all(
    (['empty', 'migrated'] as const).map(async (kind) => existsSync(await pgliteDumpPath(kind))),
  );
  if (!dumps.every(Boolean)) await buildPgliteDumps();
}

/** The PGlite data folder dump a test database starts from, built on first use. */
export async function pgliteTemplate(kind: PgliteTemplate): Promise<Blob> {
  const file = await pgliteDumpPath(kind);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await buildPgliteDumps();
  return new Blob([await readFile(file)]);
}

let migratedFolder: Promise<string> | undefined;

/**
 * A PGlite data folder on disk holding the migrated template, made once from its dump (loading a
 * dump into a folder costs seconds of WASM work and disk writes; copying the files takes a moment).
 * Built beside its final name and renamed into place, so concurrent workers never see half of one.
 */
export function migratedPgliteFolder(): Promise<string> {
  migratedFolder ??= (async () => {
    const folder = path.join(CACHE_DIR, `pglite-${await templateKey()}-migrated.folder`);
    if (existsSync(path.join(folder, 'PG_VERSION'))) return folder;
    const dump = await pgliteTemplate('migrated');
    const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    const handle = await openDatabase({
      pgliteDataDir: path.join(partial, 'pglite'),
      pgliteLoadDataDir: dump,
    });
    await handle.close();
    try {
      await rename(path.join(partial, 'pglite'), folder);
    } catch (error) {
      // Another worker renamed its copy into place first: the same template, so use that one.
      if (!existsSync(path.join(folder, 'PG_VERSION'))) throw error;
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    return folder;
  })();
  migratedFolder.catch(() => {
    migratedFolder = undefined;
  });
  return migratedFolder;
}

/** Fills a PGlite data folder (which must not exist yet) with a copy of the migrated template. */
export async function copyMigratedPgliteFolder(dataDir: string): Promise<void> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  // cpSync: a few hundred milliseconds for its thousand-odd files, where the async cp takes seconds.
  cpSync(await migratedPgliteFolder(), dataDir, { recursive: true, errorOnExist: true, force: false });
}

export function postgresUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The name of the migrated PostgreSQL template database, built on first use. It is built under an
 * advisory lock, so concurrent workers and runs build it once, and it takes no connections once
 * built (`CREATE DATABASE … TEMPLATE` needs a template nobody is connected to).
 */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `kennel_template_${await templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const isReady = async () => {
      const { rows } = await admin.query<{ ready: boolean }>(
        'select not datallowconn as ready from pg_database where datname = $1',
        [name],
      );
      return rows[0]?.ready === true;
    };
    if (await isReady()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await isReady()) return name;
      // A run that stopped half-way may have left one that still takes connections.
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      const handle = await openDatabase({ databaseUrl: postgresUrlFor(adminUrl, name), pgliteDataDir: '' });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${name}" with allow_connections false`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  } finally {
    await admin.end();
  }
}
