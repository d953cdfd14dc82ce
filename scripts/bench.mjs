#!/usr/bin/env node
// `npm run bench [-- name-part]`: runs each bench/*.bench.ts with tsx, one after another.
// Benchmarks print figures and ratios to a baseline from the same run; they never assert.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, runInherited } from './lib/repo.mjs';

const filters = process.argv.slice(2);
const benchDir = join(repoRoot, 'bench');
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  const which = filters.length > 0 ? ` matching ${filters.join(', ')}` : '';
  console.info(`No benchmarks${which} yet (bench/*.bench.ts). See bench/README.md.`);
  process.exit(0);
}

const crashed = [];
for (const file of files) {
  console.info(`\n━━ bench/${file}`);
  const code = await runInherited(process.execPath, ['--import', 'tsx', join('bench', file)]);
  if (code !== 0) crashed.push(`${file} (exit code ${code})`);
}
if (crashed.length > 0) {
  console.error(`\nThese benchmarks could not run: ${crashed.join(', ')}`);
  process.exit(1);
}
