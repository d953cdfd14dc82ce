import { useQuery } from '@tanstack/react-query';
import { ChartPie } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { exposureQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { Button, buttonClasses, Card, EmptyState, PageHeader, Skeleton } from '../../../shared/ui/index.ts';
import { ALL } from './completed-scope.ts';
import {
  type ExposureFilter,
  type ExposureRow,
  type ExposureSort,
  exposureChoices,
  filterExposure,
  firstDirection,
  sortExposure,
} from './exposure-model.ts';
import { ExposureTable } from './exposure-table.tsx';
import { type SlateChoice, type StyleChoice, useTeamCatalog } from './team-catalog.ts';
import { FilterSelect } from './team-filters.tsx';

// recharts is the page's heaviest part: it loads after the table, and only on this page.
const ExposureChart = lazy(() => import('./exposure-chart.tsx'));

function Pickers({
  slateId,
  styleId,
  slates,
  styles,
}: {
  slateId: string;
  styleId: string;
  slates: readonly SlateChoice[];
  styles: readonly StyleChoice[];
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <FilterSelect
        label="Slate"
        className="flex min-w-0 flex-col gap-1 sm:w-80"
        value={slateId}
        options={slates.map((slate) => ({ value: slate.id, label: slate.label }))}
        onChange={(next) => navigate(`/exposure/${next}`, { replace: true })}
      />
      <FilterSelect
        label="Contest style"
        value={styleId}
        options={[
          { value: ALL, label: 'All contest styles' },
          ...styles
            .filter((style) => style.slateId === slateId)
            .map((style) => ({ value: style.id, label: style.label })),
        ]}
        onChange={(next) => navigate(`/exposure/${slateId}/${next}`, { replace: true })}
      />
    </div>
  );
}

function ExposureBody({ rows, teams }: { rows: readonly ExposureRow[]; teams: number }) {
  const [filter, setFilter] = useState<ExposureFilter>({ position: '', team: '' });
  const [sort, setSort] = useState<ExposureSort>({ key: 'share', direction: 'descending' });
  const choices = exposureChoices(rows);
  const shown = sortExposure(filterExposure(rows, filter), sort);
  const onSort = (key: ExposureSort['key']) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: firstDirection(key) },
    );
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,380px)] lg:items-start">
      <section aria-labelledby="exposure-players" className="order-2 flex min-w-0 flex-col gap-3 lg:order-1">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="exposure-players" className="font-bold text-lg tracking-tight">
            Players{' '}
            <span className="font-normal text-muted text-sm">
              across {teams} {teams === 1 ? 'team' : 'teams'}
            </span>
          </h2>
          <div className="grid grid-cols-2 gap-2">
            <FilterSelect
              label="Position"
              className="flex min-w-0 flex-col gap-1 sm:w-36"
              value={filter.position}
              options={[
                { value: '', label: 'All positions' },
                ...choices.positions.map((p) => ({ value: p, label: p })),
              ]}
              onChange={(position) => setFilter((current) => ({ ...current, position }))}
            />
            <FilterSelect
              label="Team"
              className="flex min-w-0 flex-col gap-1 sm:w-36"
              value={filter.team}
              options={[
                { value: '', label: 'All teams' },
                ...choices.teams.map((t) => ({ value: t, label: t })),
              ]}
              onChange={(team) => setFilter((current) => ({ ...current, team }))}
            />
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-2xl border border-border border-dashed px-4 py-6 text-center text-muted text-sm">
            None of your players matches these filters.
          </p>
        ) : (
          <ExposureTable rows={shown} sort={sort} onSort={onSort} />
        )}
      </section>
      <Card className="order-1 flex min-w-0 flex-col gap-2 p-4 lg:sticky lg:top-4 lg:order-2">
        <h2 className="font-bold text-base">Most-held players</h2>
        <Suspense fallback={<Skeleton radius="xl" className="h-80 w-full" />}>
          {shown.length > 0 ? (
            <ExposureChart rows={shown} />
          ) : (
            <p className="text-muted text-sm">No player to chart.</p>
          )}
        </Suspense>
      </Card>
    </div>
  );
}

function SlateExposure({ slateId, styleId }: { slateId: string; styleId: string }) {
  const http = useHttpClient();
  const exposure = useQuery(exposureQueryOptions(http, slateId, styleId === ALL ? undefined : styleId));
  if (exposure.isPending) return <Skeleton radius="2xl" className="h-96 w-full" />;
  if (exposure.isError) {
    return (
      <EmptyState
        title="Your exposure could not be loaded"
        body={exposure.error.message}
        action={<Button onClick={() => void exposure.refetch()}>Try again</Button>}
      />
    );
  }
  if (exposure.data.players.length === 0) {
    return (
      <EmptyState
        title="No drafted players here yet"
        body="Exposure counts your teams with at least one pick on this slate and contest style."
      />
    );
  }
  // A new slate or style starts from fresh filters.
  return (
    <ExposureBody key={`${slateId}/${styleId}`} rows={exposure.data.players} teams={exposure.data.teams} />
  );
}

/** `/exposure/:slateId?/:contestStyleId?`: the share of the player's teams holding each player. */
export function ExposurePage() {
  useDocumentTitle('Exposure');
  const params = useParams();
  const navigate = useNavigate();
  const catalog = useTeamCatalog(['active', 'completed']);
  const newest = [...catalog.slates].sort((a, b) => b.teams - a.teams)[0]?.id;
  // No slate in the address: the slate the player has most teams on (the newest of a tie).
  useEffect(() => {
    if (!params.slateId && newest) navigate(`/exposure/${newest}`, { replace: true });
  }, [params.slateId, newest, navigate]);
  const slateId = params.slateId;
  const styleId = params.contestStyleId || ALL;

  let body: React.ReactNode;
  if (slateId) body = <SlateExposure slateId={slateId} styleId={styleId} />;
  else if (catalog.pending || newest) body = <Skeleton radius="2xl" className="h-96 w-full" />;
  else {
    body = (
      <EmptyState
        icon={<ChartPie aria-hidden="true" />}
        title="No teams to measure yet"
        body="Draft a few best ball teams: this page shows how much of your portfolio rides on each player."
        action={
          <Link to="/lobby" className={buttonClasses()}>
            Go to the lobby
          </Link>
        }
      />
    );
  }
  return (
    <div data-page="exposure" className="flex flex-col gap-5">
      <PageHeader
        eyebrow="Best ball"
        title="Exposure"
        subtitle="The share of your teams holding each player, and where you take him against ADP."
        actions={
          <Link to="/rankings" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            Adjust my rankings
          </Link>
        }
      />
      {slateId && (
        <Pickers slateId={slateId} styleId={styleId} slates={catalog.slates} styles={catalog.styles} />
      )}
      {body}
    </div>
  );
}
