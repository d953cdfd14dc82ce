import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@kennel/core/contracts/csrf';
import type { App } from '../../src/platform/http/server.ts';

/** Listens on a free port (once) and returns the base URL. */
export async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A browser over real HTTP: keeps cookies and echoes the CSRF cookie on unsafe requests. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  /** `clientAddress` is sent as X-Forwarded-For, for servers that trust a proxy (one client per address). */
  constructor(
    readonly baseUrl: string,
    readonly clientAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cookieHeader());
    if (this.clientAddress && !headers.has('x-forwarded-for'))
      headers.set('x-forwarded-for', this.clientAddress);
    const unsafe = !['GET', 'HEAD'].includes(init.method ?? 'GET');
    const csrf = this.cookies.get(CSRF_COOKIE_NAME);
    if (unsafe && csrf && !headers.has(CSRF_HEADER_NAME)) headers.set(CSRF_HEADER_NAME, csrf);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async signIn(username?: string): Promise<{ id: string; username: string }> {
    await this.fetch('/v1/csrf');
    const response = await this.fetch('/v1/test/session', {
      method: 'POST',
      json: username ? { username } : {},
    });
    if (response.status !== 201)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { user: { id: string; username: string } } }).data.user;
  }
}

/** A JSON body as the contract says it is (the tests check what matters about it). */
export async function bodyOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The `data` of a success body. */
export async function dataOf<T>(response: Response): Promise<T> {
  return (await bodyOf<{ data: T }>(response)).data;
}
