import { z } from 'zod';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { SCORE_CHANGES_GATHER_MS, type SportsLiveFanout } from '../../sports/live.ts';
import type { MarketMaker } from './market-maker.ts';

/** How often the market maker's job runs: in-game prices move and bet stops end within this. */
export const SPORTSBOOK_MARKETS_EVERY_MS = 3_000;
export const SPORTSBOOK_MARKETS_JOB = 'sportsbook_markets';

/**
 * Runs the market maker on the shared job queue: every few seconds, one instance at a time, and
 * made due at once when a game's score or status changes, so a scoring play stops bets as it is
 * committed rather than up to a job's period later. A player's stat alone (a prop's question) waits
 * for the next periodic run; until then bets and cash outs refuse the prices made before it
 * (priced-state.ts), so the run only decides how soon the prop reopens. The trigger goes through the queue too: with
 * several API processes each hearing the same message, one of them re-prices (not every one), and
 * where the queue does not run (tests, the command-line tools) nothing does. Answers `close`.
 */
export function runMarketMaker({
  marketMaker,
  jobs,
  live,
  onError,
  gatherMs = SCORE_CHANGES_GATHER_MS,
}: {
  marketMaker: MarketMaker;
  jobs: JobQueue;
  live: SportsLiveFanout;
  onError: (error: unknown) => void;
  /** How long score changes are gathered before the one run they make due. */
  gatherMs?: number;
}) {
  jobs.define({
    kind: SPORTSBOOK_MARKETS_JOB,
    payload: z.object({}),
    everyMs: SPORTSBOOK_MARKETS_EVERY_MS,
    retry: { maxAttempts: 3, firstRetryMs: 1_000 },
    run: async () => (await marketMaker.refresh()).written,
  });
  const known = new Map<string, string>();
  let gathering: NodeJS.Timeout | undefined;

  const unsubscribe = live.subscribe((messages) => {
    const changed: string[] = [];
    for (const message of messages) {
      if (message.type !== 'game' || !message.topic.startsWith('games:')) continue;
      const game = message.data;
      const state = `${game.status}:${game.home_score}:${game.away_score}`;
      if (known.get(game.id) === state) continue;
      if (game.status === 'final' || game.status === 'cancelled') known.delete(game.id);
      else known.set(game.id, state);
      changed.push(game.id);
    }
    // The score changes of one simulator tick arrive game by game: they share one run.
    if (changed.length === 0) return;
    marketMaker.scored(changed);
    if (gathering) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      jobs.dueNow([SPORTSBOOK_MARKETS_JOB]).catch(onError);
    }, gatherMs);
  });

  return {
    close() {
      unsubscribe();
      clearTimeout(gathering);
    },
  };
}
