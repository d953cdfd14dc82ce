import { cents } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPot } from '../../src/features/wallet/stakes/index.ts';
import { useTestApp } from '../app.ts';
import { fundedPlayer } from '../contests/fixtures.ts';
import { createDraft, finishGame, nflPlayer, seedNflSlate, seedNflWorld } from '../drafts/fixtures.ts';
import { correctStats, deposit, placeEntry, player, writeGame } from '../pickem/settlement-fixtures.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { deliverNotices, noticeMails, noticesOfType } from './helpers.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

describe('entry settled notices', () => {
  it("each pick'em entry's player is told once when it settles, not again on a re-grade", async () => {
    const gameId = 'g-notice-1';
    await writeGame(app(), gameId, {
      [player(1, 0)]: { points: 30, minutes: 34 },
      [player(2, 0)]: { points: 25, minutes: 35 },
      [player(2, 1)]: { points: 15, minutes: 28 },
    });
    const owner = await signIn(app());
    await deposit(app(), owner.id, 100_00);
    const pickOf = (team: 1 | 2, n: number, value: number) => ({
      players: [player(team, n)],
      gameId,
      choice: 'higher' as const,
      value,
    });
    await placeEntry(app(), {
      userId: owner.id,
      type: 'standard',
      feeCents: 10_00,
      picks: [pickOf(1, 0, 24.5), pickOf(2, 0, 20.5)],
    });
    await placeEntry(app(), {
      userId: owner.id,
      type: 'standard',
      feeCents: 5_00,
      picks: [pickOf(1, 0, 24.5), pickOf(2, 1, 20.5)],
    });

    const settlement = app().walletModule.pickemSettlement;
    await settlement.settleReady();
    await settlement.settleReady();
    await deliverNotices(app());
    const notices = await noticesOfType(owner, 'entry_settled');
    expect(notices.map((notice) => notice.title).sort()).toEqual([
      "Your pick'em entry settled",
      "Your pick'em entry won",
    ]);
    expect(notices.find((notice) => notice.title.endsWith('won'))?.body).toContain('$30.00');
    expect(await noticeMails(db(), owner, 'entry_settled')).toBe(2);

    // A stat correction re-grades the entry; the player already heard it settled.
    await correctStats(app(), gameId, [{ player_id: player(2, 0), stat: 'points', value: 10 }]);
    expect((await settlement.regradeCorrected()).resettled).toBe(1);
    await deliverNotices(app());
    expect(await noticesOfType(owner, 'entry_settled')).toHaveLength(2);
  });

  it("each best ball team's player is told its place and prize once the contest settles", async () => {
    await seedNflWorld(db());
    const gameId = await seedNflSlate(db(), 'nt-w1', '2026-11-29T18:00:00Z');
    await db().execute(sql`insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds,
        speed, pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, created_at)
      values ('nt-contest', 'nfl', 'nt-w1', 'nt-style', 'Notice Bowl', 500, 3, 2, 'fast', 30000,
        '[{"rankFrom":1,"rankTo":1,"amountCents":1000}]'::jsonb, 3, 5, '2026-11-29T18:00:00Z', 'locked', now())`);
    const players: Player[] = [];
    for (let i = 0; i < 3; i += 1) players.push(await fundedPlayer(app(), 20_00));
    const { entries } = await createDraft(db(), {
      contestId: 'nt-contest',
      status: 'complete',
      users: players.map((one) => one.id),
      picks: [
        nflPlayer(1, 0),
        nflPlayer(2, 0),
        nflPlayer(1, 1),
        nflPlayer(2, 1),
        nflPlayer(1, 2),
        nflPlayer(2, 2),
      ],
      rounds: 2,
    });
    for (const [index, entryId] of entries.entries()) {
      await app().walletModule.wallet.inTransaction(({ stakes }) =>
        stakes.take({
          game: 'best_ball',
          stakeId: entryId,
          userId: players[index]!.id,
          pot: contestPot('nt-contest'),
          amountCents: cents(500),
          usePromo: false,
          description: 'entry',
        }),
      );
    }
    // Seat 1 (picks 1 and 6) scores most.
    await finishGame(db(), gameId, {
      [nflPlayer(1, 0)]: { receiving_yards: 200 },
      [nflPlayer(2, 2)]: { receiving_yards: 200 },
      [nflPlayer(2, 0)]: { receiving_yards: 100 },
      [nflPlayer(1, 2)]: { receiving_yards: 100 },
      [nflPlayer(1, 1)]: { receiving_yards: 50 },
      [nflPlayer(2, 1)]: { receiving_yards: 50 },
    });
    const prizes = app().walletModule.bestBallPrizes;
    expect(await prizes.settleReady()).toBe(1);
    expect(await prizes.settleReady()).toBe(0);
    await deliverNotices(app());

    const [winner, second, third] = await Promise.all(
      players.map((one) => noticesOfType(one, 'entry_settled')),
    );
    expect(winner).toEqual([
      expect.objectContaining({
        title: 'Your best ball team won $10.00',
        body: expect.stringContaining('Notice Bowl finished #1'),
        link: '/completed',
      }),
    ]);
    expect(second).toEqual([expect.objectContaining({ title: 'Your best ball team settled' })]);
    expect(third).toHaveLength(1);
  });
});
