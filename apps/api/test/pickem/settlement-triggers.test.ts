import type { GameSummary } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PICKEM_SETTLEMENT_JOB,
  PICKEM_SETTLEMENT_NOW_JOB,
} from '../../src/features/pickem/settlement/triggers.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { signIn } from '../wallet/helpers.ts';
import { deposit, entryRow, placeEntry, player, writeGame } from './settlement-fixtures.ts';

const testApp = useTestApp({ settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;

function gameMessage(id: string, status: GameSummary['status'], version: number, topic: string) {
  return { type: 'game' as const, topic, data: { id, status, version } as GameSummary };
}

async function queued(gameId: string) {
  return selectRows<{ unique_key: string }>(
    testApp.current.database.handle.db,
    sql`select unique_key from jobs where kind = ${PICKEM_SETTLEMENT_NOW_JOB} and unique_key like ${`${gameId}:%`}
        order by unique_key`,
  );
}

describe("pick'em settlement triggers", () => {
  it('queues one run per final game and sequence from the live messages, none for a game in progress', async () => {
    const live = app().walletModule.sportsLive;
    live.publish([
      gameMessage('g-trigger', 'in_progress', 40, 'game:g-trigger'),
      gameMessage('g-trigger', 'final', 41, 'game:g-trigger'),
      gameMessage('g-trigger', 'final', 41, 'games:nba'),
    ]);
    live.publish([gameMessage('g-trigger', 'final', 42, 'game:g-trigger')]);
    await expect.poll(async () => (await queued('g-trigger')).length).toBe(2);
    expect(await queued('g-trigger')).toEqual([
      { unique_key: 'g-trigger:41' },
      { unique_key: 'g-trigger:42' },
    ]);
  });

  it('the recurring job settles what is ready', async () => {
    await writeGame(app(), 'g-trigger-2', {
      [player(1, 0)]: { points: 30, minutes: 30 },
      [player(2, 0)]: { points: 10, minutes: 30 },
    });
    const user = await signIn(app());
    await deposit(app(), user.id, 1_000);
    const entryId = await placeEntry(app(), {
      userId: user.id,
      type: 'standard',
      feeCents: 1_000,
      picks: [
        { players: [player(1, 0)], gameId: 'g-trigger-2', choice: 'higher', value: 20.5 },
        { players: [player(2, 0)], gameId: 'g-trigger-2', choice: 'lower', value: 20.5 },
      ],
    });
    const handled = await app().walletModule.pickemSettlementJobs.runOnce();
    expect(handled[PICKEM_SETTLEMENT_JOB]).toBeGreaterThanOrEqual(1);
    expect(await entryRow(app(), entryId)).toMatchObject({ state: 'settled', result: 'won', payout: 3_000 });
  });
});
