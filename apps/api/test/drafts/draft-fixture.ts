import { randomUUID } from 'node:crypto';
import { type DraftState, draftStateSchema, type WorldFile, worldFileSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import type { App } from '../../src/platform/http/server.ts';
import { nextGameId, sportsWorldFixture, teamId } from '../support/sports-world.ts';
import type { Player } from '../wallet/helpers.ts';

/**
 * A draftable NFL slate of two games (enough players for twelve 18-round teams in the first) and
 * drafts seated directly in SQL, as the lobby would leave them once filled.
 */

export const DRAFT_SLATE = 'sl-nfl-next';
/** The slate's first game: the `dp-<i>` players play in it. */
export const DRAFT_GAME = nextGameId('nfl');
/** The slate's late game, three hours later: the `dl-<i>` players play in it. */
export const LATE_GAME = 'g-nfl-late';
/**
 * When the slate's first game starts: far ahead, so drafts on the real clock never reach it (a
 * draft closes at its slate's first game). Tests that need the game to start move it (`setDraftGame`).
 */
export const DRAFT_GAME_AT = '2036-09-07T17:00:00.000Z';
const LATE_GAME_AT = '2036-09-07T20:00:00.000Z';
const POSITIONS = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'RB', 'WR', 'TE'];

const lateTeam = (n: 3 | 4) => `t-nfl-${n}`;

function player(id: string, i: number, team: string) {
  return {
    id,
    sport_id: 'nfl' as const,
    first_name: `Draft${i}`,
    last_name: `Player ${id}`,
    position: POSITIONS[i % POSITIONS.length] as string,
    jersey: i % 99,
    status: 'active' as const,
    team_id: team,
  };
}

export function draftWorld(players = 260, latePlayers = 60): WorldFile {
  const base = sportsWorldFixture(['nfl']);
  const early = Array.from({ length: players }, (_, i) =>
    player(`dp-${i}`, i, teamId('nfl', i % 2 === 0 ? 1 : 2)),
  );
  const late = Array.from({ length: latePlayers }, (_, i) =>
    player(`dl-${i}`, i, lateTeam(i % 2 === 0 ? 3 : 4)),
  );
  const [first] = base.games.filter((game) => game.id === DRAFT_GAME);
  const [team] = base.teams;
  if (!first || !team) throw new Error('the fixture world has no next NFL game');
  return worldFileSchema.parse({
    ...base,
    teams: [
      ...base.teams,
      ...([3, 4] as const).map((n) => ({
        ...team,
        id: lateTeam(n),
        abbreviation: `L${n}`,
        location: `Late ${n}`,
      })),
    ],
    games: [
      ...base.games.map((game) => (game.id === DRAFT_GAME ? { ...game, starts_at: DRAFT_GAME_AT } : game)),
      {
        ...first,
        id: LATE_GAME,
        home_team_id: lateTeam(3),
        away_team_id: lateTeam(4),
        starts_at: LATE_GAME_AT,
      },
    ],
    slates: base.slates.map((slate) =>
      slate.id === DRAFT_SLATE
        ? { ...slate, starts_at: DRAFT_GAME_AT, game_ids: [DRAFT_GAME, LATE_GAME] }
        : slate,
    ),
    players: [...base.players, ...early, ...late],
    // Projected receiving yards fall with i, so the projection order (the ADP until drafts finish) is
    // dp-0, dp-1, ..., then the late game's dl-0, dl-1, ...
    projections: [
      ...base.projections,
      ...early.map((one, i) => ({
        player_id: one.id,
        game_id: DRAFT_GAME,
        stats: { receiving_yards: 1000 - i * 3 },
      })),
      ...late.map((one, i) => ({
        player_id: one.id,
        game_id: LATE_GAME,
        stats: { receiving_yards: 200 - i },
      })),
    ],
  });
}

export async function loadDraftWorld(app: App, players?: number) {
  await app.walletModule.sports.store.upsertWorld(draftWorld(players));
}

export interface SeatSpec {
  /** null: a bot. */
  userId: string | null;
  autopick?: boolean;
}

/** A contest (locking at the slate's game unless told) and a full draft ('filling', every seat taken), seats in the order given. */
export async function seatDraft(
  db: Database,
  {
    seats,
    rounds = 18,
    pickClockMs = 30_000,
    locksAt = DRAFT_GAME_AT,
    speed = 'fast',
  }: {
    seats: SeatSpec[];
    rounds?: number;
    pickClockMs?: number;
    locksAt?: string;
    speed?: 'fast' | 'slow';
  },
): Promise<string> {
  const contestId = `bb-test-${randomUUID()}`;
  const now = new Date().toISOString();
  await db.execute(sql`insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds,
      speed, pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, bots_allowed, created_at)
    values (${contestId}, 'nfl', ${DRAFT_SLATE}, 'nfl-test', 'Test Best Ball', 0, ${seats.length}, ${rounds}, ${speed},
      ${pickClockMs}, '[]'::jsonb, ${seats.length}, ${seats.length}, ${locksAt}, 'open', true, ${now})`);
  const draftId = randomUUID();
  await db.execute(sql`insert into drafts (id, contest_id, status, seats, rounds, pick_clock_ms, created_at)
    values (${draftId}, ${contestId}, 'filling', ${seats.length}, ${rounds}, ${pickClockMs}, ${now})`);
  for (const [index, seat] of seats.entries()) {
    await db.execute(sql`insert into contest_entries (contest_id, user_id, state, draft_id, seat, autopick, created_at)
      values (${contestId}, ${seat.userId}, 'seated', ${draftId}, ${index + 1}, ${seat.userId === null || Boolean(seat.autopick)}, ${now})`);
  }
  return draftId;
}

/** Moves the slate's first game (its start, its status) as a feed would. */
export async function setDraftGame(
  db: Database,
  { startsAt = DRAFT_GAME_AT, status = 'scheduled' }: { startsAt?: string; status?: string } = {},
) {
  await db.execute(sql`update games set starts_at = ${startsAt}::timestamptz, status = ${status}
    where id = ${DRAFT_GAME}`);
}

/** Starts the draft as the lobby does: inside a transaction, announced after commit. */
export async function startDraft(app: App, draftId: string, now = new Date()) {
  const { drafts } = app.walletModule;
  const db = app.walletModule.wallet.db;
  await db.transaction((tx) => drafts.startDraft(tx, draftId, now));
  drafts.announce([draftId]);
}

/** The draft room as `player` reads it (GET /v1/drafts/:id), checked against its contract. */
export async function room(player: Player, draftId: string): Promise<DraftState> {
  const response = await player.browser.get(`/v1/drafts/${draftId}`);
  if (response.statusCode !== 200)
    throw new Error(`GET /v1/drafts/${draftId} answered ${response.statusCode}: ${response.body}`);
  return draftStateSchema.parse(response.json());
}
