import { randomUUID } from 'node:crypto';
import { cents, contestPoolAccount, IDEMPOTENCY_KEY_HEADER } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { prizeTable } from '../../src/features/contests/contest-maker.ts';
import { type ContestsOptions, createContests } from '../../src/features/contests/service.ts';
import type { Database } from '../../src/platform/db/database.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { contests } from '../../src/platform/db/schema/drafts.ts';
import type { App } from '../../src/platform/http/server.ts';
import { depositByCard, newKey, type Player, signIn } from '../wallet/helpers.ts';

export type ContestInsert = typeof contests.$inferInsert;

/** A contest written straight into the table: 3 seats × 4 rounds, $5, locking in a day unless told. */
export async function insertContest(db: Database, now: Date, values: Partial<ContestInsert> = {}) {
  const id = values.id ?? `c-${randomUUID().slice(0, 8)}`;
  const row: ContestInsert = {
    id,
    sportId: 'nfl',
    slateId: 'sl-test',
    styleId: 'nfl-test',
    name: `Test contest ${id}`,
    entryFeeCents: cents(500),
    seats: 3,
    rounds: 4,
    speed: 'fast',
    pickClockMs: 30_000,
    prizes: prizeTable(500 * 30),
    entryCap: 30,
    maxPerUser: 10,
    locksAt: new Date(now.getTime() + 24 * 3_600_000),
    status: 'open',
    botsAllowed: false,
    createdAt: now,
    ...values,
  };
  await db.insert(contests).values(row);
  return row;
}

/** Enters a contest; `use_promo: true` spends promo credit first (cash only otherwise). */
export function enter(
  player: Player,
  contestId: string,
  quantity: number,
  key = newKey(),
  choice: { use_promo?: boolean } = {},
) {
  return player.browser.post(
    `/v1/contests/${contestId}/entries`,
    { quantity, ...choice },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
  );
}

export async function fundedPlayer(app: App, cashCents = 50_00): Promise<Player> {
  const player = await signIn(app);
  const deposited = await depositByCard(app, player, cashCents);
  expect(deposited.statusCode, deposited.body).toBe(201);
  return player;
}

/** A lobby service on the app's wallet with test hooks (a spy for the engine, bots, a drawn seat order). */
export function lobbyService(app: App, clock: () => Date, extra: Partial<ContestsOptions> = {}) {
  const module = app.walletModule;
  return createContests({
    wallet: module.wallet,
    authorization: module.authorization,
    bus: app.eventBus,
    clock,
    notices: module.notices,
    ...extra,
  });
}

export async function poolBalance(db: Database, contestId: string): Promise<number> {
  const [row] = await selectRows<{ balance: string | number | null }>(
    db,
    sql`select coalesce(sum(balance_cents), 0) as balance from ledger_balances where name = ${contestPoolAccount(contestId)}`,
  );
  return Number(row?.balance ?? 0);
}

export async function entryRows(db: Database, contestId: string) {
  return selectRows<{
    id: string;
    user_id: string | null;
    state: string;
    draft_id: string | null;
    seat: number | null;
    fee_transfer_id: string | null;
  }>(db, sql`select * from contest_entries where contest_id = ${contestId} order by created_at, id`);
}

export async function draftRows(db: Database, contestId: string) {
  return selectRows<{ id: string; status: string; seats: number; rounds: number }>(
    db,
    sql`select * from drafts where contest_id = ${contestId}`,
  );
}

export async function feeTransfers(db: Database, contestId: string) {
  return selectRows<{ kind: string; amount_cents: string | number }>(
    db,
    sql`select t.kind, t.amount_cents from transfers t
        where t.metadata->>'contest_id' = ${contestId} order by t.created_at`,
  );
}
