import { entriesCloseAt } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { seedNflSlate, seedNflWorld } from '../drafts/fixtures.ts';
import { insertLockedContest, seatPaidDraft } from '../drafts/prize-fixtures.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { lockWaiters } from '../support/lock-waits.ts';
import { expectLedgerInvariants, type Player, walletOf } from '../wallet/helpers.ts';
import { enter, entryRows, fundedPlayer, insertContest } from './fixtures.ts';

// PostgreSQL only: real concurrent transactions. A decision that waits for the contest's lock (an
// entry while entries close, a self-exclusion refund while the games begin) is made at the moment
// it holds the lock, not when it began waiting.
const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;

/** Holds the contest's row locked in a transaction of its own until the answer is called. */
async function holdContest(contestId: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const locking = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db().transaction(async (tx) => {
    await tx.execute(sql`select id from contests where id = ${contestId} for update`);
    locked();
    await released;
  });
  await locking;
  return async () => {
    release();
    await holder;
  };
}

/** Resolves once a statement on this test's database waits on a lock. */
async function someoneWaits() {
  await expect.poll(() => lockWaiters(db())).toBeGreaterThan(0);
}

describe('an entry waiting for the contest’s lock', () => {
  it('is refused when entries closed while it waited', async () => {
    const contest = await insertContest(db(), time.now(), {
      seats: 3,
      locksAt: new Date(time.now().getTime() + 3_600_000),
    });
    const close = entriesCloseAt(contest);
    time.set(new Date(close.getTime() - 1_000));
    const player = await fundedPlayer(app(), 20_00);

    const release = await holdContest(contest.id);
    const entering = enter(player, contest.id, 1);
    try {
      await someoneWaits();
      // Entries close while the entry waits for the lock.
      time.set(new Date(close.getTime() + 1_000));
    } finally {
      await release();
    }
    const answer = await entering;
    expect([answer.statusCode, answer.json().api_code]).toEqual([409, 'contest_locked']);
    expect(await entryRows(db(), contest.id)).toEqual([]);
    expect((await walletOf(player)).cash_cents).toBe(20_00);
    await expectLedgerInvariants(db());
  });

  it('refunds no drafted entry for self-exclusion once the contest’s games began while it waited', async () => {
    const startsAt = new Date('2026-11-24T18:00:00Z');
    await seedNflWorld(db());
    await seedNflSlate(db(), 'xl-slate', startsAt.toISOString());
    await insertLockedContest(db(), 'xl', 'xl-slate', [{ rankFrom: 1, rankTo: 1, amountCents: 1_000 }]);
    const players: Player[] = [];
    for (let index = 0; index < 3; index += 1) players.push(await fundedPlayer(app(), 20_00));
    const [entryId] = await seatPaidDraft(db(), app().walletModule.wallet, 'xl', players);
    time.set(new Date(startsAt.getTime() - 1_000));

    const release = await holdContest('xl');
    const refunding = app().walletModule.wallet.inTransaction((unit) =>
      app().walletModule.contests.refundForExclusion(unit, players[0]!.id),
    );
    try {
      await someoneWaits();
      // The first game starts while the refund waits for the lock.
      time.set(new Date(startsAt.getTime() + 1_000));
    } finally {
      await release();
    }
    expect(await refunding).toBe(0);
    const [row] = await selectRows<{ state: string }>(
      db(),
      sql`select state from contest_entries where id = ${entryId!}`,
    );
    expect(row?.state).toBe('seated');
    await expectLedgerInvariants(db());
  });
});
