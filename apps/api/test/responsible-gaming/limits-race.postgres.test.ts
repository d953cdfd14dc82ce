import { randomUUID } from 'node:crypto';
import { cents, type LimitType, TERMS_VERSION } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { users } from '../../src/platform/db/schema/users.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import { insertContest, poolBalance } from '../contests/fixtures.ts';
import { pickOf, seedEntryBoard, type TestBoard } from '../pickem/entry-fixtures.ts';
import { deposit } from '../pickem/settlement-fixtures.ts';
import { expectLedgerInvariants } from '../wallet/helpers.ts';

// PostgreSQL only: real concurrent transactions on a pool. Every limit is decided under the
// player's money lock, on the clock read after it, counting everything committed before it, so it
// holds exactly whatever the timing. Each round fires concurrent requests at one player and checks
// the limit held to the cent; a thousand rounds in all (the bar), no timing assertion.

/**
 * Several API processes share one database, and their clocks differ by a few milliseconds: each
 * request here reads a clock up to SKEW_MS ahead of or behind the others'. A limit counted against
 * a clock read before the lock (or only up to "now") misses rows another process stamped later.
 */
const SKEW_MS = 25;
const processClocks = () => new Date(Date.now() + Math.round((Math.random() * 2 - 1) * SKEW_MS));

const ROUNDS = { deposits: 300, pickem: 300, bestBall: 250, timeOut: 150 };
const PARALLEL = 6;
const FEE = cents(5_00);
const NJ = { state: 'NJ' } as const;
const ROUND_TIMEOUT_MS = 20 * 60_000;

const testApp = useTestApp({
  clock: processClocks,
  settings: { KENNEL_TEST_ROUTES: 'true', RATE_LIMIT_MAX: '1000000' },
});
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const services = () => app().walletModule;
let board: TestBoard;

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), new Date());
});

/** "ok", or the refusal's code. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return error.code;
    throw error;
  }
}

const tally = (codes: string[]) =>
  Object.fromEntries(
    [...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]),
  );

/** Players of the rounds, made at once (a round's cost is its concurrent requests): adults in NJ, email verified. */
async function newPlayers(count: number, cashCents = 0): Promise<Player[]> {
  const at = new Date();
  const rows = Array.from({ length: count }, () => {
    const name = `race_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    return {
      email: `${name}@test.kennel.invalid`,
      username: name,
      passwordHash: '!no-password',
      dateOfBirth: '1990-01-01',
      state: 'NJ' as const,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: at,
      emailVerifiedAt: at,
      referralCode: name.toUpperCase(),
    };
  });
  const players = await db().insert(users).values(rows).returning({ id: users.id });
  for (const player of players) if (cashCents > 0) await deposit(app(), player.id, cashCents);
  return players;
}

interface Player {
  id: string;
}

async function withLimit(player: Player, type: LimitType, amountCents: number) {
  await services().responsibleGaming.setLimit(player.id, type, amountCents);
}

const startBankDeposit = (player: Player, amountCents: number) =>
  services().bankDeposits.start(player.id, randomUUID(), { amount_cents: amountCents }, NJ, async () => {});

const cashOf = async (player: Player) => (await services().wallet.getWallet(player.id)).cash_cents;

const submitPickem = (player: Player) =>
  services().pickemEntries.submit({
    userId: player.id,
    request: {
      type: 'standard',
      fee_cents: FEE,
      picks: [pickOf(board.lines.nba['1-0']!), pickOf(board.lines.nba['2-0']!)],
      use_promo: false,
    },
    location: NJ,
    save: async () => {},
  });

const enterContest = (player: Player, contestId: string) =>
  services().contests.enter({
    userId: player.id,
    contestId,
    quantity: 1,
    usePromo: false,
    location: NJ,
    save: async () => {},
  });

async function depositedCents(userId: string): Promise<number> {
  const [row] = await selectRows<{ total: string | number }>(
    db(),
    sql`select coalesce(sum(amount_cents), 0) as total from deposits
        where user_id = ${userId} and status in ('pending', 'succeeded')`,
  );
  return Number(row?.total ?? 0);
}

describe('limits under concurrent requests (PostgreSQL, clocks of several processes)', () => {
  it(
    `$${(PARALLEL * 10_00) / 100} of deposits against a $50 daily limit: exactly $50 goes through, ${ROUNDS.deposits} rounds`,
    async () => {
      const failed: string[] = [];
      const players = await newPlayers(ROUNDS.deposits);
      for (const [round, player] of players.entries()) {
        await withLimit(player, 'deposit_daily', 50_00);
        const codes = await Promise.all(
          Array.from({ length: PARALLEL }, () => outcome(startBankDeposit(player, 10_00))),
        );
        const deposited = await depositedCents(player.id);
        if (deposited !== 50_00 || tally(codes).ok !== 5) {
          failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, $${deposited / 100} deposited`);
        }
      }
      expect(failed).toEqual([]);
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `${PARALLEL} × $5 pick'em entries against a $25 daily spend limit: exactly five, ${ROUNDS.pickem} rounds`,
    async () => {
      const failed: string[] = [];
      const players = await newPlayers(ROUNDS.pickem, 100_00);
      for (const [round, player] of players.entries()) {
        await withLimit(player, 'spend_daily', 25_00);
        const codes = await Promise.all(
          Array.from({ length: PARALLEL }, () => outcome(submitPickem(player))),
        );
        const spent = 100_00 - (await cashOf(player));
        if (spent !== 25_00 || tally(codes).spend_limit_exceeded !== 1) {
          failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, $${spent / 100} spent`);
        }
      }
      expect(failed).toEqual([]);
      await expectLedgerInvariants(db());
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `${PARALLEL} × $5 best ball entries against a $25 daily spend limit: exactly five, ${ROUNDS.bestBall} rounds`,
    async () => {
      const failed: string[] = [];
      const players = await newPlayers(ROUNDS.bestBall, 100_00);
      for (const [round, player] of players.entries()) {
        await withLimit(player, 'spend_daily', 25_00);
        const contest = await insertContest(db(), new Date(), { entryFeeCents: FEE, maxPerUser: 20 });
        const codes = await Promise.all(
          Array.from({ length: PARALLEL }, () => outcome(enterContest(player, contest.id))),
        );
        const pooled = await poolBalance(db(), contest.id);
        if (pooled !== 25_00 || tally(codes).spend_limit_exceeded !== 1) {
          failed.push(`round ${round}: ${JSON.stringify(tally(codes))}, $${pooled / 100} pooled`);
        }
      }
      expect(failed).toEqual([]);
      await expectLedgerInvariants(db());
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    `a time-out racing ${PARALLEL - 1} entries: no entry is taken after the time-out, ${ROUNDS.timeOut} rounds`,
    async () => {
      const failed: string[] = [];
      const players = await newPlayers(ROUNDS.timeOut, 100_00);
      for (const [round, player] of players.entries()) {
        const timeOutAt = Math.floor(Math.random() * PARALLEL);
        const codes = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            i === timeOutAt
              ? outcome(services().responsibleGaming.startTimeOut(player.id, '24h'))
              : outcome(submitPickem(player)),
          ),
        );
        // A transaction's id is given at its first write, made under the player's lock here: the
        // ids order the entries and the time-out as the lock did.
        const late = await selectRows<{ id: string }>(
          db(),
          sql`select e.id from pickem_entries e, play_restrictions r
              where e.user_id = ${player.id} and r.user_id = ${player.id}
                and e.xmin::text::bigint > r.xmin::text::bigint`,
        );
        const refused = codes.filter((code) => code !== 'ok');
        if (late.length > 0 || refused.some((code) => code !== 'time_out_active')) {
          failed.push(
            `round ${round}: ${JSON.stringify(tally(codes))}, ${late.length} entries after the time-out`,
          );
        }
      }
      expect(failed).toEqual([]);
    },
    ROUND_TIMEOUT_MS,
  );
});
