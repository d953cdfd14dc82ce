import type { GameSummary, PickemEntry, PickemPick } from '@kennel/core';

/**
 * Where a pick stands: graded (hit, miss, void) once settled; before that "hit" or "miss" only
 * when the stat so far already decides it (a higher pick past its line, a lower pick over it);
 * otherwise pending.
 */
export type PickStanding = 'hit' | 'miss' | 'void' | 'pending';

export interface PickProgress {
  /** The stat so far (the first subject's for higher/lower); null before the game has any. */
  current: number | null;
  line: number;
  /** 0–1: how far the bar is filled; the scale runs to twice the line (or the value if higher). */
  fill: number;
  /** 0–1: where the line mark sits on the bar. */
  mark: number;
  standing: PickStanding;
  /** Still needed to pass the line (higher), or room left under it (lower); null when decided. */
  remaining: number | null;
}

/** The higher/lower progress of one pick; for rivals see `rivalsProgress`. */
export function pickProgress(pick: PickemPick): PickProgress {
  const current = pick.subjects[0]?.current_value ?? null;
  const line = pick.stat_value;
  const scale = Math.max(line * 2, current ?? 0, 1);
  const value = current ?? 0;
  let standing: PickStanding = pick.result ?? 'pending';
  // Counting stats only go up, so passing the line settles it early for both sides.
  if (standing === 'pending' && value > line) standing = pick.choice === 'higher' ? 'hit' : 'miss';
  const decided = standing !== 'pending';
  return {
    current,
    line,
    fill: Math.min(1, Math.max(0, value / scale)),
    mark: Math.min(1, line / scale),
    standing,
    remaining: decided ? null : roundTenth(line - value),
  };
}

export interface RivalsProgress {
  first: number | null;
  second: number | null;
  /** The first subject's value with the handicap added. */
  firstAdjusted: number | null;
  /** Who is ahead after the handicap: 'first', 'second', or 'level'; null before either has a value. */
  leader: 'first' | 'second' | 'level' | null;
  standing: PickStanding;
}

/** A rivals pick: the first player plus the handicap against the second. */
export function rivalsProgress(pick: PickemPick): RivalsProgress {
  const first = pick.subjects[0]?.current_value ?? null;
  const second = pick.subjects[1]?.current_value ?? null;
  const firstAdjusted = first === null ? null : roundTenth(first + pick.stat_value);
  const leader =
    firstAdjusted === null && second === null
      ? null
      : (firstAdjusted ?? 0) > (second ?? 0)
        ? 'first'
        : (firstAdjusted ?? 0) < (second ?? 0)
          ? 'second'
          : 'level';
  return { first, second, firstAdjusted, leader, standing: pick.result ?? 'pending' };
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** "3-pick Flex", "2-pick Standard". */
export function entryTitle(entry: Pick<PickemEntry, 'type' | 'picks'>): string {
  return `${entry.picks.length}-pick ${entry.type === 'flex' ? 'Flex' : 'Standard'}`;
}

/** Why a pick was voided, in the player's words. */
export function voidReason(pick: PickemPick, playerName: (playerId: string) => string): string {
  if (pick.kind === 'rivals') {
    const missing = pick.subjects.find((subject) => subject.current_value === null);
    return missing
      ? `${playerName(missing.player_id)} did not play`
      : 'Tied after the handicap, so it counts as a push';
  }
  const [subject] = pick.subjects;
  if (!subject || subject.current_value === null) {
    return `${subject ? playerName(subject.player_id) : 'The player'} did not play`;
  }
  return `Finished exactly on the line (${pick.stat_value})`;
}

/** What happened to the entry's size after voids: "Re-priced as a 2-pick Standard after 1 void". */
export function repricedNote(entry: Pick<PickemEntry, 'type' | 'picks' | 'result'>): string | null {
  const voids = entry.picks.filter((pick) => pick.result === 'void').length;
  if (voids === 0) return null;
  const voidText = `${voids} void${voids === 1 ? '' : 's'}`;
  if (entry.result === 'refunded')
    return `Refunded in full after ${voidText}: too few picks or teams were left`;
  const left = entry.picks.length - voids;
  const type = entry.type === 'flex' && left > 2 ? 'Flex' : 'Standard';
  return `Re-priced as a ${left}-pick ${type} after ${voidText}`;
}

/** The games an entry's picks are played in, in start order. */
export function entryGames(entry: Pick<PickemEntry, 'games'>): GameSummary[] {
  return [...entry.games].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

export function playerNamer(entry: Pick<PickemEntry, 'players'>): (playerId: string) => string {
  const names = new Map(
    entry.players.map((player) => [player.id, `${player.first_name} ${player.last_name}`]),
  );
  return (playerId) => names.get(playerId) ?? 'Unknown player';
}
