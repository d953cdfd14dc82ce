import type { PickemChoice, PickemLine } from '@kennel/core';
import type { LineLookup } from './slip-lines.ts';
import { choiceOf, type SlipPick } from './slip-model.ts';
import { gameText } from './slip-pick-view.ts';

const SIDES: Partial<Record<PickemChoice, string>> = { higher: 'Higher', lower: 'Lower' };

/** "Higher than 2.5 Assists" for a higher/lower side; null for a rivals side. */
function sideText(choice: PickemChoice | null, statValue: number, statLabel: string): string | null {
  const side = choice ? SIDES[choice] : undefined;
  return side ? `${side} than ${statValue} ${statLabel}` : null;
}

/**
 * What to tell a player whose tap replaced a pick on another line (one pick per player, RULES.md):
 * which pick went and, when it was in another game, which game, since a player can have lines in
 * two games on the board. Null when the tap only switched the side of the same line, which the
 * line's own buttons already show.
 */
export function replacedPickNotice(
  replaced: readonly SlipPick[],
  line: PickemLine,
  choice: PickemChoice,
  lookup: LineLookup,
  now: Date,
): { title: string; description: string } | null {
  const gone = replaced.find((pick) => pick.propId !== line.prop_id);
  if (!gone) return null;
  const goneLine = lookup.lines.get(gone.propId);
  const player = lookup.players.get(line.subjects[0]?.player_id ?? '');
  const name = player ? `${player.first_name} ${player.last_name}` : 'this player';
  const was = goneLine
    ? sideText(choiceOf(gone), goneLine.stat_value, goneLine.stat_label)
    : gone.shown
      ? sideText(choiceOf(gone), gone.shown.statValue, gone.shown.statLabel)
      : null;
  const goneGame = goneLine?.subjects[0]?.game_id;
  const otherGame =
    goneGame !== undefined && goneGame !== line.subjects[0]?.game_id ? lookup.games.get(goneGame) : undefined;
  const where = otherGame ? ` (${gameText(otherGame, now)})` : '';
  const becomes = sideText(choice, line.stat_value, line.stat_label);
  return {
    title: 'Pick replaced',
    description:
      was && becomes
        ? `One pick per player: ${name}’s ${was}${where} is now ${becomes}.`
        : `One pick per player: your earlier pick on ${name}${where} was replaced by this one.`,
  };
}
