import { apiErrorSchema, DEFAULT_PAYOUT_SCHEDULE, pickemEntrySchema, schedulesSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeContests } from '../../src/features/contests/contest-maker.ts';
import { operatorTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { pickOf, seedEntryBoard, submitEntry, type TestBoard } from '../pickem/entry-fixtures.ts';
import { deposit, entryRow, placeEntry, player, writeGame } from '../pickem/settlement-fixtures.ts';
import { sportsWorldFixture } from '../support/sports-world.ts';
import { depositByCard, signIn, walletOf } from '../wallet/helpers.ts';
import { type SignedInOperator, signInOperator } from './helpers.ts';

// The real clock: operators sign in with authenticator codes of now.
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** Before the fixture world's next slates (the lobby makes contests for slates still ahead). */
const FIXTURE_NOW = new Date('2026-11-24T09:00:00.000Z');

/** Version 1 with a 2-pick Standard paying 5× instead of 3×. */
const FIVE_TIMES_PAIRS = {
  ...DEFAULT_PAYOUT_SCHEDULE,
  standard: { ...DEFAULT_PAYOUT_SCHEDULE.standard, 2: 500 },
};

let finance: SignedInOperator;
let board: TestBoard;
beforeAll(async () => {
  finance = await signInOperator(app(), 'finance');
  board = await seedEntryBoard(app(), db(), new Date());
});

const publishPayouts = (schedule: unknown) =>
  finance.browser.post('/v1/console/schedules/pickem-payouts', { schedule });

async function scheduleVersionOf(entryId: string) {
  const [row] = await selectRows<{ version: number }>(
    db(),
    sql`select payout_schedule_version as version from pickem_entries where id = ${entryId}`,
  );
  return Number(row?.version);
}

describe('schedules as versioned data', () => {
  it("a new pick'em payout schedule prices new entries only; each entry settles by its own version", async () => {
    const before = schedulesSchema.parse((await finance.browser.get('/v1/console/schedules')).json().data);
    expect(before.pickem_payouts).toMatchObject({
      version: 1,
      body: DEFAULT_PAYOUT_SCHEDULE,
      created_by: null,
    });

    const player = await signIn(app());
    expect((await depositByCard(app(), player, 50_00)).statusCode).toBe(201);
    const nba = board.lines.nba;
    const pair = {
      type: 'standard' as const,
      fee_cents: 10_00,
      picks: [pickOf(nba['1-0']!), pickOf(nba['2-0']!)],
    };
    const first = pickemEntrySchema.parse((await submitEntry(player, pair)).json());
    expect(first.max_payout_cents).toBe(30_00);

    const published = await publishPayouts(FIVE_TIMES_PAIRS);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().data.pickem_payouts).toMatchObject({ version: 2, created_by: finance.name });

    // The board tells the slip the schedule in force, for its preview.
    const onBoard = await player.browser.get('/v1/pickem/board?kind=higher_lower&timing=all');
    expect(onBoard.json().payout_schedule.standard['2']).toBe(500);
    expect(onBoard.json().payout_schedule_version).toBe(2);
    // A slip that still shows version 1's payouts is refused, like a moved line: nothing is charged.
    const cashBefore = (await walletOf(player)).cash_cents;
    const stale = await submitEntry(player, { ...pair, payout_schedule_version: 1 });
    expect(apiErrorSchema.parse(stale.json())).toMatchObject({
      api_code: 'pickem_payouts_changed',
      status: 422,
    });
    expect((await walletOf(player)).cash_cents).toBe(cashBefore);
    const second = pickemEntrySchema.parse(
      (await submitEntry(player, { ...pair, payout_schedule_version: 2 })).json(),
    );
    expect(second.max_payout_cents).toBe(50_00);
    expect(await scheduleVersionOf(first.id)).toBe(1);
    expect(await scheduleVersionOf(second.id)).toBe(2);
    // The entry made before the change still shows (and will pay) what it was priced at.
    const shown = pickemEntrySchema.parse(
      (await player.browser.get(`/v1/pickem/entries/${first.id}`)).json(),
    );
    expect(shown.max_payout_cents).toBe(30_00);

    expect(
      (await operatorTrail(db(), finance.id)).map((event) => [event.action, event.details]),
    ).toContainEqual(['schedule.published', { kind: 'pickem_payouts', version: 2 }]);
  });

  it('settles an entry made before a change by the old schedule and one made after by the new', async () => {
    const game = 'g-schedule-versions';
    await writeGame(app(), game, { [player(1, 0)]: { points: 30 }, [player(2, 0)]: { points: 25 } });
    const user = await signIn(app());
    await deposit(app(), user.id, 10_000);
    const picks = [
      { players: [player(1, 0)], gameId: game, choice: 'higher' as const, value: 24.5 },
      { players: [player(2, 0)], gameId: game, choice: 'higher' as const, value: 20.5 },
    ];
    const current = schedulesSchema.parse((await finance.browser.get('/v1/console/schedules')).json().data);
    const older = await placeEntry(app(), { userId: user.id, type: 'standard', feeCents: 1_000, picks });
    // 4× now: the entry above keeps the version that priced it.
    expect(
      (await publishPayouts({ ...FIVE_TIMES_PAIRS, standard: { ...FIVE_TIMES_PAIRS.standard, 2: 400 } }))
        .statusCode,
    ).toBe(201);
    const newer = await placeEntry(app(), { userId: user.id, type: 'standard', feeCents: 1_000, picks });
    expect(await scheduleVersionOf(newer)).toBe(current.pickem_payouts.version + 1);

    await app().walletModule.pickemSettlement.settleReady();
    const olderPays = (current.pickem_payouts.body.standard['2'] ?? 0) * 10;
    expect(await entryRow(app(), older)).toMatchObject({ result: 'won', payout: olderPays });
    expect(await entryRow(app(), newer)).toMatchObject({ result: 'won', payout: 4_000 });
  });

  it('refuses a schedule a void could break, with the field that is wrong', async () => {
    const gap = { ...DEFAULT_PAYOUT_SCHEDULE, standard: { 2: 300, 4: 1_000 } };
    const noThree = { ...DEFAULT_PAYOUT_SCHEDULE, flex: { 4: [600, 150] } };
    const moreForMisses = {
      ...DEFAULT_PAYOUT_SCHEDULE,
      flex: { ...DEFAULT_PAYOUT_SCHEDULE.flex, 3: [100, 300] },
    };
    for (const schedule of [gap, noThree, moreForMisses, { standard: { 2: 2.5 }, flex: {} }]) {
      const refused = apiErrorSchema.parse((await publishPayouts(schedule)).json());
      expect(refused).toMatchObject({ api_code: 'invalid_request', status: 400 });
    }
  });

  it('new contest styles shape contests made from then on; earlier contests keep theirs', async () => {
    await app().walletModule.sports.store.upsertWorld(sportsWorldFixture());
    expect(await makeContests(db(), { now: FIXTURE_NOW, botsAllowed: true })).toBeGreaterThan(0);
    const styles = [
      { key: 'fast-10', label: 'Ten Spot', fee_cents: 1_000, speed: 'fast', drafts: 2, max_per_user: 1 },
    ];
    const published = await finance.browser.post('/v1/console/schedules/contest-styles', { styles });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().data.contest_styles).toMatchObject({ version: 2, body: styles });

    const made = await makeContests(db(), { now: FIXTURE_NOW, botsAllowed: true });
    expect(made).toBeGreaterThan(0);
    const rows = await selectRows<{ style_id: string; style_version: number; fee: number }>(
      db(),
      sql`select style_id, style_version, entry_fee_cents::int as fee from contests order by created_at, id`,
    );
    const newer = rows.filter((row) => row.style_id.endsWith('fast-10'));
    expect(newer).toHaveLength(made);
    expect(newer.every((row) => Number(row.style_version) === 2 && Number(row.fee) === 1_000)).toBe(true);
    expect(
      rows.filter((row) => !row.style_id.endsWith('fast-10')).every((row) => Number(row.style_version) === 1),
    ).toBe(true);
    const refused = await finance.browser.post('/v1/console/schedules/contest-styles', {
      styles: [styles[0], styles[0]],
    });
    expect(apiErrorSchema.parse(refused.json())).toMatchObject({ api_code: 'invalid_request' });
  });
});
