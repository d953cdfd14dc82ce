import { applyGameEvents, initialGameState, type StatEvent } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SportsLiveMessage } from '../../src/features/sports/live.ts';
import type { SportsProvider } from '../../src/features/sports/provider.ts';
import { createStatIngest, UnknownStreamError } from '../../src/features/sports/stat-ingest.ts';
import { createWorldStore } from '../../src/features/sports/world-store.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { gameStream, nextGameId, playerId, sportsWorldFixture } from '../support/sports-world.ts';

let database: TestDatabase;
const now = new Date('2026-11-27T18:30:00Z');
let heard: SportsLiveMessage[][] = [];

/** A provider that remembers the whole stream and hands back any part of it. */
function fullStreamProvider(events: readonly StatEvent[]): SportsProvider & { asked: number } {
  return {
    name: 'fake',
    asked: 0,
    async eventsAfter(streamId, afterSeq) {
      this.asked += 1;
      return events.filter((event) => event.stream_id === streamId && event.seq > afterSeq);
    },
  };
}

const db = () => database.handle.db;
const ingestWith = (provider: SportsProvider) =>
  createStatIngest({ db: db(), clock: () => now, provider, publish: (messages) => heard.push(messages) });

async function gameState(gameId: string) {
  const [game] = await selectRows<Record<string, unknown>>(
    db(),
    sql`select status, period, clock_seconds, home_score, away_score, seq from games where id = ${gameId}`,
  );
  const lines = await selectRows<{ player_id: string; stats: Record<string, number> }>(
    db(),
    sql`select player_id, stats from player_game_stats where game_id = ${gameId} order by player_id`,
  );
  return { game, lines };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createWorldStore({ db: db(), clock: () => now }).upsertWorld(sportsWorldFixture());
});
afterAll(() => database.destroy());
beforeEach(() => {
  heard = [];
});

describe('the stat ingest', () => {
  it('applies a stream in order, once however often it is delivered, and announces after commit', async () => {
    const events = gameStream('nba');
    const ingest = ingestWith(fullStreamProvider(events));
    expect(await ingest.apply(events)).toEqual({
      applied: events.length,
      duplicates: 0,
      refilled: 0,
      waiting: 0,
    });
    const after = await gameState(nextGameId('nba'));
    expect(after.game).toMatchObject({ status: 'final', home_score: 3, away_score: 3, seq: events.length });
    expect(after.lines).toHaveLength(6);
    expect(heard.flat().map((message) => message.topic)).toEqual([`game:${nextGameId('nba')}`, 'games:nba']);
    expect(heard.flat()[0]?.data).toMatchObject({ status: 'final', version: events.length, home_score: 3 });

    heard = [];
    expect(await ingest.apply([...events, ...events])).toEqual({
      applied: 0,
      duplicates: events.length * 2,
      refilled: 0,
      waiting: 0,
    });
    expect(await gameState(nextGameId('nba'))).toEqual(after);
    expect(heard.flat()).toEqual([]);
  });

  it('refills a gap from the provider and ends in the same state as in-order delivery', async () => {
    const events = gameStream('nhl');
    const { state } = applyGameEvents(initialGameState(), events);
    const provider = fullStreamProvider(events);
    const ingest = ingestWith(provider);
    const shuffled = [events[5], events[0], events[7], events[6]] as StatEvent[];
    const result = await ingest.apply(shuffled);
    expect(result).toEqual({
      applied: events.length,
      duplicates: 0,
      refilled: events.length - 4,
      waiting: 0,
    });
    expect(provider.asked).toBe(1);
    const refilled = await gameState(nextGameId('nhl'));
    expect(refilled.game).toEqual({
      status: state.status,
      period: state.period,
      clock_seconds: state.clockSeconds,
      home_score: state.homeScore,
      away_score: state.awayScore,
      seq: state.seq,
    });
    expect(Object.fromEntries(refilled.lines.map((line) => [line.player_id, line.stats]))).toEqual(
      state.statLines,
    );
  });

  it('holds back events behind a gap the provider cannot fill', async () => {
    const events = gameStream('mlb');
    const ingest = ingestWith(fullStreamProvider([]));
    const result = await ingest.apply([events[0], events[1], events[3]] as StatEvent[]);
    expect(result).toEqual({ applied: 2, duplicates: 0, refilled: 0, waiting: 1 });
    expect((await gameState(nextGameId('mlb'))).game).toMatchObject({ seq: 2, status: 'in_progress' });
  });

  it('changes a player status from the players stream', async () => {
    const ingest = ingestWith(fullStreamProvider([]));
    const event: StatEvent = {
      stream_id: 'players:nfl',
      seq: 1,
      occurred_at: now.toISOString(),
      kind: 'player_status',
      sport_id: 'nfl',
      player_id: playerId('nfl', 1, 0),
      status: 'questionable',
    };
    expect(await ingest.apply([event, event])).toEqual({
      applied: 1,
      duplicates: 1,
      refilled: 0,
      waiting: 0,
    });
    const [player] = await selectRows<{ status: string }>(
      db(),
      sql`select status from players where id = ${event.player_id}`,
    );
    expect(player?.status).toBe('questionable');
  });

  it('a correction after the final changes the total, and subscribers hear it after commit', async () => {
    const gameId = nextGameId('nba');
    const before = await gameState(gameId);
    const seq = Number(before.game?.seq) + 1;
    const correction: StatEvent = {
      stream_id: gameId,
      seq,
      occurred_at: now.toISOString(),
      kind: 'stat_correction',
      description: 'Points moved to the right scorer',
      stats: [{ player_id: playerId('nba', 1, 0), stat: 'points', value: 7 }],
      home_score: 9,
      away_score: 3,
    };
    let committedWhenHeard: unknown;
    const publishing = createStatIngest({
      db: db(),
      clock: () => now,
      provider: fullStreamProvider([]),
      publish: (messages) => {
        heard.push(messages);
        committedWhenHeard = gameState(gameId);
      },
    });
    expect(await publishing.apply([correction])).toMatchObject({ applied: 1 });
    const after = await gameState(gameId);
    expect(after.game).toMatchObject({ status: 'final', home_score: 9, away_score: 3, seq });
    expect(after.lines.find((line) => line.player_id === playerId('nba', 1, 0))?.stats).toEqual({
      points: 7,
    });
    // Only the corrected line was rewritten.
    expect(
      after.lines.filter((line, i) => JSON.stringify(line) !== JSON.stringify(before.lines[i])),
    ).toHaveLength(1);
    expect(heard.flat().map((message) => message.data)).toEqual([
      expect.objectContaining({ version: seq, home_score: 9 }),
      expect.objectContaining({ version: seq, home_score: 9 }),
    ]);
    // What a subscriber reads back when told is already the corrected game.
    expect((await committedWhenHeard) as unknown).toEqual(after);
  });

  it("publishes nothing when the batch's transaction fails, and keeps the game as it was", async () => {
    const gameId = nextGameId('nba');
    const before = await gameState(gameId);
    const broken: StatEvent = {
      stream_id: gameId,
      seq: Number(before.game?.seq) + 1,
      occurred_at: now.toISOString(),
      kind: 'stat_correction',
      description: 'A player the world does not know',
      stats: [{ player_id: 'ghost', stat: 'points', value: 1 }],
      home_score: 10,
      away_score: 3,
    };
    await expect(ingestWith(fullStreamProvider([])).apply([broken])).rejects.toThrow();
    expect(heard).toEqual([]);
    expect(await gameState(gameId)).toEqual(before);
  });

  it('refuses events of a game the world does not have', async () => {
    const [event] = gameStream('nfl');
    await expect(
      ingestWith(fullStreamProvider([])).apply([{ ...(event as StatEvent), stream_id: 'no-such-game' }]),
    ).rejects.toBeInstanceOf(UnknownStreamError);
  });
});
