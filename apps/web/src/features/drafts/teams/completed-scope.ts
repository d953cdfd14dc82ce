import type { BestBallTeam, DraftSpeed } from '@kennel/core';
import type { TeamPagesFilter } from '../../../shared/best-ball-teams/team-pages-query.ts';
import { contestNameWithoutSlate } from '../common/contest-name.ts';

/** The address segment for "every slate" or "every draft type". */
export const ALL = 'all';
const SPEEDS: readonly string[] = ['fast', 'slow'];

/**
 * `/completed/:slateId/:draftType/:selectedId`. A draft type is a speed (`fast`, `slow`) or one
 * contest style (fee, size, rounds and speed, e.g. `nfl-fast-5`); `all` or absent means any.
 */
export interface CompletedScope {
  slateId: string;
  draftType: string;
  selectedId: string | undefined;
}

export function completedScope(params: {
  slateId?: string;
  draftType?: string;
  selectedId?: string;
}): CompletedScope {
  return {
    slateId: params.slateId || ALL,
    draftType: params.draftType || ALL,
    selectedId: params.selectedId || undefined,
  };
}

export function completedPath(scope: CompletedScope): string {
  const base = `/completed/${scope.slateId}/${scope.draftType}`;
  return scope.selectedId ? `${base}/${scope.selectedId}` : base;
}

/** What the API filters (slate, contest style) and what the page filters itself (speed). */
export function completedFilter(scope: CompletedScope): { query: TeamPagesFilter; speed: DraftSpeed | null } {
  const query: TeamPagesFilter = { status: 'completed' };
  if (scope.slateId !== ALL) query.slate = scope.slateId;
  const speed = SPEEDS.includes(scope.draftType) ? (scope.draftType as DraftSpeed) : null;
  if (scope.draftType !== ALL && speed === null) query.contest_style = scope.draftType;
  return { query, speed };
}

/** A contest style's name in the lobby: the contest's name without its slate ("Sprint $5.00"). */
export function styleLabel(team: BestBallTeam, slateName: string | undefined): string {
  return contestNameWithoutSlate(team.contest.name, slateName) ?? team.contest.style_id;
}
