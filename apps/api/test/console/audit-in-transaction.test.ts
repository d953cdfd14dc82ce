import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  consoleBrowser,
  createOperator,
  OPERATOR_PASSWORD,
  type SignedInOperator,
  signInOperator,
  totpCode,
} from './helpers.ts';
import { verifiedPlayer } from './review-helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

let risk: SignedInOperator;
let finance: SignedInOperator;
beforeAll(async () => {
  risk = await signInOperator(app(), 'risk');
  finance = await signInOperator(app(), 'finance');
});

/** Makes storing the console's audit row of `action` fail until the returned function is called. */
async function auditStoreFails(action: string): Promise<() => Promise<void>> {
  await db().execute(sql`create or replace function kennel_test_fail_audit() returns trigger
    language plpgsql as $$ begin raise exception 'the audit store is down'; end $$`);
  await db().execute(
    sql.raw(`create trigger kennel_test_fail_audit before insert on audit_events
    for each row when (new.action = '${action}') execute function kennel_test_fail_audit()`),
  );
  return async () => {
    await db().execute(sql`drop trigger if exists kennel_test_fail_audit on audit_events`);
  };
}

async function openReviews(playerId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from account_reviews where user_id = ${playerId} and resolved_at is null`,
  );
  return row?.n ?? 0;
}

describe("a console change whose audit row can't be stored", () => {
  it('rolls back: the hold never stands without its audit row', async () => {
    const player = await verifiedPlayer(app());
    const repair = await auditStoreFails('console.reviews.held');
    try {
      const held = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
        reason: 'suspected_fraud',
      });
      expect(held.statusCode).toBe(500);
    } finally {
      await repair();
    }
    expect(await openReviews(player.id)).toBe(0);

    const again = await risk.browser.post(`/v1/console/players/${player.id}/hold`, {
      reason: 'suspected_fraud',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await openReviews(player.id)).toBe(1);
    const [audited] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_events where user_id = ${player.id} and action = 'console.reviews.held'`,
    );
    expect(audited?.n).toBe(1);
  });

  it('rolls back a reconciliation run whose audit row cannot be stored', async () => {
    const day = '2026-01-05';
    const stored = async () =>
      (await selectRows(db(), sql`select 1 from ledger_reconciliations where day = ${day}`)).length;
    const repair = await auditStoreFails('console.reconciliations.run');
    try {
      expect((await finance.browser.post(`/v1/console/reconciliations/${day}`)).statusCode).toBe(500);
    } finally {
      await repair();
    }
    expect(await stored()).toBe(0);
    expect((await finance.browser.post(`/v1/console/reconciliations/${day}`)).statusCode).toBe(200);
    expect(await stored()).toBe(1);
  });

  it('refuses a sign-in whose audit row cannot be stored: no session stands without its row', async () => {
    const operator = await createOperator(app(), 'support');
    const browser = await consoleBrowser(app());
    const sessions = async () =>
      (await selectRows(db(), sql`select 1 from operator_sessions where operator_id = ${operator.id}`))
        .length;
    const repair = await auditStoreFails('console.session.started');
    try {
      const refused = await browser.post('/v1/console/session', {
        email: operator.email,
        password: OPERATOR_PASSWORD,
        code: totpCode(operator.secret),
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await repair();
    }
    expect(await sessions()).toBe(0);
    // The code was not used up by the sign-in that did not happen: it works again.
    const signedIn = await browser.post('/v1/console/session', {
      email: operator.email,
      password: OPERATOR_PASSWORD,
      code: totpCode(operator.secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await sessions()).toBe(1);
    const [audited] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_events where operator_id = ${operator.id} and action = 'console.session.started'`,
    );
    expect(audited?.n).toBe(1);
  });

  it('keeps the session of a sign-out whose audit row cannot be stored', async () => {
    const operator = await signInOperator(app(), 'support');
    const sessions = async () =>
      (await selectRows(db(), sql`select 1 from operator_sessions where operator_id = ${operator.id}`))
        .length;
    expect(await sessions()).toBe(1);
    const repair = await auditStoreFails('console.session.ended');
    try {
      const refused = await operator.browser.request({ method: 'DELETE', url: '/v1/console/session' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await repair();
    }
    expect(await sessions()).toBe(1);
    expect((await operator.browser.get('/v1/console/session')).statusCode).toBe(200);
    const out = await operator.browser.request({ method: 'DELETE', url: '/v1/console/session' });
    expect(out.statusCode).toBeLessThan(300);
    expect(await sessions()).toBe(0);
    const [audited] = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_events where operator_id = ${operator.id} and action = 'console.session.ended'`,
    );
    expect(audited?.n).toBe(1);
  });
});

describe('a console change refused for a player who does not exist', () => {
  it('is on the trail with the id tried, about no player', async () => {
    const support = await signInOperator(app(), 'support');
    const nobody = crypto.randomUUID();
    const calls = [
      {
        operator: risk,
        method: 'POST',
        url: `/v1/console/players/${nobody}/hold`,
        payload: { reason: 'suspected_fraud' },
        status: 404,
      },
      {
        operator: support,
        method: 'DELETE',
        url: `/v1/console/players/${nobody}/sessions/${crypto.randomUUID()}`,
        status: 404,
      },
      {
        operator: risk,
        method: 'POST',
        url: `/v1/console/documents/${nobody}/decision`,
        payload: { decision: 'approved' },
        status: 409,
      },
    ] as const;
    for (const call of calls) {
      const response = await call.operator.browser.request({
        method: call.method,
        url: call.url,
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(call.status);
    }
    // A trail that could not name the player once lost the row (its player reference refused it).
    const failed = await selectRows<{
      user_id: string | null;
      operator_id: string;
      details: Record<string, unknown>;
    }>(
      db(),
      sql`select user_id, operator_id, details from audit_events
          where action = 'console.failed' and details ->> 'id' = ${nobody} order by seq`,
    );
    expect(failed.map((row) => [row.operator_id, row.user_id, row.details.api_code])).toEqual([
      [risk.id, null, 'player_not_found'],
      [support.id, null, 'player_not_found'],
      [risk.id, null, 'document_case_not_found'],
    ]);
  });
});
