import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API suite's files, longest first (the order that finishes a pool of workers soonest): a file
 * of two minutes started last keeps the whole run waiting on it alone. Each file's seconds on each
 * driver come from `test/file-seconds.json`, written from a run's JSON report by
 * `node scripts/test-file-seconds.mjs <KENNEL_TEST_REPORTS folder>`; a file not in it yet (a new
 * one) goes first. Only the order changes: every file still runs, each on its own database.
 * Other projects keep vitest's own order.
 */
const API_ROOT = path.resolve(import.meta.dirname, '..');

function secondsOnThisDriver(): Map<string, number> {
  const driver = process.env.KENNEL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  try {
    const all = JSON.parse(readFileSync(path.join(API_ROOT, 'test/file-seconds.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    return new Map(Object.entries(all[driver] ?? {}));
  } catch {
    return new Map();
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = secondsOnThisDriver();
    const weight = (file: TestSpecification) =>
      seconds.get(path.relative(API_ROOT, file.moduleId).split(path.sep).join('/')) ??
      Number.POSITIVE_INFINITY;
    const place = new Map(ordered.map((file, index) => [file, index]));
    const sorted = [...ordered].sort((a, b) => {
      if (a.project.name !== 'api' || b.project.name !== 'api') return place.get(a)! - place.get(b)!;
      return weight(b) - weight(a) || place.get(a)! - place.get(b)!;
    });
    return sorted;
  }
}
