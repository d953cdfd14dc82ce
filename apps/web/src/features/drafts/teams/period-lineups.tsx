import type { BestBallTeam } from '@kennel/core';
import { formatPoints, playerName, playersById } from '../../../shared/best-ball-teams/team-format.ts';
import { Badge } from '../../../shared/ui/index.ts';

/**
 * Each scoring period's best ball lineup: the engine starts the highest-scoring legal lineup, so
 * these are the players whose points counted (RULES.md, Best ball).
 */
export function PeriodLineups({ team }: { team: BestBallTeam }) {
  const players = playersById(team);
  if (team.periods.length === 0) {
    return <p className="text-muted text-sm">Lineups appear once the team’s first games are played.</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {team.periods.map((period) => (
        <li key={period.id} data-testid="period" className="rounded-xl border border-border">
          <div className="flex items-center gap-2 border-border border-b px-3 py-2">
            <h4 className="flex-1 font-semibold text-sm">{period.label}</h4>
            {period.final ? <Badge>Final</Badge> : <Badge tone="danger">In play</Badge>}
            <span className="font-bold text-sm tabular-nums" data-testid="period-points">
              {formatPoints(period.points)}
            </span>
          </div>
          <ul className="grid grid-cols-1 gap-x-4 px-3 py-1 sm:grid-cols-2">
            {period.starters.map((starter) => {
              const player = players.get(starter.player_id);
              return (
                <li
                  // A player starts in one slot at most; slots repeat (RB, RB).
                  key={starter.player_id}
                  data-testid="starter"
                  className="flex items-center gap-2 py-1.5 text-sm"
                >
                  <span className="w-11 shrink-0 rounded-md bg-brand/12 py-0.5 text-center font-bold text-[11px] text-brand">
                    {starter.slot}
                  </span>
                  <span className="min-w-0 flex-1 truncate">
                    {player ? playerName(player) : starter.player_id}
                  </span>
                  <span className="font-semibold tabular-nums">{formatPoints(starter.points)}</span>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
