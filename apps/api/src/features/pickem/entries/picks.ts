import {
  cents,
  type EntryRuleBreach,
  entryRuleBreaches,
  optionIdOf,
  type PayoutSchedule,
  type PickemChoice,
  type PickemEntryRequest,
  type PickemEntryType,
  type PickemPropKind,
} from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { CurrentProp, GameClock, NewPick } from './repo.ts';

type RequestedPick = PickemEntryRequest['picks'][number];

const CHOICES_OF_KIND: Readonly<Record<PickemPropKind, readonly PickemChoice[]>> = {
  higher_lower: ['higher', 'lower'],
  rivals: ['first', 'second'],
};

/** The choice an option id names on the line the pick names, or null when it names another line. */
function choiceOf(pick: RequestedPick, kind: PickemPropKind): PickemChoice | null {
  return CHOICES_OF_KIND[kind].find((choice) => optionIdOf(pick.line_id, choice) === pick.option_id) ?? null;
}

const badPick = (detail: string) => new ApiProblem('invalid_request', { detail });

/**
 * Refuses, as a malformed request, picks that do not name a real prop, a line of that prop, and
 * an option of that line (`linesProps`: the prop of every line named that is not current).
 */
export function assertPicksWellFormed(
  picks: readonly RequestedPick[],
  props: ReadonlyMap<string, CurrentProp>,
  linesProps: ReadonlyMap<string, string>,
): void {
  for (const pick of picks) {
    const prop = props.get(pick.prop_id);
    if (!prop) throw badPick(`There is no pick'em prop ${pick.prop_id}.`);
    const lineProp = pick.line_id === prop.lineId ? prop.propId : linesProps.get(pick.line_id);
    if (lineProp !== prop.propId) throw badPick(`Line ${pick.line_id} is not a line of prop ${prop.propId}.`);
    if (choiceOf(pick, prop.kind) === null) {
      throw badPick(`Option ${pick.option_id} is not an option of line ${pick.line_id}.`);
    }
  }
}

/** A prop's stat so far, as read in the entry's transaction (in-game props). */
export type StatSoFar = (prop: CurrentProp) => number;

/**
 * Whether a prop takes picks at `now`: open, and its games not started (pre-game) or in progress
 * (in-game), an in-game line only while its player's stat so far is still the one it was priced on
 * (a stat that moved since is a bet stop until the line maker re-prices it).
 */
function takesPicks(
  prop: CurrentProp,
  games: ReadonlyMap<string, GameClock>,
  now: Date,
  statSoFar: StatSoFar,
): boolean {
  if (prop.status !== 'open') return false;
  const gamesTake = prop.gameIds.every((gameId) => {
    const game = games.get(gameId);
    if (!game) return false;
    if (prop.timing === 'in_game') return game.status === 'in_progress';
    return game.status === 'scheduled' && game.startsAt.getTime() > now.getTime();
  });
  if (!gamesTake || prop.timing !== 'in_game') return gamesTake;
  return prop.pricedOn !== null && statSoFar(prop) === prop.pricedOn;
}

/**
 * The 422 for every pick made on a line that is no longer the one offered (moved, suspended or
 * locked), naming the current line of each (RULES.md, Line changed on submit); null when none is.
 */
export function stalePicksProblem(
  picks: readonly RequestedPick[],
  props: ReadonlyMap<string, CurrentProp>,
  games: ReadonlyMap<string, GameClock>,
  now: Date,
  statSoFar: StatSoFar,
): ApiProblem | null {
  const stale = picks.flatMap((pick) => {
    const prop = props.get(pick.prop_id)!;
    if (pick.line_id === prop.lineId && takesPicks(prop, games, now, statSoFar)) return [];
    return [{ id: pick.option_id, line_id: prop.lineId, prop_id: prop.propId }];
  });
  return stale.length === 0 ? null : new ApiProblem('pickem_lines_changed', { invalid_options: stale });
}

/** The picks as stored: a copy of the line each was made on. */
export function picksToStore(
  picks: readonly RequestedPick[],
  props: ReadonlyMap<string, CurrentProp>,
): NewPick[] {
  return picks.map((pick, position) => {
    const prop = props.get(pick.prop_id)!;
    const choice = choiceOf(pick, prop.kind)!;
    const option = prop.options.find((candidate) => candidate.choice === choice);
    if (!option) throw new Error(`line ${prop.lineId} has no ${choice} option`);
    return {
      position,
      propId: prop.propId,
      lineId: prop.lineId,
      optionId: pick.option_id,
      choice,
      multiplierHundredths: option.multiplierHundredths,
      statValue: prop.statValue,
      playerIds: prop.playerIds,
      gameIds: prop.gameIds,
      teamIds: prop.teamIds,
    };
  });
}

const BREACH_DETAILS: Readonly<Record<EntryRuleBreach, string>> = {
  too_few_picks: 'An entry needs at least 2 picks. Add another pick and submit again.',
  too_many_picks: 'An entry holds at most 8 picks. Remove some picks and submit again.',
  size_not_offered:
    'Standard entries hold 2 to 5 picks and Flex entries 3 to 8. Switch the entry type or change the number of picks.',
  one_team_only:
    'Your picks must include players from at least two different teams. Add a player from another team.',
  player_picked_twice: 'Each player can be picked only once per entry. Remove the repeated player.',
  fee_below_minimum: 'The entry fee is at least $1.00. Raise the entry fee.',
  fee_above_maximum: 'The entry fee is at most $1,000.00. Lower the entry fee.',
};

/** The team a pick counts for: its player's, or for rivals the team of the player it backs (as settlement counts). */
const backedTeam = (pick: NewPick) => pick.teamIds[pick.choice === 'second' ? 1 : 0] ?? pick.teamIds[0] ?? '';

/**
 * The entry rules of RULES.md. A rivals pick holds two players, so both count towards "one pick
 * per player"; towards "two teams" it counts for the team it backs, as settlement does, so an
 * entry accepted here is never refunded for being one team's alone without a void.
 */
export function entryRulesProblem(
  type: PickemEntryType,
  feeCents: number,
  picks: readonly NewPick[],
  schedule: PayoutSchedule,
) {
  const breaches: EntryRuleBreach[] = entryRuleBreaches({
    type,
    feeCents: cents(feeCents),
    schedule,
    picks: picks.map((pick) => ({ playerId: String(pick.position), teamId: backedTeam(pick) })),
  }).filter((breach) => breach !== 'player_picked_twice');
  const players = picks.flatMap((pick) => pick.playerIds.map((playerId) => ({ playerId, teamId: '' })));
  const everyone = entryRuleBreaches({ type: 'flex', feeCents: cents(100), picks: players });
  if (everyone.includes('player_picked_twice')) breaches.push('player_picked_twice');
  const [first] = breaches;
  if (first === undefined) return null;
  return new ApiProblem('pickem_entry_not_allowed', {
    entry_error_code: first,
    detail: breaches.map((breach) => BREACH_DETAILS[breach]).join(' '),
  });
}
