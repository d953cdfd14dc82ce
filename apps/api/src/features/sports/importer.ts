import { readFile } from 'node:fs/promises';
import { type WorldFile, worldFileSchema } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { referenceProblems, schemaProblems, type WorldFileProblem } from './world-file-check.ts';

export type WorldFileCheck = { ok: true; world: WorldFile } | { ok: false; problems: string[] };

export type WorldImportResult<Counts> = { ok: true; counts: Counts } | { ok: false; problems: string[] };

export interface WorldImporterOptions<Counts> {
  db: Database;
  /** Writes the whole file in one transaction (rows, then events); returns what it wrote. */
  upsertWorld(world: WorldFile): Promise<Counts>;
}

const lines = (file: string, problems: readonly WorldFileProblem[]) =>
  problems.map((problem) => `${file}: ${problem.path}: ${problem.reason}`);

/** Parses and checks a world file's text completely; nothing is written. */
export async function checkWorldFile(db: Database, file: string, text: string): Promise<WorldFileCheck> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [`${file}: not valid JSON (${reason})`] };
  }
  const parsed = worldFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: lines(file, schemaProblems(parsed.error)) };
  const problems = await referenceProblems(db, parsed.data);
  if (problems.length > 0) return { ok: false, problems: lines(file, problems) };
  return { ok: true, world: parsed.data };
}

/**
 * The file importer for real data: every check runs before anything is written, then the store
 * writes the file in one transaction, so a bad file leaves the database as it was and a
 * re-import of the same file changes nothing (ids are the provider's, events are idempotent).
 */
export function createWorldImporter<Counts>({ db, upsertWorld }: WorldImporterOptions<Counts>) {
  async function importText(file: string, text: string): Promise<WorldImportResult<Counts>> {
    const checked = await checkWorldFile(db, file, text);
    if (!checked.ok) return checked;
    return { ok: true, counts: await upsertWorld(checked.world) };
  }

  return {
    importText,
    async importFile(file: string): Promise<WorldImportResult<Counts>> {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const reason = code === 'ENOENT' ? 'file not found' : `cannot be read (${code ?? String(error)})`;
        return { ok: false, problems: [`${file}: ${reason}`] };
      }
      return importText(file, text);
    },
  };
}

export type WorldImporter<Counts> = ReturnType<typeof createWorldImporter<Counts>>;
