import { describe, expect, it } from 'vitest';
import type { ErrorEntries } from './contracts/error-entry.ts';
import { ERROR_CATALOGUE, FEATURE_ERROR_CATALOGUES } from './errors.ts';

/** Every feature's error file, as vite finds them on disk. */
const ERROR_FILES = import.meta.glob<Record<string, ErrorEntries>>('./contracts/*-errors.ts', {
  eager: true,
});

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
    const merged = new Set<ErrorEntries>(Object.values(FEATURE_ERROR_CATALOGUES));
    const files = Object.entries(ERROR_FILES).flatMap(([file, exports]) =>
      Object.values(exports).map((catalogue) => ({ file, merged: merged.has(catalogue) })),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.merged)).toEqual([]);
  });
});
