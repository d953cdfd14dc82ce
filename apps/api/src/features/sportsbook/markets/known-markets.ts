import type { MarketWrite } from './decide.ts';
import type { MarketRow } from './world-reads.ts';

/**
 * How long a game's markets are taken from memory before they are checked again. Only the market
 * maker writes markets, and its writes update the memory, so a read finds what the memory holds;
 * the check bounds how long a change it did not make (another instance's run) can go unseen. Every
 * write of a market moves its version on (write-markets.ts), so the check reads the markets' ids
 * and versions alone, and the whole markets of a game only where one differs (or is new). A write
 * still applies only over the version it was decided from, and one that finds another version
 * makes the game's markets read again.
 */
export const KNOWN_MARKETS_MS = 30_000;

/** Whether the stored markets (ids and versions) are those remembered. */
export function sameVersions(
  rows: readonly MarketRow[],
  stored: readonly { id: string; version: number }[],
): boolean {
  if (rows.length !== stored.length) return false;
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  return stored.every((market) => versions.get(market.id) === market.version);
}

/** A market as a read would find it after `write`. */
export function rowAfterWrite(write: MarketWrite): MarketRow {
  return {
    id: write.id,
    game_id: write.game_id,
    kind: write.kind,
    line: write.line,
    player_id: write.player_id,
    stat: write.stat,
    selections: write.selections,
    outcomes: write.outcomes,
    status: write.status,
    in_game: write.in_game,
    version: write.version,
    suspended_until: write.suspended_until === null ? null : new Date(write.suspended_until),
    priced_home_score: write.priced_home_score,
    priced_away_score: write.priced_away_score,
    priced_value: write.priced_value,
  };
}

/**
 * Each decided game's markets as this process last read or wrote them: a live game's inputs move
 * with every event, and deciding it again needs its markets, not every one of them read again (a
 * full run's read of every live game's markets, selections and quantiles included, was the largest
 * statement of the idle runtime).
 */
export function createKnownMarkets(maxAgeMs = KNOWN_MARKETS_MS) {
  const known = new Map<string, { rows: MarketRow[]; since: number }>();
  return {
    /** The game's markets when known and read or checked within `maxAgeMs` of `now`. */
    of(gameId: string, now: Date): MarketRow[] | undefined {
      const entry = known.get(gameId);
      if (!entry || now.getTime() - entry.since >= maxAgeMs) return undefined;
      return entry.rows;
    },
    /** Known, but due a check (`maxAgeMs` past): what the check compares the stored versions with. */
    due(gameId: string): MarketRow[] | undefined {
      // 0: nothing is taken from memory, every run reads the markets whole.
      return maxAgeMs > 0 ? known.get(gameId)?.rows : undefined;
    },
    /** The stored ids and versions are the memory's: known as they are for another `maxAgeMs`. */
    checked(gameId: string, now: Date) {
      const entry = known.get(gameId);
      if (entry) entry.since = now.getTime();
    },
    /** Markets just read: their age starts now. */
    read(gameId: string, rows: MarketRow[], now: Date) {
      known.set(gameId, { rows, since: now.getTime() });
    },
    /** Every write of the game applied (their age is that of what they were written over). */
    written(gameId: string, writes: readonly MarketWrite[]) {
      const entry = known.get(gameId);
      if (!entry || writes.length === 0) return;
      const after = new Map(entry.rows.map((row) => [row.id, row]));
      for (const write of writes) after.set(write.id, rowAfterWrite(write));
      entry.rows = [...after.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    forget(gameId: string) {
      known.delete(gameId);
    },
    keepOnly(gameIds: ReadonlySet<string>) {
      for (const gameId of known.keys()) if (!gameIds.has(gameId)) known.delete(gameId);
    },
  };
}
