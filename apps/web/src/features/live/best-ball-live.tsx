import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useLiveStandings } from '../../shared/best-ball-teams/live-standings.ts';
import { BestBallTeamCard, TeamStats } from '../../shared/best-ball-teams/team-card.tsx';
import { formatPoints } from '../../shared/best-ball-teams/team-format.ts';
import { TeamRank } from '../../shared/best-ball-teams/team-rank.tsx';
import { buttonClasses, Loadable } from '../../shared/ui/index.ts';
import { LiveBadge } from './live-badge.tsx';
import { LiveColumns } from './live-columns.tsx';
import { type LiveTeam, useLiveTeams } from './use-live-teams.ts';

function LiveTeamCard({ item }: { item: LiveTeam }) {
  const { team } = item;
  return (
    <BestBallTeamCard
      team={team}
      to={team.draft_id ? `/active/${team.draft_id}` : undefined}
      badge={<LiveBadge underway={item.underway} />}
    >
      <TeamStats
        stats={[
          {
            label: 'Points',
            value: team.points === null ? '–' : formatPoints(team.points),
            testId: 'live-points',
          },
          { label: 'Rank', value: <TeamRank team={team} testId="live-rank" /> },
          {
            label: 'Final',
            value: item.games === null ? '–' : `${item.gamesFinal} of ${item.games}`,
          },
        ]}
      />
    </BestBallTeamCard>
  );
}

/** The player's drafted best ball teams in play: live points and rank, refreshed as their games move. */
export function BestBallLive({ filter }: { filter: Parameters<typeof useLiveTeams>[0] }) {
  const { live, upcoming, pending, error, retry } = useLiveTeams(filter);
  useLiveStandings();
  return (
    <Loadable
      pending={pending}
      error={error}
      onRetry={retry}
      what="Your teams"
      skeletonHeight="h-36"
      empty={
        live.length === 0 &&
        upcoming.length === 0 && {
          icon: <Trophy aria-hidden="true" />,
          title: 'No live best ball teams',
          body: 'Teams you draft show here with their live score and rank once their games begin.',
          action: (
            <>
              <Link to="/lobby" className={buttonClasses()}>
                Go to the lobby
              </Link>
              <Link to="/active" className={buttonClasses({ variant: 'secondary' })}>
                Active drafts
              </Link>
            </>
          ),
        }
      }
    >
      {() => (
        <LiveColumns
          idPrefix="live-best-ball"
          live={live.map((item) => <LiveTeamCard key={item.team.entry_id} item={item} />)}
          upcoming={upcoming.map((item) => <LiveTeamCard key={item.team.entry_id} item={item} />)}
          noneLive="None of your teams’ games has started yet."
          noneUpcoming="Every drafted team is under way."
        />
      )}
    </Loadable>
  );
}
