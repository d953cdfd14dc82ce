import { gameSummarySchema, newsItemViewSchema } from '@kennel/core';
import { describe, expect, it } from 'vitest';
import { gameStream, nextGameId, sportsWorldFixture } from '../support/sports-world.ts';
import { useLiveSockets } from './signed-in-sockets.ts';

// The sports world wired as compose.ts does it: what the ingest commits reaches the sockets.
const { testApp, signedInSocket } = useLiveSockets();

describe('the sports world live over /v1/ws', () => {
  it('pushes each committed game state to its game and sport topics, newest version last', async () => {
    const { sports } = testApp.current.app.walletModule;
    await sports.store.upsertWorld(sportsWorldFixture());
    const game = await signedInSocket();
    const scoreboard = await signedInSocket();
    await game.subscribe([`game:${nextGameId('nba')}`]);
    await scoreboard.subscribe(['games:nba']);
    const events = gameStream('nba');
    await sports.ingest.apply(events);
    const last = events.length;
    for (const [live, topic] of [
      [game, `game:${nextGameId('nba')}`],
      [scoreboard, 'games:nba'],
    ] as const) {
      const message = await live.next(
        (m) => m.topic === topic && (m.data as { version?: number }).version === last,
      );
      expect(message.type).toBe('game');
      expect(gameSummarySchema.parse(message.data)).toMatchObject({ id: nextGameId('nba'), status: 'final' });
    }
    expect(game.received.filter((m) => m.topic === 'games:nba')).toEqual([]);
  });

  it('pushes added news to its sport’s feed and to the all-sports feed', async () => {
    const { sports } = testApp.current.app.walletModule;
    await sports.store.upsertWorld(sportsWorldFixture());
    const live = await signedInSocket();
    await live.subscribe(['news:all']);
    const [item] = sportsWorldFixture(['nhl']).news;
    await sports.ingest.addNews([{ ...item!, id: 'n-live-1', headline: 'Goalie returns to practice' }]);
    const message = await live.next((m) => m.topic === 'news:all');
    expect(newsItemViewSchema.parse(message.data)).toMatchObject({
      id: 'n-live-1',
      headline: 'Goalie returns to practice',
    });
  });
});
