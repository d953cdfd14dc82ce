import type { BestBallTeam } from '@kennel/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Clock3 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useLiveStandings } from '../../../shared/best-ball-teams/live-standings.ts';
import { bestBallTeamPagesQueryOptions } from '../../../shared/best-ball-teams/team-pages-query.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useServerClockOffset } from '../../../shared/sports/server-clock.ts';
import { buttonClasses, cn, EmptyState, LoadMore, PageHeader } from '../../../shared/ui/index.ts';
import { ActiveTeamCard } from './active-team-card.tsx';
import { DraftsTabs } from './drafts-tabs.tsx';
import { TeamDetail } from './team-detail.tsx';
import { ChooseTeamHint, TeamListError, TeamListSkeleton } from './team-list-states.tsx';
import { ACTIVE_SECTIONS, groupByPhase, uniqueTeams } from './team-phases.ts';

function PhaseSections({
  teams,
  draftId,
  clockOffsetMs,
}: {
  teams: BestBallTeam[];
  draftId: string | undefined;
  clockOffsetMs: number;
}) {
  const groups = groupByPhase(teams);
  return (
    <>
      {ACTIVE_SECTIONS.map((section) => {
        const members = groups.get(section.phase) ?? [];
        if (members.length === 0) return null;
        const id = `phase-${section.phase}`;
        return (
          <section key={section.phase} aria-labelledby={id} className="flex flex-col gap-3">
            <h2 id={id} className="flex items-center gap-2 font-bold text-lg tracking-tight">
              {section.title}
              <span className="rounded-full bg-surface-2 px-2 font-semibold text-muted text-xs leading-6">
                {members.length}
              </span>
            </h2>
            {members.map((team) => (
              <ActiveTeamCard
                key={team.entry_id}
                team={team}
                selected={team.draft_id === draftId}
                clockOffsetMs={clockOffsetMs}
              />
            ))}
          </section>
        );
      })}
    </>
  );
}

const WAITING_PHASES = new Set<BestBallTeam['phase']>(['pooled', 'filling', 'drafting']);
export const ACTIVE_REFRESH_MS = 5_000;

/** Short enough for the third figure on a phone. */
const STATUS_LABELS: Record<BestBallTeam['phase'], string> = {
  pooled: 'Waiting',
  filling: 'Filling',
  drafting: 'Drafting',
  drafted: 'In play',
  completed: 'Final',
};

function SelectedTeam({ team, draftId }: { team: BestBallTeam | undefined; draftId: string }) {
  if (!team) {
    return (
      <EmptyState
        title="This draft is not among your active teams"
        body="It may have finished: finished teams are under Completed."
        action={
          <Link to="/completed" className={buttonClasses({ variant: 'secondary' })}>
            See completed teams
          </Link>
        }
      />
    );
  }
  return (
    <TeamDetail
      key={draftId}
      team={team}
      back={{ to: '/active', label: 'All active teams' }}
      extra={{ label: 'Status', value: STATUS_LABELS[team.phase] }}
      actions={
        team.phase === 'drafting' ? (
          <Link to={`/draft/${draftId}`} className={buttonClasses({ className: 'self-start' })}>
            Go to draft room
          </Link>
        ) : undefined
      }
    />
  );
}

/** `/active/:draftId?`: the player's teams waiting, filling, drafting or with games to play. */
export function ActiveDraftsPage() {
  const { draftId } = useParams();
  useDocumentTitle('Active drafts');
  useLiveStandings();
  const http = useHttpClient();
  const pages = useInfiniteQuery({
    ...bestBallTeamPagesQueryOptions(http, { status: 'active' }),
    // Seats fill and picks move on without this page doing anything: while a team waits or
    // drafts, look again now and then (the draft room has the live feed).
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.teams.some((team) => WAITING_PHASES.has(team.phase)))
        ? ACTIVE_REFRESH_MS
        : false,
  });
  const teams = uniqueTeams(pages.data?.pages.flatMap((page) => page.teams) ?? []);
  // The pick clocks count on the server's clock, as the draft room's do: the newest page's time (the
  // last fetched, when `dataUpdatedAt` was set; a later page loaded leaves the first's behind).
  const clockOffsetMs = useServerClockOffset(pages.data?.pages.at(-1)?.server_now, pages.dataUpdatedAt);
  const selected = draftId ? teams.find((team) => team.draft_id === draftId) : undefined;
  const { hasNextPage, isFetching, fetchNextPage } = pages;
  // A team opened by its address may be on a later page: keep loading until it turns up, never
  // while a fetch is under way (a next page cancels a refetch under way, and the page's timed
  // refetches would cancel it back).
  // Each page loaded asks again: a fetch that ends before a render shows it under way changes nothing else.
  const loadedPages = pages.data?.pages.length ?? 0;
  useEffect(() => {
    if (draftId && !selected && loadedPages > 0 && hasNextPage && !isFetching) void fetchNextPage();
  }, [draftId, selected, loadedPages, hasNextPage, isFetching, fetchNextPage]);

  let body: ReactNode;
  if (pages.isPending) body = <TeamListSkeleton />;
  else if (pages.isError) body = <TeamListError error={pages.error} retry={() => void pages.refetch()} />;
  else if (teams.length === 0) {
    body = (
      <EmptyState
        icon={<Clock3 aria-hidden="true" />}
        title="No active drafts"
        body="Enter a best ball contest: your entry waits here for its draft, then shows its points and rank until its games are over."
        action={
          <Link to="/lobby" className={buttonClasses()}>
            Go to the lobby
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-start">
        <div className={cn(draftId ? 'hidden lg:flex' : 'flex', 'min-w-0 flex-col gap-6')}>
          <PhaseSections teams={teams} draftId={draftId} clockOffsetMs={clockOffsetMs} />
          <LoadMore
            more={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            load={() => void pages.fetchNextPage()}
          />
        </div>
        <div className="min-w-0 lg:sticky lg:top-4">
          {draftId ? (
            selected || !hasNextPage ? (
              <SelectedTeam team={selected} draftId={draftId} />
            ) : (
              <TeamListSkeleton />
            )
          ) : (
            <ChooseTeamHint text="Choose a team to see its roster, lineups and rank." />
          )}
        </div>
      </div>
    );
  }

  return (
    <div data-page="active" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="My drafts"
        title="Active drafts"
        subtitle="Entries waiting for a draft, drafts under way, and teams whose games are still to be played."
        actions={
          <Link to="/lobby" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Enter a contest
          </Link>
        }
      />
      <DraftsTabs current="active" />
      {body}
    </div>
  );
}
