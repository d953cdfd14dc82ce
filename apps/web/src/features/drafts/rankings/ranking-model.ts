import type { AdpPlayer, PlayerSummary } from '@kennel/core';

/** One line of the player's list: their rank next to the market's (ADP). */
export interface RankedPlayer {
  id: string;
  /** 1-based place in the player's whole list (not in a filtered view). */
  rank: number;
  player: PlayerSummary;
  adp: number;
  adpRank: number;
  /** Places the player is ranked ahead of ADP (positive: higher on them than the room). */
  vsAdp: number;
}

export const fullName = (player: PlayerSummary) => `${player.first_name} ${player.last_name}`;

/** The ranking's ids joined with the slate's ADP; ids the pool no longer holds are dropped. */
export function rankedPlayers(ids: readonly string[], adp: readonly AdpPlayer[]): RankedPlayer[] {
  const byId = new Map(adp.map((entry) => [entry.player.id, entry]));
  const rows: RankedPlayer[] = [];
  for (const id of ids) {
    const entry = byId.get(id);
    if (!entry) continue;
    const rank = rows.length + 1;
    rows.push({
      id,
      rank,
      player: entry.player,
      adp: entry.adp,
      adpRank: entry.adp_rank,
      vsAdp: entry.adp_rank - rank,
    });
  }
  return rows;
}

/** Moves one id to a 1-based rank (clamped to the list), keeping everyone else's order. */
export function moveToRank(ids: readonly string[], id: string, rank: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const to = Math.min(Math.max(Math.round(rank), 1), ids.length) - 1;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

export interface RankingFilter {
  search: string;
  /** A position, or `all`. */
  position: string;
}

export const NO_FILTER: RankingFilter = { search: '', position: 'all' };

export const isFiltered = (filter: RankingFilter) => filter.search.trim() !== '' || filter.position !== 'all';

/** The rows the search (name or team) and position filter keep, in ranking order. */
export function filterRanked(rows: readonly RankedPlayer[], filter: RankingFilter): readonly RankedPlayer[] {
  if (!isFiltered(filter)) return rows;
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.position !== 'all' && row.player.position !== filter.position) return false;
    const text =
      `${fullName(row.player)} ${row.player.team?.abbreviation ?? ''} ${row.player.team?.location ?? ''} ${row.player.team?.nickname ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Positions in the order the pool first shows them (by ADP), for the filter. */
export function positionsOf(adp: readonly AdpPlayer[]): string[] {
  return [...new Set(adp.map((entry) => entry.player.position))];
}
