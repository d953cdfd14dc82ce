import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

const SCRIPT = `console.log(${JSON.stringify('kennel '.repeat(200))});`;
const STYLES = `.kennel{color:red}${'.pad{margin:0}'.repeat(100)}`;
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const LOGIN_HTML = `<!doctype html><html><body><div id="root" data-prerendered=""><h1>Log in</h1>${'<p>Welcome back</p>'.repeat(20)}</div></body></html>`;
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
  await mkdir(path.join(distDir, 'prerendered'));
  await writeWithVariants(path.join(distDir, 'prerendered', 'login.html'), LOGIN_HTML);
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

function page(url: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return built.app.inject({ method: 'GET', url, headers });
}

describe('pages', () => {
  it.each(['/', '/login', '/lobby'])(
    '%s is never cached, so a new build is picked up at once',
    async (url) => {
      const response = await page(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a prerendered page with its own HTML, with the query string ignored', async () => {
    for (const url of ['/login', '/login?redirect=%2Flobby']) {
      const response = await page(url);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(LOGIN_HTML);
    }
  });

  it('answers other pages with the app shell', async () => {
    for (const url of ['/lobby', '/register', '/login/extra', '/../prerendered/login']) {
      expect((await page(url)).body, url).toBe(INDEX_HTML);
    }
  });

  it('sends the brotli or gzip variant of a prerendered page when accepted', async () => {
    const br = await page('/login', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LOGIN_HTML);
    const gzip = await page('/login', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LOGIN_HTML);
    const identity = await page('/login', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(LOGIN_HTML);
  });

  it('falls back to the plain app shell when the build has no compressed variant of it', async () => {
    const response = await page('/lobby', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(INDEX_HTML);
  });
});
