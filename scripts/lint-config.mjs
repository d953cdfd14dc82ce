// Writes biome.layers.json, the import-layering overrides biome.json extends, from
// scripts/lib/lint-layers.mjs and the feature folders on disk. `--check` fails when the file is not
// what it would write (`npm run lint` runs it first).
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { LAYERS_FILE, lintLayersConfig } from './lib/lint-layers.mjs';
import { repoRoot } from './lib/repo.mjs';

const wanted = lintLayersConfig(repoRoot);
const path = LAYERS_FILE(repoRoot);

if (process.argv.includes('--check')) {
  if (!isDeepStrictEqual(JSON.parse(readFileSync(path, 'utf8')), wanted)) {
    console.error(
      'biome.layers.json is out of date with the feature folders: run `node scripts/lint-config.mjs`.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(path, `${JSON.stringify(wanted, null, 2)}\n`);
}
