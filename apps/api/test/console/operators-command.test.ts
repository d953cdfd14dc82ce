import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runOperatorsCommand } from '../../src/features/console/operator-command.ts';
import { disableSandboxOperator, SANDBOX_OPERATOR } from '../../src/features/console/sandbox-operator.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { consoleBrowser, totpCode } from './helpers.ts';

// The sandbox operator is seeded as in development (tests leave it off unless they say).
const testApp = useTestApp({ settings: { CONSOLE_SANDBOX_OPERATOR: 'true' } });
const app = () => testApp.current.app;

async function command(args: string[], env: { USER?: string } = { USER: 'ops-lead' }) {
  const printed: string[] = [];
  const code = await runOperatorsCommand(
    app().walletModule.operatorAuth,
    args,
    (text) => printed.push(text),
    env,
  );
  return { code, out: printed.join('\n') };
}

/** The audit trail's rows about giving and taking away console access, oldest first. */
async function accessEvents() {
  return selectRows<{
    actor: string;
    actor_name: string | null;
    action: string;
    details: Record<string, unknown>;
  }>(
    testApp.current.database.handle.db,
    sql`select actor, actor_name, action, details from audit_events
        where action in ('operator.created', 'operator.disabled') order by seq`,
  );
}

async function signInWith(email: string, password: string, secret: string) {
  const browser = await consoleBrowser(app());
  return browser.post('/v1/console/session', { email, password, code: totpCode(secret) });
}

describe('npm run operators', () => {
  it('creates the first admin, whose printed password and authenticator secret sign in', async () => {
    const created = await command([
      'create',
      '--email',
      'Ada@Ops.Kennel.invalid',
      '--name',
      'Ada',
      '--role',
      'admin',
    ]);
    expect(created.code).toBe(0);
    const password = /password \(shown once\): (\S+)/.exec(created.out)![1]!;
    const secret = /authenticator secret: (\S+)/.exec(created.out)![1]!;
    expect(created.out).toContain('otpauth://totp/');
    const response = await signInWith('ada@ops.kennel.invalid', password, secret);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'ada@ops.kennel.invalid',
      role: 'admin',
      name: 'Ada',
    });

    expect(
      await command(['create', '--email', 'ada@ops.kennel.invalid', '--name', 'Ada', '--role', 'admin']),
    ).toMatchObject({
      code: 1,
      out: 'ada@ops.kennel.invalid is already an operator',
    });
    expect((await command(['list'])).out).toContain('ada@ops.kennel.invalid');
  });

  it('puts every grant of console access on the audit trail: who gave which role to whom, in the same transaction', async () => {
    const before = (await accessEvents()).length;
    const created = await command(
      [
        'create',
        '--email',
        'Cy@Ops.Kennel.invalid',
        '--name',
        'Cy',
        '--role',
        'admin',
        '--by',
        'Grace (CTO)',
      ],
      { USER: 'deploy' },
    );
    expect(created.code).toBe(0);
    const byUser = await command([
      'create',
      '--email',
      'di@ops.kennel.invalid',
      '--name',
      'Di',
      '--role',
      'risk',
    ]);
    expect(byUser.code).toBe(0);
    // A refused grant (the email is taken) gives nothing and records nothing.
    expect(
      (await command(['create', '--email', 'cy@ops.kennel.invalid', '--name', 'Cy', '--role', 'admin'])).code,
    ).toBe(1);
    // Nobody to name: no access is given.
    const anonymous = await command(
      ['create', '--email', 'ed@ops.kennel.invalid', '--name', 'Ed', '--role', 'admin'],
      {},
    );
    expect(anonymous).toMatchObject({ code: 1, out: expect.stringContaining('--by <name>') });
    expect((await command(['list'])).out).not.toContain('ed@ops.kennel.invalid');

    const events = (await accessEvents()).slice(before);
    expect(events).toEqual([
      {
        actor: 'operator',
        actor_name: 'Grace (CTO)',
        action: 'operator.created',
        details: expect.objectContaining({ email: 'cy@ops.kennel.invalid', name: 'Cy', role: 'admin' }),
      },
      {
        actor: 'operator',
        actor_name: 'ops-lead',
        action: 'operator.created',
        details: expect.objectContaining({ email: 'di@ops.kennel.invalid', name: 'Di', role: 'risk' }),
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/password|secret/i);
  });

  it('refuses an unknown role or a missing name, with the usage for an unknown command', async () => {
    expect(
      await command(['create', '--email', 'bo@ops.kennel.invalid', '--name', 'Bo', '--role', 'root']),
    ).toMatchObject({
      code: 1,
      out: expect.stringContaining('--role must be one of support, risk, finance, admin'),
    });
    expect((await command(['create', '--email', 'bo@ops.kennel.invalid', '--role', 'risk'])).code).toBe(1);
    expect(await command(['promote'])).toMatchObject({ code: 1, out: expect.stringContaining('usage:') });
  });

  it('the documented sandbox operator signs in where the sandbox is on, and production refuses it', async () => {
    // As main.ts does after the migrations; a second start finds it there.
    await app().prepareConsole();
    await app().prepareConsole();
    const response = await signInWith(
      SANDBOX_OPERATOR.email,
      SANDBOX_OPERATOR.password,
      SANDBOX_OPERATOR.totpSecret,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('admin');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CONSOLE_SANDBOX_OPERATOR: 'true',
        SESSION_SECRET: 's'.repeat(64),
      }),
    ).toThrow(/CONSOLE_SANDBOX_OPERATOR must be false in production/);
    expect(loadConfig({ NODE_ENV: 'test' }).console.sandboxOperator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).console.sandboxOperator).toBe(true);
  });

  it("production's start disables a sandbox operator a development run left in the database, and ends its session", async () => {
    await app().prepareConsole();
    const browser = await consoleBrowser(app());
    const signedIn = await browser.post('/v1/console/session', {
      email: SANDBOX_OPERATOR.email,
      password: SANDBOX_OPERATOR.password,
      // The test above took this time step's code (each is accepted once).
      code: totpCode(SANDBOX_OPERATOR.totpSecret, 1),
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await browser.get('/v1/console/session')).statusCode).toBe(200);

    // What prepareConsole does when NODE_ENV is production: twice, as a second instance would.
    await disableSandboxOperator(testApp.current.database.handle.db, new Date(), app().log);
    await disableSandboxOperator(testApp.current.database.handle.db, new Date(), app().log);

    expect((await browser.get('/v1/console/session')).statusCode).toBe(401);
    expect((await command(['list'])).out).toMatch(/sandbox-admin@kennel\.example.*disabled/);
    // Its grant at the first start and its disabling are on the trail, the disabling once.
    const sandbox = (await accessEvents()).filter((event) => event.details.email === SANDBOX_OPERATOR.email);
    expect(sandbox.map((event) => [event.actor, event.action, event.details.role])).toEqual([
      ['system', 'operator.created', 'admin'],
      ['system', 'operator.disabled', 'admin'],
    ]);
  });
});
