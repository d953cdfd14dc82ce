import {
  type DraftContest,
  type DraftListItem,
  type DraftPool,
  type DraftState,
  type Drafts,
  picksOfSeat,
  type SportId,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { needsOf, onTheClockSeatNumber, pickToWire, shownDeadline } from './engine/draft-step.ts';
import type { PlayerPools } from './player-pool.ts';
import { createDraftsRepo, type SeatRow } from './repo.ts';
import { listedDeadline } from './shown-deadline.ts';

const BOT_NAMES = [
  'Rex',
  'Bolt',
  'Scout',
  'Ranger',
  'Ace',
  'Blitz',
  'Comet',
  'Duke',
  'Echo',
  'Fox',
  'Gunner',
  'Hawk',
];
/** Bots are named by seat so every client shows the same name. */
export const botName = (seat: number) => `${BOT_NAMES[(seat - 1) % BOT_NAMES.length]} (bot)`;

async function contestOf(db: Database, contestId: string): Promise<DraftContest> {
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select id, name, sport_id, slate_id, style_id, entry_fee_cents, speed from contests where id = ${contestId}`,
  );
  if (!row) throw new ApiProblem('not_found');
  return {
    id: String(row.id),
    name: String(row.name),
    sport_id: row.sport_id as SportId,
    slate_id: String(row.slate_id),
    style_id: String(row.style_id),
    entry_fee_cents: Number(row.entry_fee_cents),
    speed: row.speed as DraftContest['speed'],
  };
}

const seatToWire = (seat: SeatRow, userId: string) => ({
  seat: seat.seat,
  name: seat.userId === null ? botName(seat.seat) : (seat.username ?? 'Player'),
  is_bot: seat.userId === null,
  is_you: seat.userId === userId,
  autopick: seat.autopick,
  timed_out: seat.timedOut,
});

const draftNotFound = () => new ApiProblem('not_found', { detail: 'There is no such draft.' });

/**
 * What the draft room and `/draft` read: full states, the player's list, the pool. A draft (live or
 * finished, its board included) is for the players seated in it, as at Underdog: anyone else is
 * told there is no such draft, so not even its existence leaks.
 */
export function createDraftReads(db: Database, pools: PlayerPools, clock: () => Date) {
  /**
   * The player's draft with its seats and picks, read in one statement (one snapshot): its version
   * matches the picks it lists, whatever picks commit meanwhile.
   */
  async function snapshotOr404(draftId: string, userId: string) {
    const repo = createDraftsRepo(db);
    const snapshot = await repo.snapshot(draftId);
    if (!snapshot || !(await repo.hasSeat(draftId, userId))) throw draftNotFound();
    return snapshot;
  }

  return {
    async state(userId: string, draftId: string): Promise<DraftState> {
      const repo = createDraftsRepo(db);
      const { draft, seats, picks } = await snapshotOr404(draftId, userId);
      const now = clock();
      const [pool, contest, slate] = await Promise.all([
        pools(db, draft.sportId, draft.slateId),
        contestOf(db, draft.contestId),
        repo.slateClock(draft.contestId, now),
      ]);
      const step = { draft, picks, pool };
      return {
        id: draft.id,
        contest,
        status: draft.status,
        seat_count: draft.seats,
        rounds: draft.rounds,
        pick_clock_ms: draft.pickClockMs,
        current_pick: draft.currentPick,
        on_the_clock_seat: onTheClockSeatNumber(draft),
        deadline_at: shownDeadline(draft, seats, picks, slate.closesAt)?.toISOString() ?? null,
        closes_at: slate.closesAt.toISOString(),
        server_now: now.toISOString(),
        seats: seats.map((seat) => seatToWire(seat, userId)),
        picks: picks.map((pick) => pickToWire(pick, pool)),
        rosters: seats.map((seat) => ({
          seat: seat.seat,
          pick_numbers: picks.filter((pick) => pick.seat === seat.seat).map((pick) => pick.pickNumber),
          needs: needsOf(step, seat.seat),
        })),
        your_queue: seats.find((seat) => seat.userId === userId)?.queue ?? [],
        started_at: draft.startedAt?.toISOString() ?? null,
        completed_at: draft.completedAt?.toISOString() ?? null,
        version: draft.version,
      };
    },

    async list(userId: string, query: { status: 'active' | 'complete'; limit: number }): Promise<Drafts> {
      const repo = createDraftsRepo(db);
      const drafts = await repo.draftsOf(userId, query.status === 'active', query.limit);
      const items: DraftListItem[] = [];
      const now = clock();
      for (const draft of drafts) {
        const allSeats = await repo.seats(draft.id);
        const seats = allSeats.filter((seat) => seat.userId === userId);
        const onClock = onTheClockSeatNumber(draft);
        const yours = seats.map((seat) => seat.seat);
        const upcoming = yours
          .flatMap((seat) => picksOfSeat(seat, draft.seats, draft.rounds))
          .filter((pick) => pick >= draft.currentPick && draft.status !== 'complete');
        items.push({
          id: draft.id,
          contest: await contestOf(db, draft.contestId),
          status: draft.status,
          seat_count: draft.seats,
          rounds: draft.rounds,
          current_pick: draft.currentPick,
          on_the_clock_seat: onClock,
          deadline_at: (await listedDeadline(repo, draft, allSeats, now))?.toISOString() ?? null,
          your_seats: yours,
          on_the_clock_is_you: onClock !== null && yours.includes(onClock),
          picks_until_your_turn: upcoming.length > 0 ? Math.min(...upcoming) - draft.currentPick : null,
          version: draft.version,
        });
      }
      // On the clock first, then the soonest turn, then the soonest deadline.
      const rank = (item: DraftListItem) => item.picks_until_your_turn ?? Number.MAX_SAFE_INTEGER;
      items.sort(
        (a, b) =>
          Number(b.on_the_clock_is_you) - Number(a.on_the_clock_is_you) ||
          rank(a) - rank(b) ||
          (a.deadline_at ?? '~').localeCompare(b.deadline_at ?? '~'),
      );
      return { drafts: items, server_now: now.toISOString() };
    },

    async pool(userId: string, draftId: string): Promise<DraftPool> {
      // Who drafted whom as of the version it answers: one snapshot, as for the full state.
      const { draft, picks } = await snapshotOr404(draftId, userId);
      const [pool, slate] = await Promise.all([
        pools(db, draft.sportId, draft.slateId),
        createDraftsRepo(db).slateClock(draft.contestId, clock()),
      ]);
      const drafted = new Map(picks.map((pick) => [pick.playerId, pick]));
      return {
        draft_id: draft.id,
        version: draft.version,
        players: pool.players.map((player) => ({
          player_id: player.id,
          first_name: player.firstName,
          last_name: player.lastName,
          position: player.position,
          team: player.team,
          adp: player.adp,
          projected_points: player.projectedPoints,
          drafted_by_seat: drafted.get(player.id)?.seat ?? null,
          drafted_pick: drafted.get(player.id)?.pickNumber ?? null,
          game_started: slate.started.has(player.id),
        })),
      };
    },
  };
}
