import {
  type PickemLine,
  type PickemPropStatus,
  pickemStatOf,
  pickemStatValue,
  type SportId,
} from '@kennel/core';
import type { StoredPickemOption } from '../../../platform/db/schema/pickem.ts';

/** What a line is built from, whether read back from the tables or held by the transaction that wrote it. */
export interface LineFacts {
  kind: PickemLine['kind'];
  timing: PickemLine['timing'];
  status: PickemPropStatus;
  sport_id: SportId;
  stat: string;
  player_ids: string[];
  game_ids: string[];
  team_ids: string[];
  updated_at: Date | string;
  line_id: string;
  stat_value: number | string;
  options: StoredPickemOption[];
}

/**
 * A prop's current line in the board's and the topic's shape. `statsOf` gives a player's stats in a
 * game so far; `started` names the games under way or over.
 */
export function pickemLineOf(
  propId: string,
  facts: LineFacts,
  statsOf: (gameId: string, playerId: string) => Record<string, number> | undefined,
  started: ReadonlySet<string>,
): PickemLine {
  return {
    id: facts.line_id,
    prop_id: propId,
    kind: facts.kind,
    timing: facts.timing,
    status: facts.status,
    sport_id: facts.sport_id,
    stat: facts.stat,
    stat_label: pickemStatOf(facts.sport_id, facts.stat)?.label ?? facts.stat,
    stat_value: Number(facts.stat_value),
    subjects: facts.player_ids.map((playerId, index) => {
      const gameId = facts.game_ids[index] as string;
      const stats = statsOf(gameId, playerId);
      // Before the game nobody has a value; once it is on, a player without a stat row has 0.
      const current = stats
        ? pickemStatValue(facts.sport_id, facts.stat, stats)
        : started.has(gameId)
          ? 0
          : null;
      return {
        player_id: playerId,
        game_id: gameId,
        team_id: facts.team_ids[index] as string,
        current_value: current,
      };
    }),
    options: facts.options.map((option) => ({
      id: option.id,
      choice: option.choice,
      multiplier_hundredths: option.multiplierHundredths,
    })),
    updated_at: new Date(facts.updated_at).toISOString(),
  };
}
