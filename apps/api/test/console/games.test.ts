import { apiErrorSchema, consoleLineSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readWorldControls } from '../../src/features/sports/simulator/world-settings.ts';
import { operatorTrail } from '../../src/platform/audit/audit-log.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import {
  deposit,
  entryRow,
  type PickSpec,
  pickResults,
  placeEntry,
  player,
  writeGame,
} from '../pickem/settlement-fixtures.ts';
import { expectLedgerInvariants, signIn } from '../wallet/helpers.ts';
import { type SignedInOperator, signInOperator } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
const cash = async (userId: string) => (await app().walletModule.wallet.getWallet(userId)).cash_cents;

const LINES = {
  [player(1, 0)]: { points: 30, minutes: 34 },
  [player(2, 0)]: { points: 25, minutes: 35 },
};
const over = (gameId: string, team: 1 | 2, value: number): PickSpec => ({
  players: [player(team, 0)],
  gameId,
  choice: 'higher',
  value,
});

async function lineOf(entryId: string, position: number) {
  const [row] = await selectRows<{ line_id: string }>(
    db(),
    sql`select line_id from pickem_picks where entry_id = ${entryId} and position = ${position}`,
  );
  return row!.line_id;
}

let risk: SignedInOperator;
beforeAll(async () => {
  risk = await signInOperator(app(), 'risk');
});

const setPaused = (paused: boolean) =>
  risk.browser.request({ method: 'PUT', url: '/v1/console/world/paused', payload: { paused } });

const rule = (lineId: string, body: unknown) =>
  risk.browser.post(`/v1/console/pickem/lines/${encodeURIComponent(lineId)}/ruling`, body);

/** A player with a settled 10.00 standard entry that won 3× on A0 over 24.5 and B0 over 20.5. */
async function settledWinner(game: string) {
  await writeGame(app(), game, LINES);
  const user = await signIn(app());
  await deposit(app(), user.id, 10_000);
  const entry = await placeEntry(app(), {
    userId: user.id,
    type: 'standard',
    feeCents: 1_000,
    picks: [over(game, 1, 24.5), over(game, 2, 20.5)],
  });
  await app().walletModule.pickemSettlement.settleReady();
  expect(await entryRow(app(), entry)).toMatchObject({ result: 'won', payout: 3_000, version: 1 });
  expect(await cash(user.id)).toBe(12_000);
  return { user, entry };
}

describe("pick'em line rulings in the console", () => {
  it('voiding a line re-settles its settled entries through the correction path', async () => {
    const { user, entry } = await settledWinner('g-console-void');
    const lineId = await lineOf(entry, 1);
    const found = await risk.browser.get(`/v1/console/pickem/lines?q=${encodeURIComponent(lineId)}`);
    expect(consoleLineSchema.array().parse(found.json().data)).toEqual([
      expect.objectContaining({ id: lineId, stat_value: 20.5, entries: 1, settled_entries: 1, ruling: null }),
    ]);

    const voided = await rule(lineId, { ruling: 'void' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ ruling: 'void', resettled_entries: 1 });
    // One pick left: the entry is refunded, its 30.00 payment reversed and the fee paid back.
    expect(await entryRow(app(), entry)).toMatchObject({ result: 'refunded', payout: 1_000, version: 2 });
    expect((await pickResults(app(), entry)).map((pick) => pick.result)).toEqual(['hit', 'void']);
    expect(await cash(user.id)).toBe(10_000);
    // The recurring correction run finds nothing more to do.
    expect(await app().walletModule.pickemSettlement.regradeCorrected()).toMatchObject({ resettled: 0 });
    expect(await entryRow(app(), entry)).toMatchObject({ version: 2 });
    await expectLedgerInvariants(db());

    const trail = (await operatorTrail(db(), risk.id)).map((event) => [event.action, event.details]);
    expect(trail).toContainEqual([
      'pickem.line_ruled',
      { line_id: lineId, ruling: 'void', stat_value: null },
    ]);
    expect(trail.map(([action]) => action)).toContain('console.pickem.line_ruled');
  });

  it('re-grading a line at a corrected value settles again at it, open entries included', async () => {
    const { user, entry } = await settledWinner('g-console-regrade');
    const regraded = await rule(await lineOf(entry, 0), { ruling: 'regrade', stat_value: 35.5 });
    expect(regraded.statusCode, regraded.body).toBe(200);
    // A0 scored 30: over 35.5 misses, so the standard entry loses and its payment is taken back.
    expect(await entryRow(app(), entry)).toMatchObject({ result: 'lost', payout: 0, version: 2 });
    expect(await cash(user.id)).toBe(9_000);

    // An entry still open when its line is voided is graded with the ruling when its game ends.
    const later = 'g-console-open';
    await writeGame(app(), later, LINES, 'scheduled');
    const open = await placeEntry(app(), {
      userId: user.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [over(later, 1, 24.5), over(later, 2, 20.5)],
    });
    expect((await rule(await lineOf(open, 0), { ruling: 'void' })).json().data.resettled_entries).toBe(0);
    await writeGame(app(), later, LINES);
    await app().walletModule.pickemSettlement.settleReady();
    expect(await entryRow(app(), open)).toMatchObject({ result: 'refunded', version: 1 });
    await expectLedgerInvariants(db());
  });

  it('refuses a line still on the board, an unknown line and a ruling that is not one', async () => {
    const { entry } = await settledWinner('g-console-refusals');
    const lineId = await lineOf(entry, 0);
    await db().execute(sql`update pickem_props set status = 'open' where current_line_id = ${lineId}`);
    expect(apiErrorSchema.parse((await rule(lineId, { ruling: 'void' })).json())).toMatchObject({
      api_code: 'pickem_line_still_offered',
      status: 409,
    });
    expect((await rule('no-such-line', { ruling: 'void' })).json()).toMatchObject({
      api_code: 'pickem_line_not_found',
    });
    for (const body of [
      { ruling: 'cancel' },
      { ruling: 'regrade', stat_value: 20.3 },
      { ruling: 'regrade' },
    ]) {
      expect(apiErrorSchema.parse((await rule(lineId, body)).json())).toMatchObject({
        api_code: 'invalid_request',
        status: 400,
      });
    }
    expect(await entryRow(app(), entry)).toMatchObject({ version: 1 });
    // The refusals that reached the ruling are on the trail, with their answer; the malformed ones never got that far.
    const failed = (await operatorTrail(db(), risk.id)).filter((event) => event.action === 'console.failed');
    expect(failed.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          endpoint: 'console.pickem.line_ruled',
          api_code: 'pickem_line_still_offered',
          lineId,
          ruling: 'void',
        }),
        expect.objectContaining({ api_code: 'pickem_line_not_found', lineId: 'no-such-line' }),
      ]),
    );
  });
});

describe('the sports world in the console', () => {
  it('pauses and resumes the simulator, as npm run world does', async () => {
    const { config } = testApp.current;
    const paused = await setPaused(true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data).toMatchObject({ paused: true });
    expect((await readWorldControls(db(), config.world.seed)).paused).toBe(true);
    expect((await risk.browser.get('/v1/console/world')).json().data).toMatchObject({ paused: true });
    expect((await setPaused(false)).json().data.paused).toBe(false);
    expect((await readWorldControls(db(), config.world.seed)).paused).toBe(false);
    const trail = (await operatorTrail(db(), risk.id)).filter(
      (event) => event.action === 'console.world.paused_set',
    );
    expect(trail.map((event) => event.details)).toEqual([{ paused: true }, { paused: false }]);
  });
});
