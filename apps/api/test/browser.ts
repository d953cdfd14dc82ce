import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@kennel/core/contracts/csrf';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/platform/http/server.ts';

type RequestOptions = Omit<InjectOptions, 'cookies'> & { url: string };

/**
 * A cookie-keeping client over `app.inject`, behaving like the web app's HTTP client: it stores
 * Set-Cookie and echoes the `kennel_csrf` cookie in `x-csrf-token` on unsafe methods.
 */
export class TestBrowser {
  readonly #app: App;
  readonly #cookies = new Map<string, string>();
  readonly #csrfCookie: string;

  /** `csrfCookie`: the operator console names its own. */
  constructor(app: App, csrfCookie = CSRF_COOKIE_NAME) {
    this.#app = app;
    this.#csrfCookie = csrfCookie;
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.#cookies.set(name, value);
  }

  async request(options: RequestOptions, { csrf = true } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    const token = this.#cookies.get(this.#csrfCookie);
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(options.method ?? 'GET');
    if (csrf && unsafe && token) headers[CSRF_HEADER_NAME] = token;
    const response = await this.#app.inject({
      ...options,
      headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      cookies: Object.fromEntries(this.#cookies),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired) this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request(
      {
        method: 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        headers: options.headers,
      },
      { csrf: options.csrf },
    );
  }
}
