import type { PoolRow } from './pool-filter.ts';

export interface PlayerCardFacts {
  /** Place among the whole pool by ADP (1 = the first expected off the board). */
  overallRank: number;
  /** Place among the pool's players of the same position by ADP, as "WR4". */
  positionRank: string;
}

/** Where the player stands in the draft's pool: overall and at the position, both by ADP. */
export function playerCardFacts(row: PoolRow, rows: readonly PoolRow[]): PlayerCardFacts {
  let overall = 1;
  let atPosition = 1;
  for (const other of rows) {
    if (other.player_id === row.player_id) continue;
    const ahead = other.adp < row.adp || (other.adp === row.adp && other.player_id < row.player_id);
    if (!ahead) continue;
    overall += 1;
    if (other.position === row.position) atPosition += 1;
  }
  return { overallRank: overall, positionRank: `${row.position}${atPosition}` };
}
