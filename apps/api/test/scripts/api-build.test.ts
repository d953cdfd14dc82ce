import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBuildStaleReason } from '../../../../scripts/lib/api-build.mjs';

// `npm start` compiles the API only when its sources changed since the last build. The last build is
// told by tsc's build info, which every build writes: a build that rewrote no output file (an edit
// that compiles to the same JavaScript) leaves main.js with its old time.

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository layout with one source and a build, each file at the given time (seconds). */
function layout(times: { source: number; main?: number; buildInfo?: number }): string {
  const root = mkdtempSync(join(tmpdir(), 'kennel-api-build-'));
  roots.push(root);
  const files: [string, number | undefined][] = [
    ['apps/api/src/main.ts', times.source],
    ['apps/api/dist/main.js', times.main],
    ['apps/api/dist/.tsbuildinfo', times.buildInfo],
  ];
  for (const [file, at] of files) {
    if (at === undefined) continue;
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, at, at);
  }
  // Folders carry the source's time too (a deleted file changes its folder's).
  for (const folder of ['apps/api/src', 'apps/api', 'apps'])
    utimesSync(join(root, folder), times.source, times.source);
  return root;
}

describe('whether the compiled API is stale', () => {
  it('is current after a build that left main.js as it was, since the build info is newer', () => {
    expect(apiBuildStaleReason(layout({ source: 2_000, main: 1_000, buildInfo: 3_000 }))).toBeNull();
  });

  it('is stale when a source is newer than the last build', () => {
    expect(apiBuildStaleReason(layout({ source: 4_000, main: 5_000, buildInfo: 3_000 }))).toBe(
      'apps/api/src changed since the last build',
    );
  });

  it('is stale without a build', () => {
    expect(apiBuildStaleReason(layout({ source: 1_000 }))).toBe('apps/api/dist/main.js is missing');
    expect(apiBuildStaleReason(layout({ source: 1_000, main: 2_000 }))).toBe(
      'apps/api/dist/.tsbuildinfo is missing',
    );
  });
});
