import type { PickemBoardQuery, PickemChoice, PickemLine, PlayerSummary } from '@kennel/core';
import { Radio } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { serverNow } from '../../../shared/clock/index.ts';
import { PlayerCard, ServerClock, useServerClockOffset } from '../../../shared/sports/index.ts';
import { Button, LoadFailed, toast } from '../../../shared/ui/index.ts';
import { replacedPickNotice } from '../slip/replaced-pick.ts';
import { useSlip } from '../slip/slip-context.tsx';
import { playersOfPick, useLineLookup } from '../slip/slip-lines.ts';
import { choiceOf, tapOption } from '../slip/slip-model.ts';
import {
  type BoardCard,
  cardsOf,
  indexBoard,
  linesOfPages,
  searchLines,
  statsOnBoard,
} from './board-cache.ts';
import { BoardFilters } from './board-filters.tsx';
import { BoardList } from './board-list.tsx';
import { BoardEmpty, BoardSkeleton } from './board-states.tsx';
import { PlayerLinesCard } from './line-card.tsx';
import { RivalsCard } from './rivals-card.tsx';
import { useBoard } from './use-board.ts';

const cardKey = (card: BoardCard) => card.key;

/** Search, stat chips and the live, virtualised list of one board. */
export function BoardSection({
  query,
  allTimingsHref,
}: {
  query: PickemBoardQuery;
  /** The same board with every timing, offered when this timing has no lines. */
  allTimingsHref: string | null;
}) {
  const board = useBoard(query);
  const [search, setSearch] = useState('');
  const [stat, setStat] = useState<string | null>(null);
  const typed = useDeferredValue(search);
  const [player, setPlayer] = useState<PlayerSummary | null>(null);
  const { slip, update, submitting } = useSlip();
  const lookup = useLineLookup();

  const pages = board.data?.pages;
  // Each card's "in 12 min" on the server's clock, from the newest page's time (the last fetched).
  const clockOffsetMs = useServerClockOffset(pages?.at(-1)?.as_of, board.dataUpdatedAt);
  const lines = useMemo(() => (pages ? linesOfPages(pages) : undefined), [pages]);
  const index = useMemo(() => indexBoard(pages ?? []), [pages]);
  const total = pages?.[0]?.counts?.lines;
  const stats = useMemo(() => statsOnBoard(lines ?? []), [lines]);
  const shownStat = stat !== null && stats.some((chip) => chip.stat === stat) ? stat : null;
  const shown = useMemo(
    () => searchLines(lines ?? [], index, typed, shownStat),
    [lines, index, typed, shownStat],
  );
  const picked = useMemo(
    () => new Map(slip.picks.map((pick) => [pick.propId, choiceOf(pick)])),
    [slip.picks],
  );

  // Read at tap time, so the handler stays the same and memoised cards do not re-render for it.
  const latest = useRef({ slip, lookup, submitting });
  latest.current = { slip, lookup, submitting };
  const onPick = useCallback(
    (line: PickemLine, choice: PickemChoice) => {
      const { slip: held, lookup: known, submitting: sending } = latest.current;
      // What was sent is what the slip shows until the answer comes back.
      if (sending) {
        toast('Your entry is being submitted', { description: 'Change your picks once it is in.' });
        return;
      }
      const outcome = tapOption(held, line, choice, playersOfPick(known), (id) => known.players.get(id));
      if (outcome.result === 'full') {
        toast('Your slip is full', {
          description: 'An entry holds at most 8 picks. Remove one to add another.',
        });
        return;
      }
      update(() => outcome.slip);
      // One pick per player: a tap on another line of a player already picked says what it replaced.
      const notice =
        outcome.replaced && replacedPickNotice(outcome.replaced, line, choice, known, new Date(serverNow()));
      if (notice) toast(notice.title, { description: notice.description });
    },
    [update],
  );
  const onOpenPlayer = useCallback((chosen: PlayerSummary) => setPlayer(chosen), []);

  const cards = useMemo(() => cardsOf(shown), [shown]);
  const pickedOf = useCallback((line: PickemLine) => picked.get(line.prop_id) ?? null, [picked]);
  const renderCard = useCallback(
    (card: BoardCard) => {
      const [first] = card.lines;
      if (first?.kind === 'rivals')
        return (
          <RivalsCard
            line={first}
            index={index}
            picked={pickedOf(first)}
            onPick={onPick}
            onOpenPlayer={onOpenPlayer}
          />
        );
      return (
        <PlayerLinesCard
          lines={card.lines}
          index={index}
          pickedOf={pickedOf}
          onPick={onPick}
          onOpenPlayer={onOpenPlayer}
        />
      );
    },
    [index, pickedOf, onPick, onOpenPlayer],
  );

  const filtered = typed.trim() !== '' || shownStat !== null;
  const { hasNextPage, isFetching, fetchNextPage } = board;
  // Never while any fetch of the board is under way: a next page asked for during a refetch (the
  // live socket's resync refetches the board) cancels it, and the two can cancel each other until
  // the board stops loading (a search then waited on its skeleton for good). Once that fetch ends,
  // `isFetching` changes, and a search's pages go on from there.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  // A search or a stat looks through the whole board: the pages not loaded yet follow, one after
  // another. Each page loaded asks for the next: a fetch that ends before the board draws it under
  // way leaves `loadMore` as it was, so that alone would not.
  const loadedPages = pages?.length ?? 0;
  useEffect(() => {
    if (filtered && loadedPages > 0) loadMore();
  }, [filtered, loadMore, loadedPages]);
  const count = !filtered && hasNextPage && total !== undefined ? total : shown.length;
  return (
    <ServerClock offsetMs={clockOffsetMs}>
      <section aria-label="Board" className="flex min-w-0 flex-col gap-4">
        <BoardFilters search={search} onSearch={setSearch} stats={stats} stat={shownStat} onStat={setStat} />
        {board.isPending ? (
          <BoardSkeleton />
        ) : board.isError && !board.data ? (
          <LoadFailed
            title="The board did not load"
            body="We could not reach the lines just now. Check your connection and try again."
            onRetry={() => void board.refetch()}
          />
        ) : shown.length === 0 && filtered && hasNextPage ? (
          // Nothing matches in the pages loaded so far: the rest are on their way.
          <BoardSkeleton />
        ) : shown.length === 0 ? (
          <BoardEmpty
            filtered={filtered}
            onClearFilters={() => {
              setSearch('');
              setStat(null);
            }}
            otherTimingHref={allTimingsHref}
          />
        ) : (
          <>
            <p className="flex items-center gap-1.5 text-muted text-xs" aria-live="polite">
              <Radio aria-hidden="true" className="size-3.5 text-danger" />
              <span>
                <span className="font-semibold text-text tabular-nums">{count.toLocaleString('en-US')}</span>{' '}
                {count === 1 ? 'line' : 'lines'} · moves live
              </span>
            </p>
            <BoardList items={cards} keyOf={cardKey} renderItem={renderCard} onNearEnd={loadMore} />
            {board.isFetchNextPageError ? (
              <Button variant="secondary" onClick={loadMore} className="self-center">
                Load more lines
              </Button>
            ) : (
              hasNextPage && (
                <p className="text-center text-muted text-xs" data-testid="board-more">
                  Loading more lines…
                </p>
              )
            )}
          </>
        )}
        <PlayerCard
          playerId={player?.id ?? null}
          preview={player ?? undefined}
          onClose={() => setPlayer(null)}
        />
      </section>
    </ServerClock>
  );
}
