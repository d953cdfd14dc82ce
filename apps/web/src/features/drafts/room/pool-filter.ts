import type { DraftPoolPlayer, DraftState } from '@kennel/core';

export interface PoolFilter {
  search: string;
  /** null: every position. */
  position: string | null;
  showDrafted: boolean;
}

/** A pool row with who drafted the player, from the live board (the pool itself is fetched once). */
export interface PoolRow extends DraftPoolPlayer {
  name: string;
}

/** The pool as of the live board: a pick made since the pool was fetched marks its player drafted. */
export function poolRows(players: readonly DraftPoolPlayer[], state: DraftState | undefined): PoolRow[] {
  const picked = new Map((state?.picks ?? []).map((pick) => [pick.player_id, pick]));
  return players.map((player) => {
    const pick = picked.get(player.player_id);
    return {
      ...player,
      name: `${player.first_name} ${player.last_name}`,
      drafted_by_seat: pick?.seat ?? player.drafted_by_seat,
      drafted_pick: pick?.pick_number ?? player.drafted_pick,
    };
  });
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterPool(rows: readonly PoolRow[], filter: PoolFilter): PoolRow[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (!filter.showDrafted && row.drafted_by_seat !== null) return false;
    if (filter.position !== null && row.position !== filter.position) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${row.name} ${row.team ?? ''} ${row.position}`);
    return words.every((word) => haystack.includes(word));
  });
}
