import type {
  PayoutSchedule,
  PickemChoice,
  PickemLineTiming,
  PickemPropKind,
  PickemPropStatus,
  PickResult,
  SportId,
} from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';
import { currentScheduleSql, scheduleFromJson } from '../../schedules/repo.ts';
import {
  GAME_COLUMNS,
  GAME_TEAMS,
  type GameRowWithTeams,
  gameSummaryFromRow,
} from '../../sports/game-summary.ts';
import {
  PLAYER_COLUMNS,
  PLAYER_TEAM,
  type PlayerRowWithTeam,
  playerSummaryFromRow,
} from '../../sports/read-people.ts';
import {
  type CurrentProp,
  date,
  ENTRY_COLUMNS,
  type EntryFilter,
  type EntryRow,
  entryFromRow,
  type GameClock,
  type NewEntry,
  type NewPick,
  type PickRow,
  startedSql,
  textArray,
} from './entry-rows.ts';
import { deferEntryInsert } from './insert-entry.ts';
import type { WireFacts } from './wire.ts';

export type {
  CurrentProp,
  EntryFilter,
  EntryRow,
  GameClock,
  NewEntry,
  NewPick,
  PickRow,
} from './entry-rows.ts';

/**
 * The props with their current lines and the games they are in (with each game's slates),
 * share-locked: no line moves and no game starts while the entry is decided.
 */
const lockedPropsSql = (propIds: readonly string[]) =>
  sql`select p.id, p.kind, p.timing, p.sport_id, p.stat, p.player_ids, p.game_ids, p.team_ids,
             p.status, p.current_line_id, l.stat_value, l.priced_on, l.options,
             g.id as game_id, g.status as game_status, g.starts_at as game_starts_at,
             array(select sg.slate_id from slate_games sg where sg.game_id = g.id) as slate_ids
      from pickem_props p
      join pickem_lines l on l.id = p.current_line_id
      join games g on g.id = any(p.game_ids)
      where p.id = any(${textArray(propIds)})
      order by p.id, g.id
      for share of p, g`;

/** What an entry is decided on and answered with, read in one statement (`entryReadSql`). */
export interface EntryRead {
  props: CurrentProp[];
  games: GameClock[];
  /** The answer's players, games and each picked player's stat line so far. */
  answer: WireFacts;
  /** The payout schedule in force, which prices the entry (a later one never reprices it). */
  schedule: { version: number; body: PayoutSchedule };
}

/**
 * One JSON value with everything a submission needs: the props share-locked with their lines and
 * games (`lockProps`), and for the answer the props' players, their games and the stat lines of the
 * players in them. Sent with the authorisation step's facts, so an entry reads once.
 */
export function entryReadSql(propIds: readonly string[]) {
  return sql`(with locked as (${lockedPropsSql(propIds)}),
      picked as (select distinct unnest(player_ids) as player_id, unnest(game_ids) as game_id from locked)
    select json_build_object(
      'props', (select coalesce(json_agg(locked), '[]') from locked),
      'players', (select coalesce(json_agg(x), '[]') from (
        select ${PLAYER_COLUMNS} from players p ${PLAYER_TEAM}
        where p.id in (select player_id from picked)) x),
      'games', (select coalesce(json_agg(x), '[]') from (
        select ${GAME_COLUMNS} from games g ${GAME_TEAMS}
        where g.id in (select game_id from locked)) x),
      'stats', (select coalesce(json_agg(x), '[]') from (
        select s.game_id, s.player_id, s.stats from player_game_stats s
        join picked on picked.game_id = s.game_id and picked.player_id = s.player_id) x),
      'schedule', ${currentScheduleSql('pickem_payouts')}))`;
}

interface EntryReadJson {
  props: Record<string, unknown>[];
  players: PlayerRowWithTeam[];
  games: GameRowWithTeams[];
  stats: { game_id: string; player_id: string; stats: Record<string, number> }[];
  schedule: unknown;
}

/** `entryReadSql`'s JSON as the submission decides on it. */
export function entryReadFromJson(json: unknown): EntryRead {
  const read = json as EntryReadJson;
  return {
    ...propsFromRows(read.props),
    answer: {
      players: new Map(read.players.map((row) => [row.id, playerSummaryFromRow(row)])),
      games: read.games.map(gameSummaryFromRow),
      stats: new Map(read.stats.map((row) => [`${row.game_id}/${row.player_id}`, row.stats])),
    },
    schedule: scheduleFromJson('pickem_payouts', read.schedule),
  };
}

function propsFromRows(rows: readonly Record<string, unknown>[]): {
  props: CurrentProp[];
  games: GameClock[];
} {
  const props = new Map<string, CurrentProp>();
  const games = new Map<string, GameClock>();
  for (const row of rows) {
    games.set(row.game_id as string, {
      id: row.game_id as string,
      status: row.game_status as string,
      startsAt: date(row.game_starts_at as string),
      slateIds: row.slate_ids as string[],
    });
    if (props.has(row.id as string)) continue;
    props.set(row.id as string, {
      propId: row.id as string,
      kind: row.kind as PickemPropKind,
      timing: row.timing as PickemLineTiming,
      sportId: row.sport_id as SportId,
      stat: row.stat as string,
      playerIds: row.player_ids as string[],
      gameIds: row.game_ids as string[],
      teamIds: row.team_ids as string[],
      status: row.status as PickemPropStatus,
      lineId: row.current_line_id as string,
      statValue: Number(row.stat_value),
      pricedOn: row.priced_on === null || row.priced_on === undefined ? null : Number(row.priced_on),
      options: row.options as StoredPickemOption[],
    });
  }
  return { props: [...props.values()], games: [...games.values()] };
}

export function createEntriesRepo(db: Database) {
  return {
    /** The props share-locked with their lines and games (`lockedPropsSql`), on their own. */
    async lockProps(propIds: readonly string[]): Promise<{ props: CurrentProp[]; games: GameClock[] }> {
      return propsFromRows(await selectRows<Record<string, unknown>>(db, lockedPropsSql(propIds)));
    },

    /** The games' clocks, share-locked so none starts while a cancel is decided. */
    async lockGames(gameIds: readonly string[]): Promise<GameClock[]> {
      const rows = await selectRows<{ id: string; status: string; starts_at: Date | string }>(
        db,
        sql`select id, status, starts_at from games where id = any(${textArray(gameIds)}) order by id for share`,
      );
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        startsAt: date(row.starts_at),
        slateIds: [],
      }));
    },

    /** Which prop each of these lines prices (lines are kept forever). */
    async propsOfLines(lineIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await selectRows<{ id: string; prop_id: string }>(
        db,
        sql`select id, prop_id from pickem_lines where id = any(${textArray(lineIds)})`,
      );
      return new Map(rows.map((row) => [row.id, row.prop_id]));
    },

    /** Writes the entry and its picks with the transaction's next write (insert-entry.ts). */
    insertEntry: (entry: NewEntry, picks: readonly NewPick[]) => deferEntryInsert(db, entry, picks),

    async findEntry(userId: string, entryId: string): Promise<EntryRow | undefined> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${ENTRY_COLUMNS} from pickem_entries e where e.id = ${entryId}::uuid and e.user_id = ${userId}::uuid`,
      );
      return row ? entryFromRow(row) : undefined;
    },

    /** The entry, row-locked: a cancel and a settlement of it are decided one after the other. */
    async lockEntry(userId: string, entryId: string): Promise<EntryRow | undefined> {
      const [row] = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${ENTRY_COLUMNS} from pickem_entries e
            where e.id = ${entryId}::uuid and e.user_id = ${userId}::uuid for update`,
      );
      return row ? entryFromRow(row) : undefined;
    },

    async listEntries(filter: EntryFilter): Promise<EntryRow[]> {
      const conditions: SQL[] = [sql`e.user_id = ${filter.userId}::uuid`];
      const started = startedSql(filter.now);
      if (filter.status === 'settled') conditions.push(sql`e.state = 'settled'`);
      if (filter.status === 'cancelled') conditions.push(sql`e.state = 'cancelled'`);
      if (filter.status === 'live') conditions.push(sql`e.state = 'open' and ${started}`);
      if (filter.status === 'upcoming') conditions.push(sql`e.state = 'open' and not ${started}`);
      if (filter.sportId) conditions.push(sql`${filter.sportId} = any(e.sport_ids)`);
      if (filter.slateId) conditions.push(sql`${filter.slateId} = any(e.slate_ids)`);
      if (filter.cursor) {
        conditions.push(sql`(e.created_at, e.id) < (select c.created_at, c.id from pickem_entries c
          where c.id = ${filter.cursor}::uuid and c.user_id = ${filter.userId}::uuid)`);
      }
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${ENTRY_COLUMNS} from pickem_entries e where ${sql.join(conditions, sql` and `)}
            order by e.created_at desc, e.id desc limit ${filter.limit}`,
      );
      return rows.map(entryFromRow);
    },

    async picksOf(entryIds: readonly string[]): Promise<PickRow[]> {
      if (entryIds.length === 0) return [];
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select k.entry_id, k.position, k.prop_id, k.line_id, k.option_id, k.choice, k.multiplier_hundredths,
                   k.stat_value, k.player_ids, k.game_ids, k.team_ids, s.picks -> k.position ->> 'result' as result,
                   p.kind, p.timing, p.sport_id, p.stat
            from pickem_picks k join pickem_props p on p.id = k.prop_id
            join pickem_entries e on e.id = k.entry_id
            -- A pick's grade is on its entry's current settlement (none while open).
            left join pickem_settlements s on s.entry_id = e.id and s.version = e.settlement_version
            where k.entry_id = any(${textArray(entryIds)}::uuid[])
            order by k.entry_id, k.position`,
      );
      return rows.map((row) => ({
        entryId: row.entry_id as string,
        position: Number(row.position),
        propId: row.prop_id as string,
        lineId: row.line_id as string,
        optionId: row.option_id as string,
        choice: row.choice as PickemChoice,
        multiplierHundredths: Number(row.multiplier_hundredths),
        statValue: Number(row.stat_value),
        playerIds: row.player_ids as string[],
        gameIds: row.game_ids as string[],
        teamIds: row.team_ids as string[],
        result: row.result as PickResult | null,
        kind: row.kind as PickemPropKind,
        timing: row.timing as PickemLineTiming,
        sportId: row.sport_id as SportId,
        stat: row.stat as string,
      }));
    },

    /** Each (game, player) stat line there is so far. */
    async statLines(gameIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
      if (gameIds.length === 0) return new Map();
      const rows = await selectRows<{ game_id: string; player_id: string; stats: Record<string, number> }>(
        db,
        sql`select game_id, player_id, stats from player_game_stats where game_id = any(${textArray(gameIds)})`,
      );
      return new Map(rows.map((row) => [`${row.game_id}/${row.player_id}`, row.stats]));
    },

    async markCancelled(entryId: string, at: Date): Promise<void> {
      await db.execute(
        sql`update pickem_entries set state = 'cancelled', cancelled_at = ${at.toISOString()}::timestamptz
            where id = ${entryId}::uuid`,
      );
    },

    /** The player's open entries none of whose games has started, row-locked. */
    async lockUnstartedOpenEntries(userId: string, now: Date): Promise<EntryRow[]> {
      const rows = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${ENTRY_COLUMNS} from pickem_entries e
            where e.user_id = ${userId}::uuid and e.state = 'open' and not ${startedSql(now)}
            order by e.id for update`,
      );
      return rows.map(entryFromRow);
    },

    /** The counts and recent settlements the per-player snapshot carries. */
    async snapshotFigures(userId: string, now: Date, settledSince: Date) {
      const started = startedSql(now);
      const [counts] = await selectRows<{ upcoming: string | number; live: string | number }>(
        db,
        sql`select count(*) filter (where not ${started}) as upcoming, count(*) filter (where ${started}) as live
            from pickem_entries e where e.user_id = ${userId}::uuid and e.state = 'open'`,
      );
      const settled = await selectRows<Record<string, unknown>>(
        db,
        sql`select ${ENTRY_COLUMNS} from pickem_entries e
            where e.user_id = ${userId}::uuid and e.state = 'settled'
              and e.settled_at > ${settledSince.toISOString()}::timestamptz
            order by e.settled_at desc, e.id desc limit 50`,
      );
      return {
        upcoming: Number(counts?.upcoming ?? 0),
        live: Number(counts?.live ?? 0),
        settled: settled.map(entryFromRow),
      };
    },
  };
}

export type EntriesRepo = ReturnType<typeof createEntriesRepo>;
