import type { DraftSpeed, DraftStatus, PickSource, SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { runShaped } from '../../platform/db/deferred-writes.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { gameBegun } from '../sports/game-begun.ts';

/** The draft row with what the engine needs of its contest. */
export interface DraftRow {
  id: string;
  contestId: string;
  status: DraftStatus;
  seats: number;
  rounds: number;
  pickClockMs: number;
  /** The contest's speed: a slow draft's players are told when they go on the clock. */
  speed: DraftSpeed;
  currentPick: number;
  deadlineAt: Date | null;
  version: number;
  sportId: SportId;
  slateId: string;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface SeatRow {
  entryId: string;
  userId: string | null;
  username: string | null;
  seat: number;
  autopick: boolean;
  timedOut: boolean;
  queue: string[];
}

export interface PickRow {
  pickNumber: number;
  round: number;
  seat: number;
  entryId: string;
  playerId: string;
  source: PickSource;
  madeAt: Date;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

function draftFrom(row: Record<string, unknown>): DraftRow {
  return {
    id: String(row.id),
    contestId: String(row.contest_id),
    status: row.status as DraftStatus,
    seats: Number(row.seats),
    rounds: Number(row.rounds),
    pickClockMs: Number(row.pick_clock_ms),
    speed: row.speed as DraftSpeed,
    currentPick: Number(row.current_pick),
    deadlineAt: asDate(row.deadline_at),
    version: Number(row.version),
    sportId: row.sport_id as SportId,
    slateId: String(row.slate_id),
    startedAt: asDate(row.started_at),
    completedAt: asDate(row.completed_at),
  };
}

function seatFrom(row: Record<string, unknown>): SeatRow {
  return {
    entryId: String(row.id),
    userId: row.user_id === null || row.user_id === undefined ? null : String(row.user_id),
    username: row.username === null || row.username === undefined ? null : String(row.username),
    seat: Number(row.seat),
    autopick: Boolean(row.autopick),
    timedOut: Boolean(row.timed_out),
    queue: (row.queue as string[] | null) ?? [],
  };
}

function pickFrom(row: Record<string, unknown>): PickRow {
  return {
    pickNumber: Number(row.pick_number),
    round: Number(row.round),
    seat: Number(row.seat),
    entryId: String(row.entry_id),
    playerId: String(row.player_id),
    source: row.source as PickSource,
    madeAt: asDate(row.made_at) as Date,
  };
}

/** A json column: parsed by node-postgres, a string from some drivers. */
const jsonRows = (value: unknown): Record<string, unknown>[] | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[]);

const DRAFT_COLUMNS = sql`d.id, d.contest_id, d.status, d.seats, d.rounds, d.pick_clock_ms, d.current_pick,
  d.deadline_at, d.version, d.started_at, d.completed_at, c.sport_id, c.slate_id, c.speed`;

/** A draft's seats, as one JSON array (a scalar subquery). */
const seatsJson = (draftId: string) =>
  sql`(select json_agg(json_build_object('id', e.id, 'user_id', e.user_id, 'username', u.username,
      'seat', e.seat, 'autopick', e.autopick, 'timed_out', e.timed_out, 'queue', e.queue) order by e.seat)
    from contest_entries e left join users u on u.id = e.user_id
    where e.draft_id = ${draftId} and e.seat is not null)`;

/** A draft's picks in order, as one JSON array (a scalar subquery). */
const picksJson = (draftId: string) =>
  sql`(select json_agg(json_build_object('pick_number', p.pick_number, 'round', p.round, 'seat', p.seat,
      'entry_id', p.entry_id, 'player_id', p.player_id, 'source', p.source, 'made_at', p.made_at)
      order by p.pick_number)
    from draft_picks p where p.draft_id = ${draftId})`;

const seatsAndPicksFrom = (row: Record<string, unknown> | undefined) => ({
  seats: (jsonRows(row?.seat_rows) ?? []).map(seatFrom),
  picks: (jsonRows(row?.pick_rows) ?? []).map(pickFrom),
});

/** `from … where …` of the running drafts that must move on now (clock out, contest locked, slate begun). */
function expiredDrafts(now: Date): SQL {
  const at = now.toISOString();
  return sql`from drafts d join contests c on c.id = d.contest_id
    where d.status = 'drafting' and (d.deadline_at <= ${at}::timestamptz or c.locks_at <= ${at}::timestamptz
      or c.slate_id in (
        select distinct sg.slate_id from slate_games sg join games g on g.id = sg.game_id
        where sg.slate_id in (select c2.slate_id from drafts d2 join contests c2 on c2.id = d2.contest_id
                              where d2.status = 'drafting')
          and ${gameBegun(now)}))`;
}

/**
 * Rows of the draft engine: explicit columns, no rules. A step's statements (the lock, the seats
 * and picks, the games, the save) are named prepared statements (`runShaped`): parsed and planned
 * once per connection and shape, not on every pick.
 */
export function createDraftsRepo(db: Database) {
  return {
    async draft(draftId: string, lock = false): Promise<DraftRow | undefined> {
      const rows = await runShaped<Record<string, unknown>>(
        db,
        sql`select ${DRAFT_COLUMNS} from drafts d join contests c on c.id = d.contest_id
            where d.id = ${draftId} ${lock ? sql`for update of d` : sql``}`,
      );
      return rows[0] ? draftFrom(rows[0]) : undefined;
    },

    /**
     * Whether `claimExpired` would find a draft (the same read, with no lock or transaction taken),
     * and whether any draft is on the clock at all.
     */
    async clocks(now: Date): Promise<{ expired: boolean; drafting: boolean }> {
      const [row] = await selectRows<{ expired: boolean; drafting: boolean }>(
        db,
        sql`select exists (select 1 ${expiredDrafts(now)}) as expired,
          exists (select 1 from drafts where status = 'drafting') as drafting`,
      );
      return { expired: row?.expired === true, drafting: row?.drafting === true };
    },

    /**
     * Drafts whose clock ran out, whose contest has locked or a game of whose slate has begun (on
     * the clock or by the feed: played early), locked; ones another instance holds are skipped. The
     * slates with a game begun are found once for all the drafts running, not per draft.
     */
    async claimExpired(now: Date, limit: number): Promise<DraftRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${DRAFT_COLUMNS} ${expiredDrafts(now)}
            order by least(d.deadline_at, c.locks_at) limit ${limit} for update of d skip locked`,
      );
      return rows.map(draftFrom);
    },

    /**
     * The seats and the picks of a draft in one round trip (read under the draft's row lock, in a
     * statement after the one that took it, so every committed pick is seen).
     */
    async seatsAndPicks(draftId: string): Promise<{ seats: SeatRow[]; picks: PickRow[] }> {
      const [row] = await runShaped<Record<string, unknown>>(
        db,
        sql`select ${seatsJson(draftId)} as seat_rows, ${picksJson(draftId)} as pick_rows`,
      );
      return seatsAndPicksFrom(row);
    },

    /**
     * The draft, its seats and its picks in one statement, so one snapshot: a pick committed
     * meanwhile is in all three or in none (the room's full state must agree with its version).
     */
    async snapshot(
      draftId: string,
    ): Promise<{ draft: DraftRow; seats: SeatRow[]; picks: PickRow[] } | undefined> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${DRAFT_COLUMNS}, ${seatsJson(draftId)} as seat_rows, ${picksJson(draftId)} as pick_rows
            from drafts d join contests c on c.id = d.contest_id where d.id = ${draftId}`,
      );
      return row ? { draft: draftFrom(row), ...seatsAndPicksFrom(row) } : undefined;
    },

    /**
     * Saves one step of a locked draft in one statement: its new picks, the seats it switched, and
     * the draft row (version bumped by the caller). The picks' primary key (draft, pick number)
     * and (draft, player) keep a pick from being made twice, as before.
     */
    async saveStep(draft: DraftRow, picks: readonly PickRow[], seats: readonly SeatRow[]): Promise<void> {
      const parts: SQL[] = [];
      if (picks.length > 0)
        parts.push(sql`new_picks as (insert into draft_picks (draft_id, pick_number, round, seat, entry_id, player_id, source, made_at)
          values ${sql.join(
            picks.map(
              (pick) =>
                sql`(${draft.id}, ${pick.pickNumber}, ${pick.round}, ${pick.seat}, ${pick.entryId}, ${pick.playerId}, ${pick.source}, ${pick.madeAt.toISOString()})`,
            ),
            sql`, `,
          )})`);
      if (seats.length > 0)
        parts.push(sql`switched_seats as (update contest_entries e set autopick = s.autopick, timed_out = s.timed_out
          from (values ${sql.join(
            seats.map(
              (seat) => sql`(${seat.entryId}::uuid, ${seat.autopick}::boolean, ${seat.timedOut}::boolean)`,
            ),
            sql`, `,
          )}) as s(id, autopick, timed_out) where e.id = s.id)`);
      const withParts = parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ` : sql``;
      await runShaped(
        db,
        sql`${withParts}update drafts set status = ${draft.status}, pick_clock_ms = ${draft.pickClockMs},
        current_pick = ${draft.currentPick}, deadline_at = ${draft.deadlineAt?.toISOString() ?? null}, version = ${draft.version},
        started_at = ${draft.startedAt?.toISOString() ?? null}, completed_at = ${draft.completedAt?.toISOString() ?? null}
        where id = ${draft.id}`,
      );
    },

    /**
     * When the contest's drafts close (the contest's lock or the slate's earliest game, whichever is
     * first), whether a game of the slate has begun at `now` (started on the clock or by its status:
     * a game may be played early), and the players of the games that have: nobody may draft them.
     * With `also`, one more value read in the same statement (a player's responsible-gaming facts,
     * read after the draft's lock like the games).
     */
    async slateClock(
      contestId: string,
      now: Date,
      also?: SQL,
    ): Promise<{ closesAt: Date; begun: boolean; started: Set<string>; also: unknown }> {
      const begun = gameBegun(now);
      const [row] = await runShaped<{
        closes_at: unknown;
        begun: boolean;
        started: string[] | null;
        also?: unknown;
      }>(
        db,
        sql`select
              least(c.locks_at, (select min(g.starts_at) from slate_games sg join games g on g.id = sg.game_id
                where sg.slate_id = c.slate_id and g.status in ('scheduled', 'in_progress', 'final'))) as closes_at,
              exists (select 1 from slate_games sg join games g on g.id = sg.game_id
                where sg.slate_id = c.slate_id and ${begun}) as begun,
              array(select distinct pr.player_id from slate_games sg join games g on g.id = sg.game_id
                join projections pr on pr.game_id = g.id
                where sg.slate_id = c.slate_id and ${begun}) as started${also ? sql`, ${also} as also` : sql``}
            from contests c where c.id = ${contestId}`,
      );
      if (!row) throw new Error(`contest ${contestId} is missing`);
      return {
        closesAt: asDate(row.closes_at) as Date,
        begun: Boolean(row.begun),
        started: new Set(row.started ?? []),
        also: row.also,
      };
    },

    /** What an autopick for a player's seat reads fresh: the seat's queue, then the player's rankings. */
    async autopickLists(
      entryId: string,
      userId: string,
      sportId: string,
      slateId: string,
    ): Promise<{ queue: string[]; rankings: string[] }> {
      const [row] = await selectRows<{ queue: string[] | null; rankings: string[] | null }>(
        db,
        sql`select e.queue,
              (select r.player_ids from draft_rankings r
                where r.user_id = ${userId} and r.sport_id = ${sportId} and r.slate_id = ${slateId}) as rankings
            from contest_entries e where e.id = ${entryId}`,
      );
      return { queue: row?.queue ?? [], rankings: row?.rankings ?? [] };
    },

    async seats(draftId: string): Promise<SeatRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select e.id, e.user_id, u.username, e.seat, e.autopick, e.timed_out, e.queue
            from contest_entries e left join users u on u.id = e.user_id
            where e.draft_id = ${draftId} and e.seat is not null order by e.seat`,
      );
      return rows.map(seatFrom);
    },

    /** The player holds a seat in the draft (drafts are for their players alone). */
    async hasSeat(draftId: string, userId: string): Promise<boolean> {
      const rows = await selectRows<{ one: number }>(
        db,
        sql`select 1 as one from contest_entries where draft_id = ${draftId} and user_id = ${userId} limit 1`,
      );
      return rows.length > 0;
    },

    async setQueue(entryId: string, queue: readonly string[]): Promise<void> {
      await db.execute(sql`update contest_entries set queue = ${textArray(queue)} where id = ${entryId}`);
    },

    async picks(draftId: string): Promise<PickRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select pick_number, round, seat, entry_id, player_id, source, made_at from draft_picks
            where draft_id = ${draftId} order by pick_number`,
      );
      return rows.map(pickFrom);
    },

    /** The player's drafts (filling, drafting, or complete), newest first. */
    async draftsOf(userId: string, active: boolean, limit: number): Promise<DraftRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${DRAFT_COLUMNS} from drafts d join contests c on c.id = d.contest_id
            where d.id in (select draft_id from contest_entries where user_id = ${userId} and draft_id is not null)
            and d.status ${active ? sql`in ('filling', 'drafting')` : sql`= 'complete'`}
            order by d.created_at desc limit ${limit}`,
      );
      return rows.map(draftFrom);
    },
  };
}

/** A text[] of bound parameters. */
function textArray(values: readonly string[]) {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export type DraftsRepo = ReturnType<typeof createDraftsRepo>;
