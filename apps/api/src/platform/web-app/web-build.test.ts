import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findWebBuild, inlineScriptHashes } from './web-build.ts';

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as the CSP specification does', () => {
    // The worked example from the CSP Level 3 specification.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    ]);
  });

  it('skips external and empty scripts and repeats', () => {
    const html = `<script type="module" src="/assets/index.js"></script>
      <script></script>
      <script>alert('Hello, world.');</script>
      <script>alert('Hello, world.');</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});

describe('findWebBuild', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is null when the web app has not been built', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kennel-web-build-'));
    expect(await findWebBuild(path.join(dir, 'dist'))).toBeNull();
  });

  it('finds index.html and its inline script hashes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kennel-web-build-'));
    await writeFile(path.join(dir, 'index.html'), "<html><script>alert('Hello, world.');</script></html>");
    expect(await findWebBuild(dir)).toEqual({
      distDir: dir,
      indexHtmlPath: path.join(dir, 'index.html'),
      inlineScriptHashes: ['sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='],
    });
  });
});
