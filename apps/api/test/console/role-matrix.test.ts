import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  CONSOLE_ENDPOINTS,
  type ConsoleEndpointName,
  cents,
  DEFAULT_CONTEST_STYLES,
  DEFAULT_PAYOUT_SCHEDULE,
  endpointPath,
  OPERATOR_ROLES,
  type OperatorRole,
  operatorMay,
} from '@kennel/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { knownDevices } from '../../src/platform/db/schema/accounts.ts';
import { operators } from '../../src/platform/db/schema/operators.ts';
import { taxForms } from '../../src/platform/db/schema/tax.ts';
import { useTestApp } from '../app.ts';
import { deposit, placeEntry, player, writeGame } from '../pickem/settlement-fixtures.ts';
import { submitW9, W9 } from '../tax/helpers.ts';
import { depositByCard, signIn, verifyIdentity } from '../wallet/helpers.ts';
import { emptySettledContest } from './contest-helpers.ts';
import { createOperator, type SignedInOperator, signInOperator } from './helpers.ts';
import { playerWithShortfall } from './review-helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

interface Call {
  /** The player the audit row names when the path does not (a review's id). */
  auditedPlayer?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** One conversation with support for every inbox call (a player's messages have a per-address budget). */
let conversation: Promise<string> | undefined;
function supportConversation() {
  conversation ??= (async () => {
    const player = await signIn(app());
    const sent = await player.browser.post('/v1/support/messages', { text: 'Where is my deposit?' });
    expect(sent.statusCode).toBe(201);
    return sent.json().data.id as string;
  })();
  return conversation;
}

/** One settled contest every role re-settles (the second and later calls move nothing). */
let settled: Promise<string> | undefined;

/** A player whose identity document waits for a decision. */
async function playerInDocumentReview() {
  const player = await signIn(app());
  expect((await verifyIdentity(player, '1111')).json().data.status).toBe('needs_document');
  const sent = await player.browser.post('/v1/verification/document', {
    document_type: 'passport',
    front_image: 'data:image/png;base64,iVBORw0KGgo=',
    front_file_name: 'passport.png',
  });
  expect(sent.statusCode).toBe(202);
  return player;
}

/** The line of a settled pick'em entry (a fresh entry and line each call). */
async function settledPickemLine() {
  await writeGame(app(), 'g-role-matrix', { [player(1, 0)]: { points: 30 }, [player(2, 0)]: { points: 25 } });
  const user = await signIn(app());
  await deposit(app(), user.id, 5_000);
  const pick = (team: 1 | 2, value: number) => ({
    players: [player(team, 0)],
    gameId: 'g-role-matrix',
    choice: 'higher' as const,
    value,
  });
  const entry = await placeEntry(app(), {
    userId: user.id,
    type: 'standard',
    feeCents: 1_000,
    picks: [pick(1, 24.5), pick(2, 20.5)],
  });
  await app().walletModule.pickemSettlement.settleReady();
  const [row] = await selectRows<{ line_id: string }>(
    db(),
    sql`select line_id from pickem_picks where entry_id = ${entry} and position = 0`,
  );
  return row!.line_id;
}

/** An open review an operator put on a fresh player's account. */
async function heldAccountReview() {
  const player = await signIn(app());
  const admin = await createOperator(app(), 'admin');
  const row = (await db().select().from(operators).where(eq(operators.id, admin.id)))[0]!;
  return (await app().walletModule.reviewDesk.hold(player.id, 'identity_check', row)).id;
}

/** A player whose issued 1099 for 2025 no longer matches the ledger, which holds none of its winnings. */
/** Two players who signed in on one browser: linked accounts support may mark as two people. */
async function playersSharingABrowser() {
  const [first, second] = [await signIn(app()), await signIn(app())];
  const at = new Date();
  const deviceIdHash = randomUUID();
  await db()
    .insert(knownDevices)
    .values(
      [first, second].map((one) => ({ userId: one.id, deviceIdHash, confirmedAt: at, lastSeenAt: at })),
    );
  return { first: first.id, second: second.id };
}

async function playerWithStaleTaxForm() {
  const player = await signIn(app());
  expect((await submitW9(player)).statusCode).toBe(200);
  await db()
    .insert(taxForms)
    .values({
      userId: player.id,
      taxYear: 2025,
      revision: 1,
      amountCents: cents(60_000),
      recipient: {
        legalName: W9.legal_name,
        businessName: null,
        addressLine1: W9.address_line1,
        addressLine2: W9.address_line2,
        city: W9.city,
        state: W9.state,
        postalCode: W9.postal_code,
        tinLast4: W9.tin.slice(-4),
      },
      issuedAt: new Date('2026-01-15T15:00:00.000Z'),
      correctedByOperatorId: null,
      correctionReason: null,
    });
  return player.id;
}

async function liveSessionOf(playerId: string) {
  const [session] = await app().walletModule.sessions.listSessions(playerId, undefined);
  return session!.id;
}

/**
 * A call each console endpoint accepts when the role may make it: typed by the registry's names, so
 * a new console endpoint without one here does not compile. Each call gets fresh rows where it
 * changes them (a session to end, a document to decide).
 */
const CALLS: Record<Exclude<ConsoleEndpointName, 'operatorLogin'>, () => Promise<Call>> = {
  currentOperator: async () => ({}),
  operatorLogout: async () => ({}),
  supportInbox: async () => ({ query: { status: 'open' } }),
  supportThread: async () => ({ params: { id: await supportConversation() } }),
  replyToSupport: async () => ({
    params: { id: await supportConversation() },
    body: { text: 'It landed: check your balance.' },
  }),
  closeSupportConversation: async () => ({ params: { id: await supportConversation() } }),
  findPlayers: async () => ({ query: { q: 'pup_' } }),
  playerProfile: async () => ({ params: { id: (await signIn(app())).id } }),
  playerSessions: async () => ({ params: { id: (await signIn(app())).id } }),
  endPlayerSession: async () => {
    const player = await signIn(app());
    return { params: { id: player.id, sessionId: await liveSessionOf(player.id) } };
  },
  playerLedger: async () => ({ params: { id: (await signIn(app())).id } }),
  playerOwed: async () => ({ params: { id: (await signIn(app())).id } }),
  documentQueue: async () => ({}),
  auditTrail: async () => ({ query: { action: 'console.' } }),
  accountReviews: async () => ({ query: { status: 'open' } }),
  holdAccount: async () => ({
    params: { id: (await signIn(app())).id },
    body: { reason: 'payment_dispute' },
  }),
  releaseReview: async () => ({ params: { id: await heldAccountReview() } }),
  collectShortfall: async () => {
    const { player } = await playerWithShortfall(testApp.current);
    expect((await depositByCard(app(), player, 4_000)).statusCode).toBe(201);
    const [review] = await selectRows<{ id: string }>(
      db(),
      sql`select id from account_reviews where user_id = ${player.id}`,
    );
    return { params: { id: review!.id }, auditedPlayer: player.id };
  },
  pickemLines: async () => ({ query: { q: 'Player10' } }),
  rulePickemLine: async () => ({
    params: { lineId: await settledPickemLine() },
    body: { ruling: 'regrade', stat_value: 26.5 },
  }),
  settledContests: async () => ({}),
  resettleContest: async () => {
    settled ??= emptySettledContest(db(), 'role-matrix-contest');
    return { params: { contestId: await settled } };
  },
  worldControls: async () => ({}),
  setWorldPaused: async () => ({ body: { paused: false } }),
  schedules: async () => ({}),
  publishPayoutSchedule: async () => ({ body: { schedule: DEFAULT_PAYOUT_SCHEDULE } }),
  publishContestStyles: async () => ({ body: { styles: DEFAULT_CONTEST_STYLES } }),
  reconciliations: async () => ({}),
  reconcileDay: async () => ({ params: { day: '2026-01-02' } }),
  playerLinkedAccounts: async () => ({ params: { id: (await signIn(app())).id } }),
  markDistinctPerson: async () => {
    const { first, second } = await playersSharingABrowser();
    return { params: { id: first }, body: { other_player_id: second, reason: 'Housemate: own ID seen' } };
  },
  playerTaxForms: async () => ({ params: { id: (await signIn(app())).id } }),
  taxCorrectionsDue: async () => ({}),
  correctPlayerTaxForm: async () => ({
    params: { id: await playerWithStaleTaxForm(), year: '2025' },
    body: { reason: 'Figure restated' },
  }),
  decideDocument: async () => ({
    params: { id: (await playerInDocumentReview()).id },
    body: { decision: 'rejected', reason: 'The photo is too dark to read.' },
  }),
};

async function auditActions(operatorId: string) {
  const rows = await selectRows<{ action: string; user_id: string | null }>(
    db(),
    sql`select action, user_id from audit_events where operator_id = ${operatorId} order by seq`,
  );
  return rows;
}

describe('every console endpoint checks the operator role', () => {
  const operators = {} as Record<OperatorRole, SignedInOperator>;
  beforeAll(async () => {
    for (const role of OPERATOR_ROLES) operators[role] = await signInOperator(app(), role);
  });

  const guarded = Object.entries(CONSOLE_ENDPOINTS).filter(([, endpoint]) => endpoint.roles !== null);

  it('has a call for every guarded endpoint, and signing in is the only open one', () => {
    expect(Object.keys(CALLS).sort()).toEqual(guarded.map(([name]) => name).sort());
  });

  for (const [name, endpoint] of guarded) {
    it(`${endpoint.method} ${endpoint.path}: allowed roles get through and are audited, others get 403`, async () => {
      for (const role of OPERATOR_ROLES) {
        // Signing out ends the session, so each role signs out as a fresh operator of that role.
        const operator = name === 'operatorLogout' ? await signInOperator(app(), role) : operators[role];
        const call = await CALLS[name as keyof typeof CALLS]();
        const before = (await auditActions(operator.id)).length;
        const response = await operator.browser.request({
          method: endpoint.method,
          url: `${endpointPath(endpoint.path, call.params)}${call.query ? `?${new URLSearchParams(call.query)}` : ''}`,
          ...(call.body === undefined ? {} : { payload: call.body as object }),
        });
        const written = (await auditActions(operator.id)).slice(before);
        if (operatorMay(role, endpoint.roles!)) {
          expect(response.statusCode, `${role}: ${response.body}`).toBe(endpoint.status);
          const expected = endpoint.action ? [endpoint.action] : [];
          expect(written.map((row) => row.action).filter((action) => action.startsWith('console.'))).toEqual(
            expected,
          );
          if (call.params?.id && /players|documents/.test(endpoint.path))
            expect(written.at(-1)?.user_id).toBe(call.params.id);
          if (call.auditedPlayer) expect(written.at(-1)?.user_id).toBe(call.auditedPlayer);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(apiErrorSchema.parse(response.json())).toMatchObject({
            api_code: 'operator_forbidden',
            status: 403,
            http_status_code: 403,
          });
          expect(written.map((row) => row.action)).toEqual(['console.refused']);
        }
      }
    });
  }

  it('a signed-out caller gets 401 operator_unauthenticated from every guarded endpoint', async () => {
    const { consoleBrowser } = await import('./helpers.ts');
    const browser = await consoleBrowser(app());
    for (const [, endpoint] of guarded) {
      const path = endpointPath(
        endpoint.path,
        Object.fromEntries(
          [...endpoint.path.matchAll(/:(\w+)/g)].map(([, param]) => [param, crypto.randomUUID()]),
        ),
      );
      const response = await browser.request({ method: endpoint.method, url: path });
      expect(apiErrorSchema.parse(response.json()), `${endpoint.method} ${endpoint.path}`).toMatchObject({
        api_code: 'operator_unauthenticated',
        status: 401,
      });
    }
  });
});
