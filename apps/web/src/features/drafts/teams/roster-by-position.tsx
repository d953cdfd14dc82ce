import { BEST_BALL_ROSTERS, type BestBallTeam, type PlayerSummary } from '@kennel/core';
import { formatPoints, playerName, playersById } from '../../../shared/best-ball-teams/team-format.ts';
import { PlayerAvatar } from '../../../shared/sports/index.ts';
import { Badge } from '../../../shared/ui/index.ts';
import { pickText } from '../common/format.ts';

type RosterRow = BestBallTeam['roster'][number] & { player: PlayerSummary | undefined };

/** Positions in the order the sport's starting lineup names them; others after, by name. */
export function rosterByPosition(team: BestBallTeam): { position: string; picks: RosterRow[] }[] {
  const players = playersById(team);
  const order = [...new Set(BEST_BALL_ROSTERS[team.contest.sport_id]?.starters.flatMap((s) => s.positions))];
  const groups = new Map<string, RosterRow[]>();
  for (const pick of team.roster) {
    const player = players.get(pick.player_id);
    const position = player?.position ?? '?';
    groups.set(position, [...(groups.get(position) ?? []), { ...pick, player }]);
  }
  const rank = (position: string) => {
    const index = order.indexOf(position);
    return index === -1 ? order.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([position, picks]) => ({ position, picks: picks.sort((a, b) => b.points - a.points) }));
}

/** The drafted players by position, each with the round they went in and their points so far. */
export function RosterByPosition({ team }: { team: BestBallTeam }) {
  // The latest period's best ball starters: the players counting for the team right now.
  const starters = new Set(team.periods.at(-1)?.starters.map((starter) => starter.player_id));
  if (team.roster.length === 0) {
    return <p className="text-muted text-sm">No player drafted yet.</p>;
  }
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {rosterByPosition(team).map((group) => (
        <section key={group.position} aria-label={`${group.position} (${group.picks.length})`}>
          <h4 className="mb-1.5 flex items-center gap-2 font-semibold text-muted text-xs uppercase tracking-wide">
            {group.position}
            <span className="rounded-full bg-surface-2 px-1.5 tabular-nums">{group.picks.length}</span>
          </h4>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {group.picks.map((pick) => (
              <li
                key={pick.pick_number}
                data-testid="roster-pick"
                data-starter={starters.has(pick.player_id) || undefined}
                className="flex items-center gap-2.5 px-3 py-2 data-starter:bg-brand/6"
              >
                {pick.player && <PlayerAvatar player={pick.player} size="sm" />}
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold text-sm">
                    {pick.player ? playerName(pick.player) : pick.player_id}
                  </span>
                  <span className="text-muted text-xs">
                    {pick.player?.team?.abbreviation ?? 'Free agent'} · Pick{' '}
                    {pickText(pick.pick_number, team.draft_size || team.contest.seats)}
                  </span>
                </div>
                {starters.has(pick.player_id) && <Badge tone="brand">Starter</Badge>}
                <span className="font-bold text-sm tabular-nums">{formatPoints(pick.points)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
