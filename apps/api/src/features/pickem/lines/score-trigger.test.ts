import type { GameSummary } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { createSportsLiveFanout } from '../../sports/live.ts';
import { type LineMaker, type RefreshCounts, runLineMaker } from './index.ts';

const none: RefreshCounts = { games: 1, created: 0, repriced: 0, suspended: 0, reopened: 0, locked: 0 };

function gameMessage(id: string, status: GameSummary['status'], home: number, away: number) {
  return {
    type: 'game' as const,
    topic: 'games:nba',
    data: { id, status, home_score: home, away_score: away } as GameSummary,
  };
}

describe("the line maker's refreshes on game messages", () => {
  it('looks at the moved players of a game under way whose score changed, and at the whole game on a new status', async () => {
    const asked: string[] = [];
    const lineMaker = {
      refreshGame: async (gameId: string) => {
        asked.push(`whole ${gameId}`);
        return none;
      },
      refreshScored: async (gameId: string) => {
        asked.push(`scored ${gameId}`);
        return none;
      },
    } as unknown as LineMaker;
    const live = createSportsLiveFanout();
    const running = runLineMaker({
      lineMaker,
      jobs: { define: () => undefined } as unknown as JobQueue,
      live,
      onError: (error) => {
        throw error;
      },
    });
    live.publish([gameMessage('a', 'scheduled', 0, 0), gameMessage('b', 'in_progress', 3, 2)]);
    live.publish([gameMessage('a', 'in_progress', 0, 0), gameMessage('b', 'in_progress', 3, 2)]);
    live.publish([gameMessage('a', 'in_progress', 2, 0), gameMessage('b', 'in_progress', 3, 4)]);
    live.publish([gameMessage('a', 'final', 2, 0)]);
    await running.close();
    // b's first message in this process is looked at whole (nothing known of it yet), then by play.
    expect(asked).toEqual(['whole a', 'whole b', 'whole a', 'scored a', 'scored b', 'whole a']);
  });
});
