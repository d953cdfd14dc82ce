import { randomUUID } from 'node:crypto';
import { snakeSlot } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';

/**
 * Best ball fixtures written straight into the tables (the draft engine is built in parallel): an
 * NFL world of two teams, slates of one game each, contests, and drafts with their picks.
 */

export const SEASON_START = '2026-09-01';
const POSITIONS = ['QB', 'RB', 'RB', 'RB', 'WR', 'WR', 'WR', 'WR', 'TE', 'TE', 'K'];

/** Team n's player i: `dp-<team>-<i>`; position POSITIONS[i]; projected receiving yards fall with i. */
export const nflPlayer = (team: 1 | 2, index: number) => `dp-${team}-${index}`;
export const positionOf = (playerId: string) => POSITIONS[Number(playerId.split('-')[2])]!;

export async function seedNflWorld(db: Database) {
  await db.execute(sql`insert into leagues (id, sport_id, name, abbreviation, provider)
    values ('dl-nfl', 'nfl', 'Test League', 'TL', 'test')`);
  await db.execute(sql`insert into seasons (id, league_id, name, starts_on, ends_on, provider)
    values ('ds-nfl', 'dl-nfl', '2026', ${SEASON_START}, '2027-02-28', 'test')`);
  for (const team of [1, 2] as const) {
    await db.execute(sql`insert into teams (id, league_id, sport_id, location, nickname, abbreviation,
        primary_color, secondary_color, venue, provider)
      values (${`dt-${team}`}, 'dl-nfl', 'nfl', ${`City ${team}`}, ${`Dogs ${team}`}, ${`D${team}`},
        '#000000', '#ffffff', ${`Park ${team}`}, 'test')`);
    for (const [index, position] of POSITIONS.entries()) {
      await db.execute(sql`insert into players (id, sport_id, first_name, last_name, position, jersey, status,
          team_id, provider, updated_at)
        values (${nflPlayer(team, index)}, 'nfl', ${`First${index}`}, ${`Last${team}-${index}`}, ${position},
          ${index}, 'active', ${`dt-${team}`}, 'test', now())`);
    }
  }
}

/** A slate with one game between the two teams, and projections for every player in it. */
export async function seedNflSlate(db: Database, slateId: string, startsAt: string) {
  const gameId = `${slateId}-game`;
  await db.execute(sql`insert into games (id, season_id, sport_id, home_team_id, away_team_id, starts_at, venue,
      status, period, clock_seconds, home_score, away_score, provider, updated_at)
    values (${gameId}, 'ds-nfl', 'nfl', 'dt-1', 'dt-2', ${startsAt}::timestamptz, 'Park 1', 'scheduled', 0, null,
      0, 0, 'test', now())`);
  await db.execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
    values (${slateId}, 'nfl', ${`Week ${slateId}`}, ${startsAt}::timestamptz, 'test')`);
  await db.execute(sql`insert into slate_games (slate_id, game_id) values (${slateId}, ${gameId})`);
  for (const team of [1, 2] as const) {
    for (const index of POSITIONS.keys()) {
      // Team 1's player i is projected above team 2's player i, and both above player i + 1.
      const yards = 200 - index * 15 - (team - 1) * 5;
      await db.execute(sql`insert into projections (game_id, player_id, stats, updated_at)
        values (${gameId}, ${nflPlayer(team, index)}, ${JSON.stringify({ receiving_yards: yards })}::jsonb, now())`);
    }
  }
  return gameId;
}

/** The draftable pool by projection (kickers are not drafted). */
export function projectionOrder(): string[] {
  const ids: string[] = [];
  for (const index of POSITIONS.keys()) {
    if (POSITIONS[index] === 'K') continue;
    ids.push(nflPlayer(1, index), nflPlayer(2, index));
  }
  return ids;
}

export async function finishGame(
  db: Database,
  gameId: string,
  stats: Record<string, Record<string, number>>,
) {
  for (const [playerId, line] of Object.entries(stats)) {
    await db.execute(sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
      values (${gameId}, ${playerId}, ${JSON.stringify(line)}::jsonb, now())
      on conflict (game_id, player_id) do update set stats = excluded.stats`);
  }
  await db.execute(
    sql`update games set status = 'final', period = 4, updated_at = now() where id = ${gameId}`,
  );
}

export async function createContest(
  db: Database,
  {
    id,
    slateId,
    styleId = 'style-a',
    seats = 2,
    rounds = 8,
    sport = 'nfl',
  }: {
    id: string;
    sport?: string;
    slateId: string;
    styleId?: string;
    seats?: number;
    rounds?: number;
  },
) {
  await db.execute(sql`insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds,
      speed, pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, created_at)
    values (${id}, ${sport}, ${slateId}, ${styleId}, ${`Contest ${id}`}, 500, ${seats}, ${rounds}, 'fast', 30000,
      '[{"rankFrom":1,"rankTo":1,"amountCents":800}]'::jsonb, 1000, 150, '2026-12-31T00:00:00Z', 'open', now())`);
}

let clockTick = 0;
const nextCreatedAt = () => new Date(Date.UTC(2026, 10, 1) + ++clockTick * 1000).toISOString();

/** A pooled entry: paid, waiting for a draft. */
export async function createPooledEntry(db: Database, contestId: string, userId: string): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into contest_entries (id, contest_id, user_id, state, created_at)
    values (${id}, ${contestId}, ${userId}, 'pooled', ${nextCreatedAt()}::timestamptz)`);
  return id;
}

/**
 * A draft with one entry per seat (null: a bot) and `picks` made in snake order. Answers the
 * draft id and the entry id of each seat (index 0 = seat 1).
 */
export async function createDraft(
  db: Database,
  {
    contestId,
    status,
    users,
    picks,
    rounds = 8,
  }: {
    contestId: string;
    status: 'filling' | 'drafting' | 'complete' | 'cancelled';
    users: (string | null)[];
    picks: string[];
    rounds?: number;
  },
): Promise<{ draftId: string; entries: string[] }> {
  const draftId = randomUUID();
  const seats = users.length;
  await db.execute(sql`insert into drafts (id, contest_id, status, seats, rounds, pick_clock_ms, current_pick,
      deadline_at, version, created_at, started_at, completed_at)
    values (${draftId}, ${contestId}, ${status}, ${seats}, ${rounds}, 30000, ${picks.length + 1},
      ${status === 'drafting' ? '2026-11-24T10:00:00Z' : null}::timestamptz, ${picks.length},
      now(), now(), ${status === 'complete' ? new Date().toISOString() : null}::timestamptz)`);
  const entries: string[] = [];
  for (const [index, userId] of users.entries()) {
    const id = randomUUID();
    entries.push(id);
    await db.execute(sql`insert into contest_entries (id, contest_id, user_id, state, draft_id, seat, created_at)
      values (${id}, ${contestId}, ${userId}, 'seated', ${draftId}, ${index + 1}, ${nextCreatedAt()}::timestamptz)`);
  }
  for (const [index, playerId] of picks.entries()) {
    const pickNumber = index + 1;
    const { round, seat } = snakeSlot(pickNumber, seats);
    await db.execute(sql`insert into draft_picks (draft_id, pick_number, round, seat, entry_id, player_id, source, made_at)
      values (${draftId}, ${pickNumber}, ${round}, ${seat}, ${entries[seat - 1]!}, ${playerId}, 'user', now())`);
  }
  return { draftId, entries };
}
