import { apiErrorSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { signIn } from '../wallet/helpers.ts';
import { consoleBrowser, createOperator, OPERATOR_PASSWORD, signInOperator, totpCode } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;

function problem(response: { statusCode: number; json(): unknown }) {
  return { ...apiErrorSchema.parse(response.json()), status: response.statusCode };
}

describe('operator sign-in', () => {
  it('needs the password and a current authenticator code, each code once', async () => {
    const operator = await createOperator(app(), 'support');
    const browser = await consoleBrowser(app());
    const attempt = (password: string, code: string) =>
      browser.post('/v1/console/session', { email: operator.email, password, code });

    // No code at all is a validation error; a wrong code or password the same refusal.
    expect(
      problem(
        await browser.post('/v1/console/session', { email: operator.email, password: OPERATOR_PASSWORD }),
      ),
    ).toMatchObject({ status: 400, api_code: 'invalid_request' });
    const wrongCode = totpCode(operator.secret) === '000000' ? '111111' : '000000';
    expect(problem(await attempt(OPERATOR_PASSWORD, wrongCode))).toMatchObject({
      status: 401,
      api_code: 'operator_login_failed',
    });
    expect(problem(await attempt('not-the-password', totpCode(operator.secret)))).toMatchObject({
      status: 401,
      api_code: 'operator_login_failed',
    });
    expect((await browser.get('/v1/console/session')).statusCode).toBe(401);

    const code = totpCode(operator.secret);
    const signedIn = await attempt(OPERATOR_PASSWORD, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toEqual({
      id: operator.id,
      email: operator.email,
      name: operator.name,
      role: 'support',
    });
    expect((await browser.get('/v1/console/session')).json().data.id).toBe(operator.id);

    // The same code again (an overheard one) is refused, even with the right password.
    const other = await consoleBrowser(app());
    const replayed = await other.post('/v1/console/session', {
      email: operator.email,
      password: OPERATOR_PASSWORD,
      code,
    });
    expect(problem(replayed)).toMatchObject({ status: 401, api_code: 'operator_login_failed' });

    expect(
      (await operatorTrail(testApp.current.database.handle.db, operator.id)).map((row) => row.action),
    ).toEqual(['console.session.started']);
    // The failed attempts are on the trail by the email tried, never with the password or the code.
    const failed = await selectRows<{ details: Record<string, unknown>; operator_id: string | null }>(
      testApp.current.database.handle.db,
      sql`select details, operator_id from audit_events
          where action = 'console.failed' and details ->> 'email' = ${operator.email} order by seq`,
    );
    expect(failed).toEqual(
      Array.from({ length: 3 }, () => ({
        operator_id: null,
        details: {
          endpoint: 'console.session.started',
          api_code: 'operator_login_failed',
          email: operator.email,
        },
      })),
    );
  });

  it('keeps operators and players apart: a player session is no console session, and the console is not on the player port', async () => {
    const player = await signIn(app());
    const console = await consoleBrowser(app());
    for (const [name, value] of Object.entries({
      kennel_session: player.browser.cookie('kennel_session') ?? '',
    }))
      console.setCookie(name, value);
    expect(problem(await console.get('/v1/console/support/conversations'))).toMatchObject({
      status: 401,
      api_code: 'operator_unauthenticated',
    });
    expect(problem(await player.browser.get('/v1/console/support/conversations'))).toMatchObject({
      status: 404,
      api_code: 'route_not_found',
    });
  });

  it('signs out: the session ends and its cookie no longer works', async () => {
    const operator = await signInOperator(app(), 'finance');
    const session = operator.browser.cookie('kennel_operator_session')!;
    expect(
      (await operator.browser.request({ method: 'DELETE', url: '/v1/console/session' })).statusCode,
    ).toBe(204);
    const stale = await consoleBrowser(app());
    stale.setCookie('kennel_operator_session', session);
    expect((await stale.get('/v1/console/session')).statusCode).toBe(401);
  });

  it('refuses a state-changing call without the console CSRF token', async () => {
    const operator = await createOperator(app(), 'support');
    const browser = await consoleBrowser(app());
    const response = await browser.post(
      '/v1/console/session',
      { email: operator.email, password: OPERATOR_PASSWORD, code: totpCode(operator.secret) },
      { csrf: false },
    );
    expect(problem(response)).toMatchObject({ status: 403, api_code: 'csrf_invalid' });
  });
});
