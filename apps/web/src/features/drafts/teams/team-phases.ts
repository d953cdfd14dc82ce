import { type BestBallTeam, type BestBallTeamPhase, snakeSeatForPick } from '@kennel/core';

/** The Active page's sections, in the order a team moves through them (the most urgent on top). */
export const ACTIVE_SECTIONS = [
  { phase: 'drafting', title: 'Drafting', empty: 'No draft is running.' },
  { phase: 'filling', title: 'Filling', empty: 'No draft is filling.' },
  { phase: 'pooled', title: 'Waiting for a draft', empty: 'No entry is waiting for a draft.' },
  { phase: 'drafted', title: 'Games to play', empty: 'No drafted team has games to play.' },
] as const satisfies readonly { phase: BestBallTeamPhase; title: string; empty: string }[];

export type ActivePhase = (typeof ACTIVE_SECTIONS)[number]['phase'];

/** Teams by phase; within a phase the list keeps the API's order (newest first). */
export function groupByPhase(teams: readonly BestBallTeam[]): Map<ActivePhase, BestBallTeam[]> {
  const groups = new Map<ActivePhase, BestBallTeam[]>(ACTIVE_SECTIONS.map((section) => [section.phase, []]));
  for (const team of teams) groups.get(team.phase as ActivePhase)?.push(team);
  return groups;
}

/** Each draft's team once: a page boundary or a refetch can repeat one. */
export function uniqueTeams(teams: readonly BestBallTeam[]): BestBallTeam[] {
  const seen = new Set<string>();
  return teams.filter((team) => !seen.has(team.entry_id) && seen.add(team.entry_id));
}

/** "0:27" under an hour, "7h 59m" beyond (slow drafts): what is left on the pick clock. */
export function clockLeft(deadlineAt: string, now: Date): string {
  const seconds = Math.max(0, Math.ceil((new Date(deadlineAt).getTime() - now.getTime()) / 1000));
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether the pick on the clock is this team's, from the snake order (RULES.md). */
export function onTheClock(team: Pick<BestBallTeam, 'current_pick' | 'seat' | 'draft_size' | 'contest'>) {
  if (team.current_pick === null || team.seat === null) return false;
  return snakeSeatForPick(team.current_pick, team.draft_size || team.contest.seats) === team.seat;
}
