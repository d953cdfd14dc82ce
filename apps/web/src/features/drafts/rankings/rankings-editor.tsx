import { BEST_BALL_TEAMS_ENDPOINTS, type SportId } from '@kennel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ListOrdered, Search, X } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { adpQueryOptions, bestBallQueryKeys, rankingsQueryOptions } from '../../../shared/api/best-ball.ts';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import {
  Badge,
  Button,
  EmptyState,
  IconButton,
  Input,
  Skeleton,
  Tabs,
  toast,
} from '../../../shared/ui/index.ts';
import { CsvButtons, CsvErrors, downloadText } from './csv-actions.tsx';
import { CsvImported, type CsvImportedProps } from './csv-imported.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { RankingList, type RankingListHandle } from './ranking-list.tsx';
import {
  filterRanked,
  isFiltered,
  moveToRank,
  NO_FILTER,
  positionsOf,
  type RankedPlayer,
  type RankingFilter,
  rankedPlayers,
} from './ranking-model.ts';
import { ResetDialog } from './reset-dialog.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { useRankingOrder } from './use-ranking-order.ts';

function EditorSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton radius="xl" className="h-11 w-full" />
      <Skeleton radius="full" className="h-9 w-2/3" />
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton radius="xl" key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** One sport and slate's ranking: the list, its filters, and the reset and CSV actions. */
export function RankingsEditor({ sportId, slateId }: { sportId: SportId; slateId: string }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const ranking = useQuery(rankingsQueryOptions(http, sportId, slateId));
  const adp = useQuery(adpQueryOptions(http, sportId, slateId));
  const order = useRankingOrder(sportId, slateId, ranking.data);
  const [filter, setFilter] = useState<RankingFilter>(NO_FILTER);
  const deferredFilter = useDeferredValue(filter);
  const [asking, setAsking] = useState<RankedPlayer | null>(null);
  const [csvBusy, setCsvBusy] = useState<'import' | 'export' | null>(null);
  const [csvImported, setCsvImported] = useState<Omit<CsvImportedProps, 'onDismiss'> | null>(null);
  const [csvErrors, setCsvErrors] = useState<{ fileName: string; fields: Record<string, string> } | null>(
    null,
  );
  const list = useRef<RankingListHandle>(null);

  const rows = useMemo(() => rankedPlayers(order.ids, adp.data?.players ?? []), [order.ids, adp.data]);
  const shown = useMemo(() => filterRanked(rows, deferredFilter), [rows, deferredFilter]);
  const positions = useMemo(() => positionsOf(adp.data?.players ?? []), [adp.data]);
  const filtered = isFiltered(filter);

  const { ids, edit } = order;
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const onMove = useCallback(
    (id: string, rank: number) => {
      const next = moveToRank(idsRef.current, id, rank);
      if (next.every((value, index) => value === idsRef.current[index])) return;
      edit(next);
    },
    [edit],
  );
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const moveAndShow = (id: string, rank: number) => {
    onMove(id, rank);
    // In the whole list the row's new index is rank - 1; a filtered view keeps ranking order too.
    requestAnimationFrame(() => {
      const index = filtered ? shownRef.current.findIndex((row) => row.id === id) : rank - 1;
      if (index >= 0) list.current?.scrollToRow(index);
    });
  };

  const params = { sportId, slateId };
  const reset = async () => {
    try {
      await order.settle();
      await http.call(BEST_BALL_TEAMS_ENDPOINTS.resetDraftRankings, { params });
      order.discard();
      await queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.rankings(sportId, slateId) });
      toast.success('Rankings reset to ADP');
    } catch (error) {
      toast.error(isApiRequestError(error) ? error.message : 'The reset did not go through. Try again.');
    }
  };

  const exportCsv = async () => {
    setCsvBusy('export');
    try {
      // The file should hold the order on screen: send any change still waiting first.
      await order.flush();
      const text = await http.call(BEST_BALL_TEAMS_ENDPOINTS.exportDraftRankings, { params });
      downloadText(text, `rankings-${sportId}-${slateId}.csv`);
    } catch (error) {
      toast.error(isApiRequestError(error) ? error.message : 'The export did not go through. Try again.');
    } finally {
      setCsvBusy(null);
    }
  };

  const importCsv = async (file: File) => {
    setCsvBusy('import');
    setCsvErrors(null);
    setCsvImported(null);
    try {
      const csv = await file.text();
      await order.settle();
      const saved = await http.call(BEST_BALL_TEAMS_ENDPOINTS.importDraftRankings, {
        params,
        body: { csv },
      });
      order.discard();
      const { imported, ...ranking } = saved;
      queryClient.setQueryData(bestBallQueryKeys.rankings(sportId, slateId), ranking);
      setCsvImported({ fileName: file.name, imported });
    } catch (error) {
      const fields = isApiRequestError(error) ? error.clientError.fields : undefined;
      if (isApiRequestError(error) && error.apiCode === 'rankings_csv_invalid' && fields) {
        setCsvErrors({ fileName: file.name, fields });
      } else {
        toast.error(isApiRequestError(error) ? error.message : 'The import did not go through. Try again.');
      }
    } finally {
      setCsvBusy(null);
    }
  };

  if (ranking.isPending || adp.isPending) return <EditorSkeleton />;
  if (ranking.isError || adp.isError) {
    const error = ranking.error ?? adp.error;
    const missing = isApiRequestError(error) && error.status === 404;
    return (
      <EmptyState
        icon={<ListOrdered aria-hidden="true" />}
        title={missing ? 'No draft pool for this slate' : 'Your rankings could not be loaded'}
        body={missing ? 'Pick another slate above.' : error?.message}
        action={
          missing ? undefined : (
            <Button
              onClick={() => {
                void ranking.refetch();
                void adp.refetch();
              }}
            >
              Try again
            </Button>
          )
        }
      />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ListOrdered aria-hidden="true" />}
        title="No players to rank yet"
        body="This slate’s draftable players appear here once their projections are out."
      />
    );
  }

  return (
    <div className="flex flex-col gap-4" data-rankings-slate={slateId}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Badge tone={order.customised ? 'brand' : 'neutral'}>
            {order.customised ? 'Your order' : 'ADP order'}
          </Badge>
          <SaveStatusLine status={order.status} onRetry={() => void order.flush()} />
        </div>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
          <CsvButtons
            busy={csvBusy}
            onExport={() => void exportCsv()}
            onImport={(file) => void importCsv(file)}
          />
          <ResetDialog disabled={!order.customised} onReset={reset} />
        </div>
      </div>
      {csvErrors && (
        <CsvErrors
          fileName={csvErrors.fileName}
          fields={csvErrors.fields}
          onDismiss={() => setCsvErrors(null)}
        />
      )}
      {csvImported && <CsvImported {...csvImported} onDismiss={() => setCsvImported(null)} />}
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <Input
          type="search"
          aria-label="Search players"
          placeholder="Search players or teams"
          className="lg:max-w-sm"
          leading={<Search />}
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          trailing={
            filter.search ? (
              <IconButton
                label="Clear search"
                size="sm"
                icon={<X />}
                onClick={() => setFilter({ ...filter, search: '' })}
              />
            ) : undefined
          }
        />
        <Tabs
          label="Position"
          variant="pill"
          value={filter.position}
          onValueChange={(position) => setFilter({ ...filter, position })}
          items={[{ value: 'all', label: 'All' }, ...positions.map((value) => ({ value, label: value }))]}
        />
      </div>
      {filtered && (
        <p className="text-muted text-xs" data-testid="filtered-note">
          Showing {shown.length} of {rows.length}. Dragging is off while searching or filtering; tap a rank
          number to move a player to any rank.
        </p>
      )}
      {shown.length === 0 ? (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title="No players match"
          body="Try another name or position."
          action={
            <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <RankingList
          ref={list}
          rows={shown}
          total={rows.length}
          reorderable={!filtered}
          onMove={onMove}
          onAskRank={setAsking}
        />
      )}
      <MoveDialog row={asking} total={rows.length} onClose={() => setAsking(null)} onMove={moveAndShow} />
    </div>
  );
}
