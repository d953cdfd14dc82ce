import {
  isOfferedSize,
  MAX_PICKS,
  optionIdOf,
  PICKEM_CHOICES,
  type PickemChoice,
  type PickemEntryType,
  type PickemLine,
  type PlayerSummary,
} from '@kennel/core';
import type { PickEmShown, PickEmShownPlayer, StoredValue } from '../../../shared/storage/index.ts';

/** The entry slip exactly as the seed's pick-em storage key holds it. */
export type Slip = StoredValue<'pickEm'>;
export type SlipPick = Slip['picks'][number];

export const EMPTY_SLIP: Slip = { version: 1, entryType: 'standard', picks: [] };
export const DEFAULT_FEE_CENTS = 1_000;

/** The side a pick took, read from its option id (`<line id>.<choice>`). */
export function choiceOf(pick: Pick<SlipPick, 'optionId' | 'lineId'>): PickemChoice | null {
  const choice = pick.optionId.slice(pick.lineId.length + 1);
  return (PICKEM_CHOICES as readonly string[]).includes(choice) ? (choice as PickemChoice) : null;
}

/** What the slip knows of the players on the board, to keep with each pick. */
export type PlayerOf = (playerId: string) => PlayerSummary | undefined;

function shownPlayer(player: PlayerSummary): PickEmShownPlayer {
  const { id, first_name: firstName, last_name: lastName, team } = player;
  return team ? { id, firstName, lastName, teamColor: team.primary_color } : { id, firstName, lastName };
}

/** The line as the pick shows it, kept with the pick; players the board does not list keep `earlier`'s. */
export function shownOf(
  line: PickemLine,
  choice: PickemChoice,
  playerOf: PlayerOf,
  earlier?: PickEmShown,
): PickEmShown | undefined {
  const players = line.subjects.map((subject) => {
    const player = playerOf(subject.player_id);
    return player ? shownPlayer(player) : earlier?.players.find((each) => each.id === subject.player_id);
  });
  if (players.some((player) => player === undefined)) return earlier;
  return {
    kind: line.kind,
    statLabel: line.stat_label,
    statValue: line.stat_value,
    multiplierHundredths:
      line.options.find((option) => option.choice === choice)?.multiplier_hundredths ?? 100,
    players: players as PickEmShownPlayer[],
  };
}

export function pickOf(
  line: PickemLine,
  choice: PickemChoice,
  playerOf: PlayerOf,
  earlier?: SlipPick,
): SlipPick {
  const pick: SlipPick = {
    optionId: optionIdOf(line.id, choice),
    lineId: line.id,
    propId: line.prop_id,
    playerId: line.subjects[0]?.player_id,
  };
  const shown = shownOf(line, choice, playerOf, earlier?.shown);
  return shown ? { ...pick, shown } : pick;
}

const other = (type: PickemEntryType): PickemEntryType => (type === 'standard' ? 'flex' : 'standard');

/** Standard takes 2–5 picks and Flex 3–8: when only the other type fits the count, switch to it. */
export function withOfferedType(slip: Slip): Slip {
  const count = slip.picks.length;
  if (isOfferedSize(slip.entryType, count) || !isOfferedSize(other(slip.entryType), count)) return slip;
  return { ...slip, entryType: other(slip.entryType) };
}

export type PickOutcome = {
  slip: Slip;
  result: 'added' | 'replaced' | 'removed' | 'full';
  /** The picks a replacement took off the slip (the same player's, or the other side of the line). */
  replaced?: SlipPick[];
};

/**
 * Taps a side of a line: the same side again takes the pick off; the other side, or any line on a
 * player already picked, replaces that pick (one pick per player, RULES.md).
 */
export function tapOption(
  slip: Slip,
  line: PickemLine,
  choice: PickemChoice,
  playersOfPick: (pick: SlipPick) => readonly string[],
  playerOf: PlayerOf,
): PickOutcome {
  const existing = slip.picks.find((pick) => pick.propId === line.prop_id);
  if (existing && choiceOf(existing) === choice) {
    return { slip: withOfferedType(removeFromSlip(slip, line.prop_id)), result: 'removed' };
  }
  const players = new Set(line.subjects.map((subject) => subject.player_id));
  const clashes = (pick: SlipPick) =>
    pick.propId === line.prop_id || playersOfPick(pick).some((player) => players.has(player));
  const kept = slip.picks.filter((pick) => !clashes(pick));
  if (kept.length === slip.picks.length && kept.length >= MAX_PICKS) return { slip, result: 'full' };
  const at = slip.picks.findIndex(clashes);
  const picks = [...kept];
  // A replacement keeps its predecessor's place in the list.
  picks.splice(at === -1 ? picks.length : at, 0, pickOf(line, choice, playerOf));
  const next = withOfferedType({ ...slip, picks });
  return at === -1
    ? { slip: next, result: 'added' }
    : { slip: next, result: 'replaced', replaced: slip.picks.filter(clashes) };
}

export function removeFromSlip(slip: Slip, propId: string): Slip {
  return withOfferedType({ ...slip, picks: slip.picks.filter((pick) => pick.propId !== propId) });
}

/** Moves a pick to the prop's current line, on the same side; it then shows the new line. */
export function acceptLine(slip: Slip, line: PickemLine, playerOf: PlayerOf): Slip {
  return {
    ...slip,
    picks: slip.picks.map((pick) => {
      const choice = choiceOf(pick);
      return pick.propId === line.prop_id && choice ? pickOf(line, choice, playerOf, pick) : pick;
    }),
  };
}
