import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_ENDPOINTS } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { UNMONITORED_PATHS } from '../src/shared/api/http-client.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the web app’s API calls', () => {
  it('all go through http.call(endpoint, input): no hand-typed path or answer type', () => {
    const lowLevel = /\bhttp\.(?:get|post|put|patch|delete|request)\s*[<(]/;
    const handTypedPath = /['"`]\/v1\//;
    const offenders = sourceFiles(SRC)
      .filter((file) => {
        const code = readFileSync(file, 'utf8');
        return lowLevel.test(code) || handTypedPath.test(code);
      })
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('leave unreported the failures of the contract’s type-ahead checks (the shell names them without zod)', () => {
    const { checkUsername, checkPromoCode, checkReferralCode } = ACCOUNT_ENDPOINTS;
    expect([...UNMONITORED_PATHS]).toEqual([checkUsername.path, checkPromoCode.path, checkReferralCode.path]);
  });
});
