import { pickemEntriesSchema, SPORTS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { testClock } from '../responsible-gaming/helpers.ts';
import { nextGameId } from '../support/sports-world.ts';
import { depositByCard, type Player, signIn } from '../wallet/helpers.ts';
import {
  expectStatus,
  pickOf,
  seedEntryBoard,
  setGame,
  submitEntry,
  type TestBoard,
} from './entry-fixtures.ts';

const time = testClock('2026-11-24T09:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const app = () => testApp.current.app;
const db = () => testApp.current.database.handle.db;
let board: TestBoard;
let player: Player;
const ids: Record<string, string> = {};

async function enter(sport: 'nba' | 'nfl' | 'soccer') {
  const lines = board.lines[sport];
  const response = await submitEntry(player, {
    type: 'standard',
    fee_cents: 1_00,
    picks: [pickOf(lines['1-0']!), pickOf(lines['2-0']!)],
  });
  expectStatus(response, 201);
  time.advance(1_000);
  return response.json().id as string;
}

async function list(query = '') {
  const response = await player.browser.get(`/v1/pickem/entries${query}`);
  expectStatus(response, 200);
  return pickemEntriesSchema.parse(response.json());
}

beforeAll(async () => {
  board = await seedEntryBoard(app(), db(), time.now());
  player = await signIn(app());
  expectStatus(await depositByCard(app(), player, 50_00), 201);
  ids.nba = await enter('nba');
  ids.nfl = await enter('nfl');
  ids.soccer = await enter('soccer');
  // The NFL game kicked off: its entry is live, with the stat so far.
  await setGame(db(), nextGameId('nfl'), { status: 'in_progress' });
  const stat = SPORTS.nfl.stats[0]!.key;
  await db().execute(
    sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
        values (${nextGameId('nfl')}, 'p-nfl-1-0', ${JSON.stringify({ [stat]: 112 })}::jsonb, now())`,
  );
});

describe("the player's pick'em entries", () => {
  it('lists newest first, with each status computed from the games', async () => {
    const { entries, next_cursor, server_now } = await list();
    expect(entries.map((entry) => [entry.id, entry.status])).toEqual([
      [ids.soccer, 'upcoming'],
      [ids.nfl, 'live'],
      [ids.nba, 'upcoming'],
    ]);
    expect(next_cursor).toBeNull();
    // The server's time, so a phone with a skewed clock counts the cancel window down right.
    expect(server_now).toBe(time.now().toISOString());
  });

  it("shows each subject's stat so far from the game's stat lines", async () => {
    const { entries } = await list('?status=live');
    expect(entries.map((entry) => entry.id)).toEqual([ids.nfl]);
    expect(entries[0]?.picks.map((pick) => pick.subjects[0]?.current_value)).toEqual([112, 0]);
    expect(entries[0]?.games[0]).toMatchObject({ id: nextGameId('nfl'), status: 'in_progress' });
  });

  it('filters by status, sport and slate', async () => {
    expect((await list('?status=upcoming')).entries.map((entry) => entry.id)).toEqual([ids.soccer, ids.nba]);
    expect((await list('?status=settled')).entries).toEqual([]);
    expect((await list('?sport=nba')).entries.map((entry) => entry.id)).toEqual([ids.nba]);
    expect((await list('?slate=sl-soccer-next')).entries.map((entry) => entry.id)).toEqual([ids.soccer]);
  });

  it('pages with the cursor, and refuses one it did not give', async () => {
    const first = await list('?limit=2');
    expect(first.entries.map((entry) => entry.id)).toEqual([ids.soccer, ids.nfl]);
    expect(first.next_cursor).toBe(ids.nfl);
    const second = await list(`?limit=2&cursor=${first.next_cursor}`);
    expect(second.entries.map((entry) => entry.id)).toEqual([ids.nba]);
    expect(second.next_cursor).toBeNull();
    expectStatus(await player.browser.get('/v1/pickem/entries?cursor=abc'), 400);
  });

  it("shows another player none of this player's entries", async () => {
    const other = await signIn(app());
    const response = await other.browser.get('/v1/pickem/entries');
    expect(response.json().entries).toEqual([]);
  });

  it('sends the snapshot of upcoming and live counts', async () => {
    expect(await app().walletModule.pickemEntries.snapshot(player.id)).toEqual({
      type: 'pickem_entries',
      data: { upcoming: 2, live: 1, recently_settled: [] },
    });
  });
});
