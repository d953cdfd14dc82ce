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

/** The players a pick was on, named from the pick itself (its line, or what the slip kept of it). */
function pickName(pick: SlipPick, lookup: LineLookup): string {
  const line = lookup.lines.get(pick.propId);
  const ids = line ? line.subjects.map((subject) => subject.player_id) : pick.playerId ? [pick.playerId] : [];
  const names = ids.flatMap((id) => {
    const player = lookup.players.get(id) ?? pick.shown?.players.find((each) => each.id === id);
    if (!player) return [];
    return 'first_name' in player
      ? [`${player.first_name} ${player.last_name}`]
      : [`${player.firstName} ${player.lastName}`];
  });
  if (names.length === ids.length && names.length > 0) return names.join(' vs ');
  const shown = pick.shown?.players.map((player) => `${player.firstName} ${player.lastName}`) ?? [];
  return shown.length > 0 ? shown.join(' vs ') : 'this player';
}

/** One removed pick: whose it was, its side ("Higher than 51.5 Receiving Yards") and its game when not the new line's. */
function removedPick(gone: SlipPick, line: PickemLine, lookup: LineLookup, now: Date) {
  const goneLine = lookup.lines.get(gone.propId);
  const was = goneLine
    ? sideText(choiceOf(gone), goneLine.stat_value, goneLine.stat_label)
    : gone.shown
      ? sideText(choiceOf(gone), gone.shown.statValue, gone.shown.statLabel)
      : null;
  const goneGame = goneLine?.subjects[0]?.game_id;
  const otherGame =
    goneGame !== undefined && goneGame !== line.subjects[0]?.game_id ? lookup.games.get(goneGame) : undefined;
  const where = otherGame ? ` (${gameText(otherGame, now)})` : '';
  const name = pickName(gone, lookup);
  return { name, was, where, text: was ? `${name}’s ${was}${where}` : `your pick on ${name}${where}` };
}

function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What to tell a player whose tap replaced picks on other lines (one pick per player, RULES.md):
 * every pick that went, each named from the pick itself (a rivals line takes off a pick on either of
 * its players) and, when it was in another game, which game, since a player can have lines in two
 * games on the board. Null when the tap only switched the side of the same line, which the line's own
 * buttons already show.
 */
export function replacedPickNotice(
  replaced: readonly SlipPick[],
  line: PickemLine,
  choice: PickemChoice,
  lookup: LineLookup,
  now: Date,
): { title: string; description: string } | null {
  const gone = replaced
    .filter((pick) => pick.propId !== line.prop_id)
    .map((pick) => removedPick(pick, line, lookup, now));
  const [only] = gone;
  if (!only) return null;
  if (gone.length > 1) {
    return {
      title: 'Picks replaced',
      description: `One pick per player: ${listed(gone.map((each) => each.text))} were replaced by this one.`,
    };
  }
  const becomes = sideText(choice, line.stat_value, line.stat_label);
  return {
    title: 'Pick replaced',
    description:
      only.was && becomes
        ? `One pick per player: ${only.text} is now ${becomes}.`
        : `One pick per player: ${only.text} was replaced by this one.`,
  };
}
