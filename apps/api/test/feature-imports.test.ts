import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles, featureImports } from '../../../scripts/lib/feature-imports.mjs';

const FEATURES = fileURLToPath(new URL('../src/features', import.meta.url));

describe('API feature folders', () => {
  it('import each other in no cycle (static and dynamic imports; compose.ts wires them)', () => {
    expect(featureCycles(featureImports(FEATURES))).toEqual([]);
  });

  it('the check finds a cycle, including one round several features', () => {
    expect(
      featureCycles([
        { from: 'payments', to: 'wallet' },
        { from: 'wallet', to: 'payments' },
        { from: 'accounts', to: 'sessions' },
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
      ]),
    ).toEqual([
      ['a', 'b', 'c'],
      ['payments', 'wallet'],
    ]);
  });
});
