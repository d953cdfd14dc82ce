import type { Game, NewsItem, Player, SportId, Team, WorldFile } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { linkStatusNews } from './news-status.ts';
import { type KindSummary, noChanges, textArray, upsertChunk, upsertRows } from './upsert.ts';
import { checkWorld, WorldReferenceError } from './world-check.ts';
import * as specs from './world-specs.ts';

export { type WorldProblem, WorldReferenceError } from './world-check.ts';

export const WORLD_KINDS = [
  'leagues',
  'seasons',
  'teams',
  'players',
  'roster_moves',
  'games',
  'slates',
  'slate_games',
  'projections',
  'stat_lines',
  'news',
] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];

/** Rows inserted, updated and left as they were, per kind (`slate_games.updated`: links removed). */
export type WorldWriteSummary = Record<WorldKind, KindSummary>;

/** What the world's readers hand the producer: the world-file shapes plus what the database adds. */
export type StoredTeam = Team & { sport_id: SportId };
export type StoredGame = Game & { sport_id: SportId; seq: number };

export interface NewsWrite {
  summary: KindSummary;
  /** Ids of the items inserted or changed (the ones to announce). */
  changedIds: string[];
}

export type WorldStore = ReturnType<typeof createWorldStore>;

/** The latest move of each player in the file decides their current team (moves are history). */
function currentTeams(file: WorldFile): Map<string, string | null> {
  const latest = new Map<string, { at: number; team: string | null }>();
  for (const move of file.roster_moves) {
    const at = Date.parse(move.moved_at);
    const seen = latest.get(move.player_id);
    if (!seen || at > seen.at) latest.set(move.player_id, { at, team: move.team_id });
  }
  return new Map([...latest].map(([player, { team }]) => [player, team]));
}

/**
 * Writes the sports world (the simulator's or an imported file's) and reads back what the
 * producer needs to schedule games. Every write is one transaction of set-based upserts.
 */
export function createWorldStore({ db, clock }: { db: Database; clock: Clock }) {
  const within = <T>(tx: Database | undefined, work: (tx: Database) => Promise<T>) =>
    tx ? work(tx) : inTransaction(db, work);

  async function writeNews(tx: Database, provider: string, items: readonly NewsItem[], now: Date) {
    const result: NewsWrite = { summary: noChanges(), changedIds: [] };
    const rows = items.map((item) => ({ ...item, provider }));
    for (let start = 0; start < rows.length; start += 2000) {
      const part = await upsertChunk(tx, specs.NEWS, rows.slice(start, start + 2000), now);
      result.summary.inserted += part.summary.inserted;
      result.summary.updated += part.summary.updated;
      result.summary.unchanged += part.summary.unchanged;
      result.changedIds.push(...part.changed.map((row) => row.id as string));
    }
    if (result.changedIds.length > 0)
      await linkStatusNews(tx, sql`c.id = any(${textArray(result.changedIds)})`);
    return result;
  }

  async function writeWorld(tx: Database, file: WorldFile): Promise<WorldWriteSummary> {
    const problems = await checkWorld(tx, file);
    if (problems.length > 0) throw new WorldReferenceError(problems);
    const now = clock();
    const withProvider = <T extends object>(rows: readonly T[]) =>
      rows.map((row) => ({ ...row, provider: file.provider }));
    const teamNow = currentTeams(file);
    const summary = Object.fromEntries(WORLD_KINDS.map((kind) => [kind, noChanges()])) as WorldWriteSummary;

    summary.leagues = await upsertRows(tx, specs.LEAGUES, withProvider(file.leagues), now);
    summary.seasons = await upsertRows(tx, specs.SEASONS, withProvider(file.seasons), now);
    summary.teams = await upsertRows(tx, specs.TEAMS, withProvider(file.teams), now);
    const players = file.players.map((player) =>
      teamNow.has(player.id) ? { ...player, team_id: teamNow.get(player.id) ?? null } : player,
    );
    summary.players = await upsertRows(tx, specs.PLAYERS, withProvider(players), now);
    summary.roster_moves = await upsertRows(tx, specs.ROSTER_MOVES, file.roster_moves, now);
    const movedOnly = [...teamNow.keys()].filter((id) => !file.players.some((player) => player.id === id));
    if (movedOnly.length > 0) {
      // Players moved by this file but not listed in it take the team of their latest move.
      await tx.execute(sql`
        update players p set team_id = m.team_id, updated_at = ${now.toISOString()}::timestamptz
        from (select distinct on (player_id) player_id, team_id from player_team_moves
              where player_id = any(${textArray(movedOnly)}) order by player_id, moved_at desc) m
        where p.id = m.player_id and p.team_id is distinct from m.team_id`);
    }
    summary.games = await upsertRows(tx, specs.GAMES, withProvider(file.games), now);
    summary.slates = await upsertRows(tx, specs.SLATES, withProvider(file.slates), now);
    const links = file.slates.flatMap((slate) =>
      slate.game_ids.map((game_id) => ({ slate_id: slate.id, game_id })),
    );
    summary.slate_games = await upsertRows(tx, specs.SLATE_GAMES, links, now);
    if (file.slates.length > 0) {
      const removed = await selectRows<{ slate_id: string }>(
        tx,
        sql`delete from slate_games sg
            where sg.slate_id = any(${textArray(file.slates.map((slate) => slate.id))})
              and not exists (select 1 from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(slate_id text, game_id text)
                              where l.slate_id = sg.slate_id and l.game_id = sg.game_id)
            returning sg.slate_id`,
      );
      summary.slate_games.updated = removed.length;
    }
    summary.projections = await upsertRows(tx, specs.PROJECTIONS, file.projections, now);
    summary.stat_lines = await upsertRows(tx, specs.STAT_LINES, file.stat_lines, now);
    summary.news = (await writeNews(tx, file.provider, file.news, now)).summary;
    return summary;
  }

  return {
    /**
     * Writes every row of `file` in one transaction (or the caller's `tx`), inserting new rows and
     * updating changed ones; refuses the whole file (WorldReferenceError) when it names rows that
     * exist nowhere. `file.events` are not applied here: hand them to the stat ingest.
     */
    upsertWorld(file: WorldFile, tx?: Database): Promise<WorldWriteSummary> {
      return within(tx, (unit) => writeWorld(unit, file));
    },

    /** Adds or updates news items; announce `changedIds` after commit (the stat ingest's addNews does). */
    async addNews(items: readonly NewsItem[], tx?: Database, provider = 'simulator'): Promise<NewsWrite> {
      return within(tx, async (unit) => {
        const problems = await checkWorld(unit, { ...emptyWorld(provider), news: [...items] });
        if (problems.length > 0) throw new WorldReferenceError(problems);
        return writeNews(unit, provider, items, clock());
      });
    },

    async isEmpty(executor: Database = db): Promise<boolean> {
      const [row] = await selectRows<{ empty: boolean }>(
        executor,
        sql`select not exists (select 1 from leagues) as empty`,
      );
      return row?.empty ?? true;
    },

    async teamsOf(sport: SportId, executor: Database = db): Promise<StoredTeam[]> {
      return selectRows<StoredTeam>(
        executor,
        sql`select id, league_id, sport_id, location, nickname, abbreviation, primary_color, secondary_color, venue
            from teams where sport_id = ${sport} order by id`,
      );
    },

    async playersOfTeams(teamIds: readonly string[], executor: Database = db): Promise<Player[]> {
      if (teamIds.length === 0) return [];
      return selectRows<Player>(
        executor,
        sql`select id, sport_id, first_name, last_name, position, jersey, status, team_id
            from players where team_id = any(${textArray(teamIds)}) order by team_id, id`,
      );
    },

    /** Games starting in [from, to), earliest first, with their live state and last applied event. */
    async gamesBetween(from: Date, to: Date, executor: Database = db): Promise<StoredGame[]> {
      const rows = await selectRows<StoredGame & { starts_at: string | Date }>(
        executor,
        sql`select id, season_id, sport_id, home_team_id, away_team_id, starts_at, venue, status, period,
                   clock_seconds, home_score, away_score, seq
            from games where starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz order by starts_at, id`,
      );
      return rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() }));
    },

    /** The last applied sequence of each stream asked for (0 when none was applied yet). */
    async streamSeqs(streamIds: readonly string[], executor: Database = db): Promise<Map<string, number>> {
      const seqs = new Map(streamIds.map((id) => [id, 0]));
      if (streamIds.length === 0) return seqs;
      const rows = await selectRows<{ stream_id: string; seq: number }>(
        executor,
        sql`select stream_id, seq from stat_streams where stream_id = any(${textArray(streamIds)})`,
      );
      for (const row of rows) seqs.set(row.stream_id, row.seq);
      return seqs;
    },
  };
}

function emptyWorld(provider: string): WorldFile {
  return {
    format: 'kennel.world.v1',
    provider,
    leagues: [],
    seasons: [],
    teams: [],
    players: [],
    roster_moves: [],
    games: [],
    slates: [],
    projections: [],
    stat_lines: [],
    news: [],
    events: [],
  };
}
