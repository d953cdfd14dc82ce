import { CalendarClock, Radio, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BestBallTeamCard, TeamStats } from '../../shared/best-ball-teams/team-card.tsx';
import { formatPoints, rankText } from '../../shared/best-ball-teams/team-format.ts';
import { Badge, buttonClasses, Loadable } from '../../shared/ui/index.ts';
import { type LiveTeam, useLiveTeams } from './use-live-teams.ts';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `live-best-ball-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 font-bold text-lg tracking-tight">
        {title}
        <span className="rounded-full bg-surface-2 px-2 font-semibold text-muted text-xs leading-6">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function LiveTeamCard({ item }: { item: LiveTeam }) {
  const { team } = item;
  return (
    <BestBallTeamCard
      team={team}
      to={team.draft_id ? `/active/${team.draft_id}` : undefined}
      badge={
        item.underway ? (
          <Badge tone="danger" solid icon={<Radio aria-hidden="true" />}>
            Live
          </Badge>
        ) : (
          <Badge tone="brand" icon={<CalendarClock aria-hidden="true" />}>
            Upcoming
          </Badge>
        )
      }
    >
      <TeamStats
        stats={[
          {
            label: 'Points',
            value: team.points === null ? '–' : formatPoints(team.points),
            testId: 'live-points',
          },
          { label: 'Rank', value: rankText(team) ?? '–', testId: 'live-rank' },
          {
            label: 'Final',
            value: item.games === null ? '–' : `${item.gamesFinal} of ${item.games}`,
          },
        ]}
      />
    </BestBallTeamCard>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-border border-dashed px-4 py-6 text-center text-muted text-sm">
      {text}
    </p>
  );
}

/** The player's drafted best ball teams in play: live points and rank, refreshed as their games move. */
export function BestBallLive({ filter }: { filter: Parameters<typeof useLiveTeams>[0] }) {
  const { live, upcoming, pending, error, retry } = useLiveTeams(filter);
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
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <Section title="Live" count={live.length}>
            {live.length === 0 ? (
              <Empty text="None of your teams’ games has started yet." />
            ) : (
              live.map((item) => <LiveTeamCard key={item.team.entry_id} item={item} />)
            )}
          </Section>
          <Section title="Upcoming" count={upcoming.length}>
            {upcoming.length === 0 ? (
              <Empty text="Every drafted team is under way." />
            ) : (
              upcoming.map((item) => <LiveTeamCard key={item.team.entry_id} item={item} />)
            )}
          </Section>
        </div>
      )}
    </Loadable>
  );
}
