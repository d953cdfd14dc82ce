import net, { type AddressInfo } from 'node:net';
import { apiErrorSchema, sessionResponseSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });

async function baseUrl(): Promise<string> {
  const { app } = testApp.current;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Name=value pairs from Set-Cookie headers, as a browser would keep them. */
function cookieJar(response: Response, jar = new Map<string, string>()) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name = '', value = ''] = pair.split('=');
    jar.set(name, value);
  }
  return jar;
}

/** Writes raw bytes to the server and collects everything it answers until it hangs up. */
async function rawExchange(bytes: string): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(await baseUrl());
  const socket = net.connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.on('error', () => undefined);
  socket.write(bytes);
  await closed;
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

describe('over a real socket', () => {
  it('signs in through the CSRF handshake and reads the session back', async () => {
    const url = await baseUrl();
    const csrf = await fetch(`${url}/v1/csrf`);
    const jar = cookieJar(csrf);
    const { data } = (await csrf.json()) as { data: { token: string } };
    expect(jar.get('kennel_csrf')).toBe(data.token);

    const signIn = await fetch(`${url}/v1/test/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': data.token, cookie: cookieHeader(jar) },
      body: JSON.stringify({ username: 'socket_pup' }),
    });
    expect(signIn.status).toBe(201);
    cookieJar(signIn, jar);

    const session = await fetch(`${url}/v1/session`, { headers: { cookie: cookieHeader(jar) } });
    expect(sessionResponseSchema.parse(await session.json()).data).toMatchObject({
      authenticated: true,
      user: { username: 'socket_pup' },
    });
  });

  it('answers malformed JSON and missing CSRF in the error shape', async () => {
    const url = await baseUrl();
    const csrf = await fetch(`${url}/v1/csrf`);
    const jar = cookieJar(csrf);
    const token = jar.get('kennel_csrf') ?? '';

    const malformed = await fetch(`${url}/v1/test/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookieHeader(jar) },
      body: '{"username":',
    });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).api_code).toBe('malformed_json');

    const forged = await fetch(`${url}/v1/test/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieHeader(jar) },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    const body = apiErrorSchema.parse(await forged.json());
    expect(body.api_code).toBe('csrf_invalid');
    expect(body.request_id).toBe(forged.headers.get('x-request-id'));
  });

  it('answers an unknown API path with 404 route_not_found', async () => {
    const response = await fetch(`${await baseUrl()}/v1/kennels`);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).api_code).toBe('route_not_found');
  });

  it('answers a request that is not HTTP in the error shape', async () => {
    const { status, body } = await rawExchange('HELLO KENNEL\r\n\r\n');
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body)).toMatchObject({ api_code: 'invalid_request', status: 400 });
  });

  it('answers oversized headers with 431 in the error shape', async () => {
    const { status, body } = await rawExchange(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(apiErrorSchema.parse(body)).toMatchObject({ api_code: 'invalid_request', status: 431 });
  });
});
