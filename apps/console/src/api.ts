import {
  type ApiError,
  apiErrorSchema,
  CONSOLE_CSRF_COOKIE,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpointPath,
} from '@kennel/core';

/** A refusal from the console server, in the API's error shape. */
export class ConsoleApiError extends Error {
  constructor(readonly problem: ApiError) {
    super(problem.detail);
    this.name = 'ConsoleApiError';
  }

  get code() {
    return this.problem.api_code;
  }
}

function csrfCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CONSOLE_CSRF_COOKIE || name === `__Host-${CONSOLE_CSRF_COOKIE}`)
      return decodeURIComponent(value.join('='));
  }
  return undefined;
}

async function csrfToken(): Promise<string> {
  const cookie = csrfCookie();
  if (cookie) return cookie;
  const response = await fetch('/v1/csrf', { credentials: 'same-origin' });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const unreachable = (): ApiError => ({
  api_code: 'network_error',
  title: 'Could not reach Kennel',
  detail: 'The console could not reach the server. Check your connection and try again.',
  http_status_code: 0,
  status: 0,
});

/** Calls one console endpoint through its core contract: path, input and the checked answer. */
export async function consoleCall<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
  };
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined))}`
    : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${endpointPath(endpoint.path, params)}${search}`, {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ConsoleApiError(unreachable());
  }
  const text = await response.text();
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const problem = apiErrorSchema.safeParse(parsed);
    throw new ConsoleApiError(problem.success ? problem.data : unreachable());
  }
  return (endpoint.response ? endpoint.response.parse(parsed) : undefined) as EndpointOutput<E>;
}
