import { randomUUID } from 'node:crypto';
import { type WorldFile, worldFileSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database.ts';
import type { App } from '../../src/platform/http/server.ts';
import { nextGameId, sportsWorldFixture, teamId } from '../support/sports-world.ts';

/**
 * A draftable NFL slate (the fixture world's next game, with enough players for twelve 18-round
 * teams) and drafts seated directly in SQL, as the lobby would leave them once filled.
 */

export const DRAFT_SLATE = 'sl-nfl-next';
const POSITIONS = ['QB', 'RB', 'RB', 'WR', 'WR', 'WR', 'TE', 'RB', 'WR', 'TE'];

export function draftWorld(players = 260): WorldFile {
  const base = sportsWorldFixture(['nfl']);
  const extra = Array.from({ length: players }, (_, i) => ({
    id: `dp-${i}`,
    sport_id: 'nfl' as const,
    first_name: `Draft${i}`,
    last_name: `Player${i}`,
    position: POSITIONS[i % POSITIONS.length] as string,
    jersey: i % 99,
    status: 'active' as const,
    team_id: teamId('nfl', i % 2 === 0 ? 1 : 2),
  }));
  return worldFileSchema.parse({
    ...base,
    players: [...base.players, ...extra],
    // Projected receiving yards fall with i, so the projection order (the ADP until drafts finish) is dp-0, dp-1, ...
    projections: [
      ...base.projections,
      ...extra.map((player, i) => ({
        player_id: player.id,
        game_id: nextGameId('nfl'),
        stats: { receiving_yards: 1000 - i * 3 },
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

/** A contest and a full draft ('filling', every seat taken), seats in the order given. */
export async function seatDraft(
  db: Database,
  { seats, rounds = 18, pickClockMs = 30_000 }: { seats: SeatSpec[]; rounds?: number; pickClockMs?: number },
): Promise<string> {
  const contestId = `bb-test-${randomUUID()}`;
  const now = new Date().toISOString();
  await db.execute(sql`insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds,
      speed, pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, bots_allowed, created_at)
    values (${contestId}, 'nfl', ${DRAFT_SLATE}, 'nfl-test', 'Test Best Ball', 0, ${seats.length}, ${rounds}, 'fast',
      ${pickClockMs}, '[]'::jsonb, ${seats.length}, ${seats.length}, ${now}, 'open', true, ${now})`);
  const draftId = randomUUID();
  await db.execute(sql`insert into drafts (id, contest_id, status, seats, rounds, pick_clock_ms, created_at)
    values (${draftId}, ${contestId}, 'filling', ${seats.length}, ${rounds}, ${pickClockMs}, ${now})`);
  for (const [index, seat] of seats.entries()) {
    await db.execute(sql`insert into contest_entries (contest_id, user_id, state, draft_id, seat, autopick, created_at)
      values (${contestId}, ${seat.userId}, 'seated', ${draftId}, ${index + 1}, ${seat.userId === null || Boolean(seat.autopick)}, ${now})`);
  }
  return draftId;
}

/** Starts the draft as the lobby does: inside a transaction, announced after commit. */
export async function startDraft(app: App, draftId: string, now = new Date()) {
  const { drafts } = app.walletModule;
  const db = app.walletModule.wallet.db;
  await db.transaction((tx) => drafts.startDraft(tx, draftId, now));
  drafts.announce([draftId]);
}
