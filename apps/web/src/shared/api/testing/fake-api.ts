/** A fake API at the fetch boundary, for tests: answers by "METHOD /path" and records every call. */
export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(
  status: number,
  api_code: string,
  detail: string,
  extra: Record<string, unknown> = {},
) {
  return json({ api_code, title: api_code, detail, http_status_code: status, status, ...extra }, status);
}

export const signedInSession = {
  data: { authenticated: true, user: { id: 'u1', username: 'rexthedog', email: 'rex@kennel.example' } },
};
export const guestSession = { data: { authenticated: false, user: null } };

export function createFakeApi(handlers: Record<string, FakeHandler> = {}) {
  const calls: RecordedCall[] = [];
  const defaults: Record<string, FakeHandler> = {
    'GET /v1/session': () => json(guestSession),
    'GET /v1/csrf': () => json({ data: { token: 'csrf-from-endpoint' } }),
    'GET /v1/wallet': () => apiError(404, 'route_not_found', 'This API path does not exist.'),
    'GET /v1/notifications/unread-count': () => json({ data: { unread_count: 0 } }),
    'GET /v1/location': () =>
      json({
        data: {
          state: 'NJ',
          source: 'residence',
          located_at: '2026-01-02T10:00:00.000Z',
          state_name: 'New Jersey',
          products: [{ product: 'best_ball', name: 'Best ball', offered: true, minimum_age: 18 }],
        },
      }),
    'GET /v1/shared-client-config': () =>
      json({
        data: {
          enhanced_privacy_policy_url: 'https://legal.kennel.example/privacy',
          enhanced_terms_of_use_url: 'https://legal.kennel.example/terms',
          enhanced_disclosure_url: 'https://legal.kennel.example/disclosures',
          enhanced_membership_agreement_url: 'https://legal.kennel.example/membership',
          enhanced_rulebook_url: 'https://legal.kennel.example/rules',
          glba_privacy_notice_url: 'https://legal.kennel.example/glba',
        },
      }),
  };
  const routes = { ...defaults, ...handlers };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://kennel.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method,
      url,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, 'route_not_found', `No fake for ${method} ${url.pathname}`);
    return handler(call);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (method: string, pathname: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === pathname),
  };
}
