import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureCycles, featureImports } from '../../../scripts/lib/feature-imports.mjs';
import { LAYERS_FILE, lintLayersConfig } from '../../../scripts/lib/lint-layers.mjs';

const FEATURES = path.resolve(import.meta.dirname, '../src/features');
const REPO = path.resolve(import.meta.dirname, '../../..');
const BIOME_LAYERS = LAYERS_FILE(REPO);

interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
}

describe('web feature folders', () => {
  it('never import one another, statically or with import(): the app layer composes them', () => {
    const crossings = featureImports(FEATURES);
    expect(crossings).toEqual([]);
    expect(featureCycles(crossings)).toEqual([]);
  });

  it('have their layering rules generated: biome.layers.json is what scripts/lint-config.mjs writes', () => {
    expect(JSON.parse(readFileSync(BIOME_LAYERS, 'utf8'))).toEqual(lintLayersConfig(REPO));
  });

  it("each have Biome's rule forbidding imports of every other feature", () => {
    const features = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const overrides: Override[] = JSON.parse(readFileSync(BIOME_LAYERS, 'utf8')).overrides;
    for (const feature of features) {
      const override = overrides.find((o) => o.includes.includes(`apps/web/src/features/${feature}/**`));
      const groups = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
      const forbidden = new Set(groups.flatMap((pattern) => pattern.group));
      for (const other of features.filter((name) => name !== feature)) {
        expect(forbidden.has(`**/../${other}/**`), `${feature} may import ${other}`).toBe(true);
        expect(forbidden.has(`**/features/${other}/**`), `${feature} may import ${other}`).toBe(true);
      }
    }
  });
});
