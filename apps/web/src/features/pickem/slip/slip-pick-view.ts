import { formatUpcoming, type GameSummary, type PickemChoice } from '@kennel/core';
import { serverNow } from '../../../shared/clock/index.ts';
import type { PickEmShown } from '../../../shared/storage/index.ts';
import type { ResolvedPick } from './slip-lines.ts';

export interface PickViewPlayer {
  first_name: string;
  last_name: string;
  team: { primary_color: string } | null;
}

/** A line's number and the pick's multiplier on it. */
export interface LinePrice {
  statValue: number;
  multiplierHundredths: number;
}

/** What a slip row shows, from the board's line when there is one, else from what the pick kept. */
export interface PickView {
  kind: 'higher_lower' | 'rivals';
  choice: PickemChoice | null;
  players: PickViewPlayer[];
  statLabel: string;
  /** The line now; null once it left every board (locked, or closed). */
  now: LinePrice | null;
  /** The line the pick was made on, when it is not the line now. */
  was: LinePrice | null;
  /** Which game: "BUF @ KC · 7:30 PM ET" (a player can be on the board in two games); null unknown. */
  game: string | null;
}

/** "BUF @ KC · 7:30 PM ET": the game's teams and when it starts. */
export function gameText(game: GameSummary, now: Date): string {
  return `${game.away.abbreviation} @ ${game.home.abbreviation} · ${formatUpcoming(game.starts_at, now)}`;
}

const priceOf = (shown: PickEmShown): LinePrice => ({
  statValue: shown.statValue,
  multiplierHundredths: shown.multiplierHundredths,
});

const playersKept = (shown: PickEmShown): PickViewPlayer[] =>
  shown.players.map((player) => ({
    first_name: player.firstName,
    last_name: player.lastName,
    team: player.teamColor ? { primary_color: player.teamColor } : null,
  }));

const samePrice = (a: LinePrice, b: LinePrice) =>
  a.statValue === b.statValue && a.multiplierHundredths === b.multiplierHundredths;

/** The row's facts; null only for a pick saved without them whose line no loaded board has. */
export function pickView(
  { pick, choice, line, option, players, games }: ResolvedPick,
  at: Date = new Date(serverNow()),
): PickView | null {
  const { shown } = pick;
  if (!line) {
    if (!shown) return null;
    return {
      kind: shown.kind,
      choice,
      statLabel: shown.statLabel,
      players: playersKept(shown),
      now: null,
      was: priceOf(shown),
      game: null,
    };
  }
  const now = { statValue: line.stat_value, multiplierHundredths: option?.multiplier_hundredths ?? 100 };
  const was = shown && line.id !== pick.lineId ? priceOf(shown) : null;
  return {
    kind: line.kind,
    choice,
    statLabel: line.stat_label,
    players: players.length === line.subjects.length || !shown ? players : playersKept(shown),
    now,
    was: was && !samePrice(was, now) ? was : null,
    game: games[0] ? gameText(games[0], at) : null,
  };
}
