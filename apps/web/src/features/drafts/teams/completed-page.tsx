import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Medal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { bestBallTeamQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useLiveStandings } from '../../../shared/best-ball-teams/live-standings.ts';
import { bestBallTeamPagesQueryOptions } from '../../../shared/best-ball-teams/team-pages-query.ts';
import { prizeStat } from '../../../shared/best-ball-teams/team-result.tsx';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { buttonClasses, cn, EmptyState, LoadMore, PageHeader, Skeleton } from '../../../shared/ui/index.ts';
import { CompletedFilters } from './completed-filters.tsx';
import {
  ALL,
  type CompletedScope,
  completedFilter,
  completedPath,
  completedScope,
} from './completed-scope.ts';
import { CompletedTeamCard } from './completed-team-card.tsx';
import { DraftsTabs } from './drafts-tabs.tsx';
import { useTeamCatalog } from './team-catalog.ts';
import { TeamDetail } from './team-detail.tsx';
import { ChooseTeamHint, TeamListError, TeamListSkeleton } from './team-list-states.tsx';
import { uniqueTeams } from './team-phases.ts';

function SelectedCompletedTeam({ scope, entryId }: { scope: CompletedScope; entryId: string }) {
  const http = useHttpClient();
  const team = useQuery(bestBallTeamQueryOptions(http, entryId));
  const back = { to: completedPath({ ...scope, selectedId: undefined }), label: 'All completed teams' };
  if (team.isPending) return <Skeleton radius="2xl" className="h-96 w-full" />;
  if (team.isError) {
    return (
      <EmptyState
        title="This team could not be loaded"
        body={team.error.message}
        action={
          <Link to={back.to} className={buttonClasses({ variant: 'secondary' })}>
            {back.label}
          </Link>
        }
      />
    );
  }
  return <TeamDetail team={team.data} back={back} extra={prizeStat(team.data)} />;
}

/** `/completed/:slateId?/:draftType?/:selectedId?`: finished teams with final points, rank and prize. */
export function CompletedDraftsPage() {
  useDocumentTitle('Completed drafts');
  useLiveStandings();
  const scope = completedScope(useParams());
  const http = useHttpClient();
  const filter = completedFilter(scope);
  const pages = useInfiniteQuery(bestBallTeamPagesQueryOptions(http, filter.query));
  const catalog = useTeamCatalog(['completed']);
  const teams = uniqueTeams(pages.data?.pages.flatMap((page) => page.teams) ?? []).filter(
    (team) => filter.speed === null || team.contest.speed === filter.speed,
  );
  const filtered = scope.slateId !== ALL || scope.draftType !== ALL;

  let list: ReactNode;
  if (pages.isPending) list = <TeamListSkeleton />;
  else if (pages.isError) list = <TeamListError error={pages.error} retry={() => void pages.refetch()} />;
  else if (teams.length === 0 && !pages.hasNextPage) {
    list = filtered ? (
      <EmptyState
        title="No finished teams match"
        body="Try another slate or draft type."
        action={
          <Link to="/completed" className={buttonClasses({ variant: 'secondary' })}>
            Show every finished team
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={<Medal aria-hidden="true" />}
        title="No completed drafts yet"
        body="A team lands here with its final points, rank and prize once every game of its slate is over."
        action={
          <>
            <Link to="/lobby" className={buttonClasses()}>
              Go to the lobby
            </Link>
            <Link to="/active" className={buttonClasses({ variant: 'secondary' })}>
              Active drafts
            </Link>
          </>
        }
      />
    );
  } else {
    list = (
      <>
        <h2 id="completed-teams" className="sr-only">
          Completed teams
        </h2>
        <ul className="flex flex-col gap-3" aria-labelledby="completed-teams">
          {teams.map((team) => (
            <li key={team.entry_id}>
              <CompletedTeamCard
                team={team}
                to={completedPath({ ...scope, selectedId: team.entry_id })}
                selected={team.entry_id === scope.selectedId}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          more={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          load={() => void pages.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div data-page="completed" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="My drafts"
        title="Completed drafts"
        subtitle="Finished best ball teams with their final points, rank in the draft and prize."
        actions={
          <Link to="/results/best-ball" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            All results
          </Link>
        }
      />
      <DraftsTabs current="completed" />
      <CompletedFilters scope={scope} slates={catalog.slates} styles={catalog.styles} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start">
        <div className={cn(scope.selectedId ? 'hidden lg:flex' : 'flex', 'min-w-0 flex-col gap-3')}>
          {list}
        </div>
        <div className="min-w-0 lg:sticky lg:top-4">
          {scope.selectedId ? (
            <SelectedCompletedTeam key={scope.selectedId} scope={scope} entryId={scope.selectedId} />
          ) : (
            teams.length > 0 && <ChooseTeamHint text="Choose a team to see its roster and weekly scores." />
          )}
        </div>
      </div>
    </div>
  );
}
