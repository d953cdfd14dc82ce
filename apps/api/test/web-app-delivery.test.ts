import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

const SCRIPT = `console.log(${JSON.stringify('kennel '.repeat(200))});`;
const STYLES = `.kennel{color:red}${'.pad{margin:0}'.repeat(100)}`;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ASSETS = [
  { url: '/assets/index-abc123.js', content: SCRIPT, type: /^text\/javascript|^application\/javascript/ },
  { url: '/assets/index-def456.css', content: STYLES, type: /^text\/css/ },
];

let distDir: string;
let built: TestApp;

async function writeWithVariants(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kennel-web-delivery-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  for (const asset of ASSETS) await writeWithVariants(path.join(distDir, asset.url), asset.content);
  built = await createTestApp({ settings: { WEB_DIST_DIR: distDir } });
});

afterAll(async () => {
  await built?.close();
  await rm(distDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return built.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe.each(ASSETS)('the hashed asset $url', ({ url, content, type }) => {
  it('goes out as brotli when the browser accepts it', async () => {
    const response = await get(url, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(content);
  });

  it('goes out as gzip when that is all the browser accepts', async () => {
    const response = await get(url, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(content);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'goes out as is for accept-encoding %s',
    async (acceptEncoding) => {
      const response = await get(url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(content);
    },
  );

  it('is cached forever, whatever the encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      expect((await get(url, acceptEncoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });
});

describe('pages', () => {
  it('are never cached, so a new build is picked up at once', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
