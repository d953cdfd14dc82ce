import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, FEATURE_ERROR_CATALOGUES } from './errors.ts';

const CONTRACTS = fileURLToPath(new URL('./contracts', import.meta.url));

describe('the error catalogue, merged from the features', () => {
  it('gives each code from one feature only, so the merge hides none', () => {
    const givenBy = new Map<string, string[]>();
    for (const [feature, catalogue] of Object.entries(FEATURE_ERROR_CATALOGUES)) {
      for (const code of Object.keys(catalogue)) givenBy.set(code, [...(givenBy.get(code) ?? []), feature]);
    }
    expect([...givenBy].filter(([, features]) => features.length > 1)).toEqual([]);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...givenBy.keys()].sort());
  });

  it("merges every feature's error file", () => {
    const files = readdirSync(CONTRACTS)
      .filter((name) => name.endsWith('-errors.ts'))
      .map((name) => name.replace(/-errors\.ts$/, ''));
    expect(Object.keys(FEATURE_ERROR_CATALOGUES).sort()).toEqual(files.sort());
  });
});
