// @vitest-environment node
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(tmpdir(), `kennel-web-build-test-${process.pid}`);

beforeAll(async () => {
  await build({ root: webRoot, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
}, 180_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

async function builtScripts(): Promise<string[]> {
  const files = await readdir(path.join(outDir, 'assets'));
  return files.filter((file) => file.endsWith('.js')).map((file) => path.join(outDir, 'assets', file));
}

describe('the built bundle', () => {
  it('never needs eval, so the CSP can forbid it', async () => {
    const scripts = await builtScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await readFile(script, 'utf8');
      expect(code, path.basename(script)).not.toMatch(/\beval\(|\bnew Function\b|\bFunction\(/);
    }
  });

  it('has brotli and gzip variants of every script and style sheet worth compressing', async () => {
    const files = await readdir(path.join(outDir, 'assets'));
    const sources = files.filter((file) => /\.(?:js|css)$/.test(file));
    const large = await Promise.all(
      sources.map(async (file) =>
        (await stat(path.join(outDir, 'assets', file))).size > 1024 ? file : null,
      ),
    );
    expect(large.filter(Boolean).length).toBeGreaterThan(10);
    for (const source of large.filter((file) => file !== null)) {
      expect(files, source).toContain(`${source}.br`);
      expect(files, source).toContain(`${source}.gz`);
    }
  });
});
