import type { BestBallTeam } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { bestBallTeamsQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useSlates } from '../../../shared/best-ball-teams/slate-query.ts';
import { styleLabel } from './completed-scope.ts';

/** The most teams one catalog request reads (the API's page limit). */
const CATALOG_LIMIT = 200;

export type SlateChoice = { id: string; label: string; startsAt: string; teams: number };
export type StyleChoice = { id: string; slateId: string; label: string };

/** The slates and contest styles of the player's teams, for the pickers; newest slate first. */
export function catalogOf(
  teams: readonly BestBallTeam[],
  slateNames: ReadonlyMap<string, { name: string; starts_at: string }>,
): { slates: SlateChoice[]; styles: StyleChoice[] } {
  const slates = new Map<string, SlateChoice>();
  const styles = new Map<string, StyleChoice>();
  for (const team of teams) {
    const slate = slateNames.get(team.contest.slate_id);
    slates.set(team.contest.slate_id, {
      id: team.contest.slate_id,
      label: slate?.name ?? team.contest.slate_id,
      startsAt: slate?.starts_at ?? team.created_at,
      teams: (slates.get(team.contest.slate_id)?.teams ?? 0) + 1,
    });
    if (!styles.has(team.contest.style_id)) {
      styles.set(team.contest.style_id, {
        id: team.contest.style_id,
        slateId: team.contest.slate_id,
        label: styleLabel(team, slate?.name),
      });
    }
  }
  return {
    slates: [...slates.values()].sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
    styles: [...styles.values()].sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** The player's teams of `status` (one large page) as picker choices. */
export function useTeamCatalog(statuses: readonly ('active' | 'completed')[]) {
  const http = useHttpClient();
  const active = useQuery({
    ...bestBallTeamsQueryOptions(http, { status: 'active', limit: CATALOG_LIMIT }),
    enabled: statuses.includes('active'),
  });
  const completed = useQuery({
    ...bestBallTeamsQueryOptions(http, { status: 'completed', limit: CATALOG_LIMIT }),
    enabled: statuses.includes('completed'),
  });
  const teams = [...(active.data?.teams ?? []), ...(completed.data?.teams ?? [])];
  const slates = useSlates(teams.map((team) => team.contest.slate_id));
  const names = new Map(slates.map((slate) => [slate.id, slate]));
  return {
    ...catalogOf(teams, names),
    teams,
    pending:
      (statuses.includes('active') && active.isPending) ||
      (statuses.includes('completed') && completed.isPending),
  };
}
