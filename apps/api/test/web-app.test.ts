import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema } from '@kennel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
// Its CSP hash, computed independently: printf '%s' "$script" | openssl dgst -sha256 -binary | base64
const THEME_SCRIPT_HASH = 'sha256-gN9Pi0KAX2qf3Lqn7yaTkC3t/+x+YCF8JFDpylVqIIQ=';
const INDEX_HTML = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let distDir: string;
let built: TestApp;
let notBuilt: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'kennel-web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("kennel");');
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  built = await createTestApp({ settings: { WEB_DIST_DIR: distDir } });
  notBuilt = await createTestApp({ settings: { WEB_DIST_DIR: path.join(distDir, 'missing') } });
});

afterAll(async () => {
  await built?.close();
  await notBuilt?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves hashed assets with immutable caching', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("kennel");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves other top-level files', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each(['/', '/lobby', '/pick-em/higher-lower/all/home', '/m/bet-history/open'])(
    'answers the page %s with index.html, never cached',
    async (url) => {
      const response = await built.app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it("allows exactly the page's inline script in the CSP, plus monitoring intake", async () => {
    const response = await built.app.inject({ method: 'GET', url: '/lobby', headers: PAGE });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' '${THEME_SCRIPT_HASH}'`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' https://browser-intake-datadoghq.com");
    expect(csp).toContain("frame-ancestors 'none'");
    // The draft room's beep plays a WAV the page makes, from a data: address (media-src would
    // otherwise fall back to default-src 'self', and the browser refuses it without a word).
    expect(csp).toContain("media-src 'self' data:");
  });

  it('keeps API, probe and asset paths out of the page fallback', async () => {
    const api = await built.app.inject({ method: 'GET', url: '/v1/lobby', headers: PAGE });
    expect(apiErrorSchema.parse(api.json()).api_code).toBe('route_not_found');
    const probe = await built.app.inject({ method: 'GET', url: '/metrics/extra', headers: PAGE });
    expect(apiErrorSchema.parse(probe.json()).api_code).toBe('not_found');
    const asset = await built.app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: PAGE });
    expect(asset.statusCode).toBe(404);
    expect(apiErrorSchema.parse(asset.json()).api_code).toBe('not_found');
    // Only a plain file name in the assets folder: no dot files, no way out of the folder.
    for (const url of ['/assets/.hidden', '/assets/..%2Findex.html', '/assets/a/b.js']) {
      const outside = await built.app.inject({ method: 'GET', url, headers: PAGE });
      expect(outside.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(outside.json()).api_code, url).toBe('not_found');
    }
  });

  it('answers requests that do not want a page with not_found', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/lobby',
      headers: { accept: 'application/json' },
    });
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ api_code: 'not_found', status: 404 });
  });
});

describe('when the web app has not been built', () => {
  it('serves a page that says how to build it instead of crashing', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/lobby', headers: PAGE });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await notBuilt.app.inject({ method: 'GET', url: '/v1/shared-client-config' });
    expect(response.statusCode).toBe(200);
  });
});
