#!/usr/bin/env node
// Writes apps/api/test/file-seconds.json: each API test file's seconds on each driver, from the JSON
// reports of a run (`KENNEL_TEST_REPORTS=<folder> npm test` keeps them), so the suite starts its longest
// files first (apps/api/test/longest-first.ts). Run it after adding a long file or when the order drifts:
//   node scripts/test-file-seconds.mjs /tmp/reports
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error(
    'usage: node scripts/test-file-seconds.mjs <folder with api-pglite.json and api-postgres.json>',
  );
  process.exit(2);
}
const apiRoot = path.resolve(import.meta.dirname, '../apps/api');
const target = path.join(apiRoot, 'test/file-seconds.json');
/** @type {Record<string, Record<string, number>>} */
const seconds = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
for (const driver of ['pglite', 'postgres']) {
  const report = path.join(folder, `api-${driver}.json`);
  if (!existsSync(report)) continue;
  /** @type {{testResults: {name: string, startTime: number, endTime: number}[]}} */
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  /** @type {Record<string, number>} */
  const files = {};
  for (const file of testResults) {
    const relative = path.relative(apiRoot, file.name.replace(/^.*?\/apps\/api\//, `${apiRoot}/`));
    files[relative.split(path.sep).join('/')] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
  seconds[driver] = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  console.info(`${driver}: ${Object.keys(files).length} files`);
}
writeFileSync(target, `${JSON.stringify(seconds, null, 2)}\n`);
console.info(`wrote ${path.relative(process.cwd(), target)}`);
