import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { signIn } from '../wallet/helpers.ts';
import { bestBallStake, ledgerFor, netWinningsIn, taxSummaryOf } from './helpers.ts';

let now = new Date('2025-06-01T16:00:00.000Z');
const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' }, clock: () => now });

/** New York's last millisecond of 2025 and its first of 2026 (EST: UTC-5). */
const LAST_MOMENT_OF_2025 = new Date('2026-01-01T04:59:59.999Z');
const FIRST_MOMENT_OF_2026 = new Date('2026-01-01T05:00:00.000Z');

async function newPlayer() {
  return signIn(testApp.current.app);
}

/** The clock moved: the old session may have ended, so sign the same player in again. */
async function at(instant: Date, username: string) {
  now = instant;
  return signIn(testApp.current.app, username);
}

describe('net winnings against the reporting threshold', () => {
  it('counts payouts minus entry fees net of refunds, per New York tax year', async () => {
    now = new Date('2025-03-10T15:00:00.000Z');
    const player = await newPlayer();
    const ledger = ledgerFor(testApp.current.app, player);
    await ledger.deposit(50_000);
    await ledger.entryFee(20_000);
    await ledger.refund(5_000);
    await ledger.payout(40_000);
    // Deposits are not winnings: only entry fees, refunds and payouts count.
    const summary = await taxSummaryOf(await at(now, player.username));
    expect(summary.years).toEqual([
      {
        tax_year: 2025,
        net_winnings_cents: 25_000,
        threshold_cents: 60_000,
        reached_threshold: false,
        estimate: true,
      },
    ]);
    expect(summary.w9_required).toBe(false);
  });

  it('2025: $599.99 stays under $600; one more cent reaches it and a W-9 is required', async () => {
    now = new Date('2025-11-02T15:00:00.000Z');
    const player = await newPlayer();
    const ledger = ledgerFor(testApp.current.app, player);
    await ledger.payout(59_999);
    expect(netWinningsIn(await taxSummaryOf(player), 2025)).toMatchObject({
      reached_threshold: false,
      estimate: true,
    });
    expect((await taxSummaryOf(player)).w9_required).toBe(false);
    await ledger.payout(1);
    const summary = await taxSummaryOf(player);
    expect(netWinningsIn(summary, 2025)).toEqual({
      tax_year: 2025,
      net_winnings_cents: 60_000,
      threshold_cents: 60_000,
      reached_threshold: true,
      estimate: true,
    });
    expect(summary.w9_required).toBe(true);
  });

  it('a payout at 23:59:59.999 on December 31 in New York counts for 2025, one at midnight for 2026', async () => {
    now = LAST_MOMENT_OF_2025;
    const player = await newPlayer();
    const ledger = ledgerFor(testApp.current.app, player);
    await ledger.payout(60_000);
    now = FIRST_MOMENT_OF_2026;
    await ledger.payout(700);
    const summary = await taxSummaryOf(await at(FIRST_MOMENT_OF_2026, player.username));
    expect(summary.years).toEqual([
      {
        tax_year: 2026,
        net_winnings_cents: 700,
        threshold_cents: 200_000,
        reached_threshold: false,
        estimate: true,
      },
      {
        tax_year: 2025,
        net_winnings_cents: 60_000,
        threshold_cents: 60_000,
        reached_threshold: true,
        estimate: true,
      },
    ]);
    // Last year's winnings reached the threshold: the W-9 is due now, in the new year.
    expect(summary.w9_required).toBe(true);
  });

  it('$600 won at New York midnight on January 1, 2026 is under the 2026 threshold of $2,000', async () => {
    now = FIRST_MOMENT_OF_2026;
    const player = await newPlayer();
    await ledgerFor(testApp.current.app, player).payout(60_000);
    const summary = await taxSummaryOf(player);
    expect(summary.years).toEqual([
      {
        tax_year: 2026,
        net_winnings_cents: 60_000,
        threshold_cents: 200_000,
        reached_threshold: false,
        estimate: true,
      },
    ]);
    expect(summary.w9_required).toBe(false);
  });

  it('2026: $1,999.99 stays under $2,000; a cent more reaches it', async () => {
    now = new Date('2026-12-31T12:00:00.000Z');
    const player = await newPlayer();
    const ledger = ledgerFor(testApp.current.app, player);
    await ledger.deposit(10_000);
    await ledger.payout(209_999);
    await ledger.entryFee(10_000);
    const under = await taxSummaryOf(player);
    expect(netWinningsIn(under, 2026)).toMatchObject({
      net_winnings_cents: 199_999,
      reached_threshold: false,
    });
    expect(under.w9_required).toBe(false);
    await ledger.refund(1);
    const reached = await taxSummaryOf(player);
    expect(netWinningsIn(reached, 2026)).toMatchObject({
      net_winnings_cents: 200_000,
      reached_threshold: true,
      estimate: true,
    });
    expect(reached.w9_required).toBe(true);
  });

  it('a year two tax years back no longer blocks withdrawals; losses are negative net winnings', async () => {
    now = new Date('2025-07-04T16:00:00.000Z');
    const player = await newPlayer();
    const ledger = ledgerFor(testApp.current.app, player);
    await ledger.payout(100_000);
    now = new Date('2027-01-01T05:00:00.000Z');
    await ledger.entryFee(30_000);
    const summary = await taxSummaryOf(await at(now, player.username));
    expect(summary.years.map((year) => [year.tax_year, year.net_winnings_cents])).toEqual([
      [2027, -30_000],
      [2025, 100_000],
    ]);
    expect(summary.w9_required).toBe(false);
  });

  it('shows the current year with nothing won for a new player, and no forms', async () => {
    now = new Date('2026-05-05T12:00:00.000Z');
    const summary = await taxSummaryOf(await newPlayer());
    expect(summary).toEqual({
      w9: null,
      w9_required: false,
      years: [
        {
          tax_year: 2026,
          net_winnings_cents: 0,
          threshold_cents: 200_000,
          reached_threshold: false,
          estimate: true,
        },
      ],
      forms: [],
    });
  });

  // A refund gives its stake back: it belongs to the stake's year. Counted in the year it was paid,
  // an entry bought on December 31 and refunded on January 2 lowered one year's net winnings and
  // raised the next one's, as if the player had won it then.
  it("a stake's refund counts in the tax year its stake was taken", async () => {
    now = new Date('2026-12-31T20:00:00.000Z');
    let player = await newPlayer();
    const app = testApp.current.app;
    await ledgerFor(app, player).deposit(100_000);
    const stake = await bestBallStake(app, player, 50_000);
    player = await at(new Date('2027-01-02T15:00:00.000Z'), player.username);
    await stake.refund();
    const summary = await taxSummaryOf(player);
    expect(netWinningsIn(summary, 2026)?.net_winnings_cents).toBe(0);
    expect(netWinningsIn(summary, 2027)?.net_winnings_cents ?? 0).toBe(0);
  });
});
