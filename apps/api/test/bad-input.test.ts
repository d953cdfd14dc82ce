import net, { type AddressInfo } from 'node:net';
import { apiErrorSchema } from '@kennel/core';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';
import { TestBrowser } from './browser.ts';

const logLines: string[] = [];
const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
});

function expectClientError(response: LightMyRequestResponse, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  if (code) expect(body.api_code).toBe(code);
  return body;
}

async function signedIn() {
  const browser = new TestBrowser(testApp.current.app);
  await browser.get('/v1/csrf');
  expect((await browser.post('/v1/test/session', {})).statusCode).toBe(201);
  return browser;
}

const UUID = '7d9f0c6e-3a1b-4c2d-9e8f-0a1b2c3d4e5f';

describe('ids in paths are validated by their contracts', () => {
  it.each([
    ['DELETE', '/v1/payment-methods/abc'],
    ['DELETE', '/v1/payment-methods/1'],
    ['GET', '/v1/deposits/abc'],
    ['GET', `/v1/deposits/${UUID}x`],
    ['POST', '/v1/withdrawals/abc/cancel'],
    ['DELETE', '/v1/account/sessions/abc'],
    ['DELETE', `/v1/account/sessions/${'f'.repeat(36)}`],
  ])('%s %s answers 400 invalid_request', async (method, url) => {
    const browser = await signedIn();
    const response = await browser.request({ method: method as 'GET', url });
    expectClientError(response, 400, 'invalid_request');
  });
});

describe('history cursors are validated by their contract', () => {
  it.each([
    'h1.999999999999999.1',
    'h1.8640000000000001.1',
    'h1.253402300800000.1',
    'h1.0.1',
    'h1.1.abc',
    'garbage',
  ])('cursor %s answers 400 invalid_request', async (cursor) => {
    const browser = await signedIn();
    const response = await browser.get(`/v1/transactions?cursor=${encodeURIComponent(cursor)}`);
    expectClientError(response, 400, 'invalid_request');
  });

  it.each([
    ['from', '0000-01-01'],
    ['to', '9999-12-31'],
    ['from', '275760-09-13'],
  ])('date filter %s=%s answers 4xx or a page, never 500', async (name, value) => {
    const browser = await signedIn();
    const response = await browser.get(`/v1/transactions?${name}=${value}`);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) expectClientError(response, 400, 'invalid_request');
  });
});

describe('deeply nested JSON bodies', () => {
  it.each([33, 200, 5_000, 20_000])(
    'a body nested %i levels is refused with 400 before it is walked',
    async (depth) => {
      const browser = await signedIn();
      for (const [open, close] of [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const) {
        const response = await browser.request({
          method: 'POST',
          url: '/v1/sessions',
          headers: { 'content-type': 'application/json' },
          payload: `${open.repeat(depth)}1${close.repeat(depth)}`,
        });
        expectClientError(response, 400, 'malformed_json');
      }
    },
  );

  it('lets 32 levels through to the contract, and brackets inside strings do not count', async () => {
    const browser = await signedIn();
    const deepButAllowed = await browser.request({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(32)}${']'.repeat(32)}`,
    });
    expectClientError(deepButAllowed, 400, 'invalid_request');
    const response = await browser.request({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: `${'['.repeat(300)}"\\"{{{` }),
    });
    expect(response.statusCode).not.toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('NUL characters, which PostgreSQL text cannot hold', () => {
  it.each([
    ['GET', '/v1/players?q=%00'],
    ['GET', '/v1/players?team_id=z&q=a%00b'],
    ['GET', '/v1/news?before=%00'],
    ['GET', '/v1/games/x%00y'],
    ['GET', '/v1/account/transactions?type=%00'],
  ])('%s %s answers 400 invalid_request, never a 500', async (method, url) => {
    const browser = await signedIn();
    const response = await browser.request({ method: method as 'GET', url });
    expectClientError(response, 400, 'invalid_request');
  });

  it('a JSON body with NUL in a value or a key is refused before any handler', async () => {
    const browser = await signedIn();
    for (const payload of [
      JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }),
      JSON.stringify({ 'e\u0000': 1 }),
      JSON.stringify({ list: [['deep', 'n\u0000']] }),
    ]) {
      const response = await browser.request({
        method: 'POST',
        url: '/v1/sessions',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectClientError(response, 400, 'invalid_request');
    }
  });
});

describe('half a surrogate pair, which is no character (PostgreSQL json refuses it)', () => {
  it('a JSON body escaping one in a value or a key is refused before any handler, never a 500', async () => {
    const browser = await signedIn();
    // Written as JSON escapes: JSON.stringify would escape them the same way.
    for (const [url, payload] of [
      ['/v1/sessions', '{"email":"a\\ud800@example.com","password":"x"}'],
      ['/v1/sessions', '{"e\\udc00":1}'],
      ['/v1/test/pickem/lines/move', '{"prop_id":"p\\ud83d"}'],
      ['/v1/test/pickem/lines/move', '{"prop_id":["x",{"deep":"\\udfff\\ud800"}]}'],
    ] as const) {
      const response = await browser.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectClientError(response, 400, 'invalid_request');
    }
    // A whole pair (an emoji) is text like any other: the route answers as it would.
    const emoji = await browser.request({
      method: 'POST',
      url: '/v1/test/pickem/lines/move',
      headers: { 'content-type': 'application/json' },
      payload: '{"prop_id":"p\\ud83d\\ude00"}',
    });
    expectClientError(emoji, 404, 'not_found');
  });
});

/** Sends a WebSocket upgrade over a real socket and returns the status line's code. */
async function upgradeStatus(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { app } = testApp.current;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
    if (answer.includes('\r\n\r\n')) socket.end();
  });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.on('error', () => undefined);
  const lines = [
    'GET /v1/ws HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  await closed;
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

describe('WebSocket upgrades from a bad Origin', () => {
  it.each(['null', '', 'not a url', 'http://', 'https://evil.example', 'javascript:alert(1)', '::::'])(
    'Origin %j is refused before the upgrade, signed in or not, without a stack trace',
    async (origin) => {
      const browser = await signedIn();
      const cookie = ['kennel_session', 'kennel_csrf']
        .map((name) => `${name}=${browser.cookie(name) ?? ''}`)
        .join('; ');
      logLines.length = 0;
      const attempts: Record<string, string>[] = [{ Origin: origin, Cookie: cookie }, { Origin: origin }];
      for (const headers of attempts) {
        const answer = await upgradeStatus(headers);
        expect(answer.status, answer.body).toBe(403);
        expect(apiErrorSchema.parse(JSON.parse(answer.body)).api_code).toBe('forbidden');
      }
      expect(logLines.join('\n')).not.toMatch(/"level":50|TypeError|Invalid URL|\bstack\b/);
    },
  );
});
