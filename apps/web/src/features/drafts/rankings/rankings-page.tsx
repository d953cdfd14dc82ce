import { BEST_BALL_ROSTERS, isSportId, type SportId } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, ListOrdered } from 'lucide-react';
import { useId } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import { serverNow } from '../../../shared/clock/index.ts';
import { isSport, SPORT_LABELS } from '../../../shared/icons/index.ts';
import { slatesQueryOptions } from '../../../shared/pickem-entries/entry-filters.tsx';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Button, buttonClasses, EmptyState, PageHeader, Select, Skeleton } from '../../../shared/ui/index.ts';
import { SportTabs } from '../common/sport-tabs.tsx';
import { RankingsEditor } from './rankings-editor.tsx';

const DEFAULT_SPORT = 'nfl';

/** The sport's upcoming slates; with none in the address, the next one still open to draft. */
function SlateRankings({ sportId, slateId }: { sportId: SportId; slateId?: string }) {
  const http = useHttpClient();
  const navigate = useNavigate();
  const id = useId();
  const slates = useQuery(slatesQueryOptions(http, sportId, 'upcoming'));
  if (slates.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton radius="xl" className="h-11 w-full max-w-sm" />
        <Skeleton radius="2xl" className="h-64 w-full" />
      </div>
    );
  }
  if (slates.isError) {
    return (
      <EmptyState
        title="Slates could not be loaded"
        body={slates.error.message}
        action={<Button onClick={() => void slates.refetch()}>Try again</Button>}
      />
    );
  }
  // Open: not started, so its contests still take entries (they lock at the first game). A started
  // slate's drafts are over: it is not offered, and an address naming one says so.
  const now = serverNow();
  const open = slates.data.filter(
    (slate) => slate.status === 'scheduled' && Date.parse(slate.starts_at) > now,
  );
  const next = open[0];
  if (!slateId || !open.some((slate) => slate.id === slateId)) {
    if (!slateId && next) return <Navigate replace to={`/rankings/${sportId}/${next.id}`} />;
    const named = slateId ? slates.data.find((slate) => slate.id === slateId) : undefined;
    return (
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" />}
        title={
          slateId
            ? `${named ? named.name : 'This slate'} is closed for rankings`
            : `No ${SPORT_LABELS[sportId]} slates to rank`
        }
        body={
          slateId
            ? 'Its games have started, so its drafts are over and rankings no longer change anything. Rank the next slate instead.'
            : 'Rankings open with each slate’s draft pool. Check back when the next slate is scheduled.'
        }
        action={
          next ? (
            <Link to={`/rankings/${sportId}/${next.id}`} className={buttonClasses({ variant: 'secondary' })}>
              Rank {next.name}
            </Link>
          ) : (
            <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
              Go to the lobby
            </Link>
          )
        }
      />
    );
  }
  // A slate's name already carries its day and time.
  const options = open.map((slate) => ({ value: slate.id, label: slate.name }));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <label htmlFor={`${id}-slate`} className="font-semibold text-muted text-xs">
          Slate
        </label>
        <Select
          id={`${id}-slate`}
          value={slateId}
          onChange={(event) => navigate(`/rankings/${sportId}/${event.target.value}`)}
          options={options}
        />
      </div>
      <RankingsEditor key={`${sportId}/${slateId}`} sportId={sportId} slateId={slateId} />
    </div>
  );
}

/** `/rankings/:sportId?/:slateId?`: the user's pre-draft rankings, which drive autopick. */
export function RankingsPage() {
  useDocumentTitle('Rankings');
  const params = useParams();
  const tab = params.sportId && isSport(params.sportId) ? params.sportId : DEFAULT_SPORT;
  const sportId = isSportId(tab) && BEST_BALL_ROSTERS[tab] ? tab : null;
  return (
    <div data-page="rankings" className="flex flex-col gap-4">
      <PageHeader
        eyebrow="Best ball"
        title="Rankings"
        subtitle="Order players your way before you draft. Autopick follows this list when you are away."
      />
      <SportTabs basePath="/rankings" current={tab} />
      {sportId ? (
        <SlateRankings sportId={sportId} slateId={params.slateId} />
      ) : (
        <EmptyState
          icon={<ListOrdered aria-hidden="true" />}
          title={`No ${SPORT_LABELS[tab]} best ball yet`}
          body="Best ball drafts run for NFL, NBA and MLB slates for now."
          action={
            <Link to="/rankings/nfl" className={buttonClasses({ variant: 'secondary' })}>
              NFL rankings
            </Link>
          }
        />
      )}
    </div>
  );
}
