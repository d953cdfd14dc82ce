import type { App } from '../../apps/api/src/platform/http/server.ts';

/** A bench user signed in through the test-only session route: its cookies and its id. */
export async function signInBenchUser(
  app: App,
  username: string,
): Promise<{ id: string; cookies: Record<string, string> }> {
  const csrf = await app.inject({ method: 'GET', url: '/v1/csrf' });
  const jar = Object.fromEntries(csrf.cookies.map((cookie) => [cookie.name, cookie.value]));
  const response = await app.inject({
    method: 'POST',
    url: '/v1/test/session',
    cookies: jar,
    headers: { 'x-csrf-token': jar.kennel_csrf ?? '' },
    payload: { username },
  });
  if (response.statusCode !== 201) throw new Error(`could not sign the bench user in: ${response.body}`);
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  return { id: response.json().data.user.id, cookies: jar };
}
