import { bestBallStandingsTopic, bestBallTeamSchema, gameTopic, rankByPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import type { App } from '../../src/platform/http/server.ts';
import { type LiveSocket, openLiveSocket } from '../realtime/live-socket.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { createContest, createDraft, projectionOrder, seedNflSlate, seedNflWorld } from './fixtures.ts';

/**
 * A live best ball contest of two drafts of two seats for live standings tests: draft A is Alice's
 * and a bot's, draft B Carol's and Bob's. The pool's first four players are drafted in A only,
 * its last four in B only, so a stat line of one of them moves only that draft's teams.
 */
export const pool = projectionOrder();

export interface StandingsPlayer {
  id: string;
  client: HttpClient;
  live: LiveSocket;
  entry: string;
}

export async function liveStandingsContest(db: Database, app: App, baseUrl?: string) {
  await seedNflWorld(db);
  const gameId = await seedNflSlate(db, 'ls-w1', '2026-11-29T18:00:00Z');
  await createContest(db, { id: 'ls-a', slateId: 'ls-w1' });
  const url = baseUrl ?? (await listen(app));
  const player = async () => {
    const client = new HttpClient(url);
    const { id } = await client.signIn();
    return { id, client };
  };
  const [alice, carol, bob] = [await player(), await player(), await player()];
  const a = await createDraft(db, {
    contestId: 'ls-a',
    status: 'complete',
    users: [alice.id, null],
    picks: pool.slice(0, 16),
  });
  const b = await createDraft(db, {
    contestId: 'ls-a',
    status: 'complete',
    users: [carol.id, bob.id],
    picks: pool.slice(4, 20),
  });
  await db.execute(sql`update games set status = 'in_progress', updated_at = now() where id = ${gameId}`);
  return {
    gameId,
    bot: a.entries[1]!,
    alice: { ...alice, entry: a.entries[0]! },
    carol: { ...carol, entry: b.entries[0]! },
    bob: { ...bob, entry: b.entries[1]! },
  };
}

/** The player's socket on `baseUrl`, following their standings topic. */
export async function followStandings(baseUrl: string, player: { id: string; client: HttpClient }) {
  const live = await openLiveSocket(baseUrl, player.client);
  await live.subscribe([bestBallStandingsTopic(player.id)]);
  return live;
}

/** A stat line commits, then its game's news goes on the bus, as the sports ingest does. */
export async function statEvent(
  db: Database,
  app: App,
  gameId: string,
  playerId: string,
  stats: Record<string, number>,
) {
  await db.execute(sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
    values (${gameId}, ${playerId}, ${JSON.stringify(stats)}::jsonb, now())
    on conflict (game_id, player_id) do update set stats = excluded.stats`);
  app.eventBus.publish([{ type: 'game', topic: gameTopic(gameId), data: { id: gameId } }]);
}

export const standingsOf = (live: LiveSocket) =>
  live.received.filter((message) => message.topic?.startsWith('best-ball-standings:'));

/** Every paid team's contest rank as the pages show it equals a full sort of the database's points. */
export async function expectRanksMatchFullSort(players: readonly { client: HttpClient; entry: string }[]) {
  const teams = [];
  for (const player of players) {
    const response = await player.client.fetch(`/v1/best-ball/teams/${player.entry}`);
    teams.push(bestBallTeamSchema.parse(await response.json()));
  }
  const sorted = rankByPoints(teams.map((team) => ({ id: team.entry_id, points: team.points ?? 0 })));
  for (const team of teams) {
    const expected = sorted.find((one) => one.id === team.entry_id)!;
    expect({ id: team.entry_id, rank: team.contest_rank, teams: team.contest_teams }).toEqual({
      id: team.entry_id,
      rank: expected.rank,
      teams: players.length,
    });
    expect(team.contest_rank_tied).toBe(
      sorted.some((one) => one.id !== team.entry_id && one.rank === expected.rank),
    );
  }
  return teams;
}
