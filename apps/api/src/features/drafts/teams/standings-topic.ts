import { BEST_BALL_STANDINGS_EVENT, bestBallStandingsTopic, gameTopic } from '@kennel/core';
import { BUS_RESYNC, type EventBus, isTopicEvent } from '../../../platform/realtime/bus.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import type { LiveStandings } from './live-standings.ts';

const GAME_PREFIX = gameTopic('');
const STANDINGS_PREFIX = bestBallStandingsTopic('');

/**
 * `best-ball-standings:<userId>`, followed by the player's own Live, Active and Completed pages.
 * Every process hears each game event on the bus (sent after the stat lines committed), applies it
 * to its own live standings and tells the sockets it holds: a stat event can move tens of thousands
 * of teams, so their news is built where their players are connected, once per followed topic,
 * rather than sent through the bus.
 */
export function installStandingsTopic({
  bus,
  realtime,
  standings,
  onError,
}: {
  bus: EventBus;
  realtime: Pick<RealtimeHub, 'guardTopics' | 'follows' | 'followed' | 'deliverLocal'>;
  standings: LiveStandings;
  onError: (error: unknown) => void;
}): () => void {
  realtime.guardTopics(STANDINGS_PREFIX, async (userId, topic) => topic === bestBallStandingsTopic(userId));
  return bus.subscribe((event) => {
    if (event.type === BUS_RESYNC) {
      // Stat events may have been missed: every contest is rebuilt from the database when next needed.
      standings.forget();
      return;
    }
    if (!isTopicEvent(event) || event.type !== 'game' || !event.topic.startsWith(GAME_PREFIX)) return;
    // Only the players someone here is watching get their teams' standings built.
    const followers = new Set(
      realtime.followed(STANDINGS_PREFIX).map((topic) => topic.slice(STANDINGS_PREFIX.length)),
    );
    void standings
      .applyGame(event.topic.slice(GAME_PREFIX.length), followers)
      .then((updates) =>
        realtime.deliverLocal(
          updates
            .map((update) => ({ ...update, topic: bestBallStandingsTopic(update.userId) }))
            .filter((update) => realtime.follows(update.topic))
            .map((update) => ({
              type: BEST_BALL_STANDINGS_EVENT,
              topic: update.topic,
              data: { teams: update.teams },
            })),
        ),
      )
      .catch(onError);
  });
}
