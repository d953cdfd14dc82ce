import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from './app.ts';
import { seedEntryBoard } from './pickem/entry-fixtures.ts';
import { HttpClient, listen } from './wallet/http-client.ts';

// JSON answers of 1 KB and more go compressed as the client accepts (ADR 0031); the web app's
// own files are covered by web-app-delivery.test.ts (its brotli and gzip variants, never twice).
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;

beforeAll(async () => {
  await seedEntryBoard(app(), testApp.current.database.handle.db, new Date());
});

async function board(acceptEncoding?: string) {
  const response = await app().inject({
    method: 'GET',
    url: '/v1/pickem/board',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The board's lines (the answer also says when it was read, which moves between requests). */
const linesOf = (text: string) => (JSON.parse(text) as { lines: unknown }).lines;

describe('compressed JSON answers', () => {
  let plain: unknown;
  let plainBytes = 0;
  beforeAll(async () => {
    const response = await board();
    plain = linesOf(response.body);
    plainBytes = response.rawPayload.length;
  });

  it('go out as brotli when the client accepts it, the same JSON inside and much smaller', async () => {
    expect(plainBytes).toBeGreaterThan(1024);
    const response = await board('gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(linesOf(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain);
    expect(response.rawPayload.length).toBeLessThan(plainBytes / 3);
  });

  it('go out as gzip when that is what the client accepts, or prefers', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await board(accepted);
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(linesOf(gunzipSync(response.rawPayload).toString())).toEqual(plain);
    }
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['an encoding the API does not speak', 'compress'],
  ])('go out as they are for %s', async (_name, accepted) => {
    const response = await board(accepted);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(linesOf(response.body)).toEqual(plain);
  });

  it('leave answers under 1 KB as they are', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/v1/session',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('the WebSocket', () => {
  it('sends its messages as plain JSON frames, whatever the upgrade request accepts', async () => {
    const baseUrl = await listen(app());
    const client = new HttpClient(baseUrl);
    await client.signIn();
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/ws`, {
      headers: { cookie: client.cookieHeader(), origin: baseUrl, 'accept-encoding': 'br, gzip' },
    });
    try {
      const first = await new Promise<string>((resolve, reject) => {
        socket.once('message', (raw) => resolve(String(raw)));
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`HTTP ${response.statusCode}`)),
        );
        socket.once('error', reject);
      });
      expect(JSON.parse(first)).toMatchObject({ type: expect.any(String) });
    } finally {
      socket.close();
    }
  });
});
