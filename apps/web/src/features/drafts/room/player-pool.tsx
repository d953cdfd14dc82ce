import { Search } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useHydrating } from '../../../shared/hydration/index.ts';
import { cn, Input, lazyPart, useLazyPart, VisuallyHidden } from '../../../shared/ui/index.ts';
import { useOpenPlayerCard } from './player-card-context.ts';
import { filterPool, type PoolFilter, type PoolRow } from './pool-filter.ts';
import { PoolPlayerRow } from './pool-row.tsx';
import { positionsOf } from './positions.ts';
import { usePoolShortcuts } from './use-pool-shortcuts.ts';

export const ROW_HEIGHT = 56;
/** A screen's worth of rows, as a phone shows: what the list is drawn for before it can be measured. */
export const SERVER_ROWS = 12;
/** Rows drawn beyond those in view, so a fast scroll does not show blank space. */
export const OVERSCAN_ROWS = 8;

/** One row of the list at `start` px from its top (the virtual list and the first rows draw the same). */
export type RenderPoolRow = (row: PoolRow, start: number, size: number) => ReactNode;

/** The rows the virtual list says to draw (those in view and the overscan), first and last. */
export interface PoolRange {
  first: number;
  last: number;
}

/** What the virtual list is given: it draws nothing itself, the pool draws the rows it names. */
export interface PoolWindowProps {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Set by the virtual list: scrolls a row into view (the arrow keys' highlight). */
  scrollToRow: RefObject<((index: number) => void) | null>;
  onRange: (range: PoolRange) => void;
}
/**
 * The virtual list's code (TanStack Virtual, ~10 KB gzipped), which the room's first screen does
 * not need (issue 25). A failed load is asked again by the next pool that mounts; the first rows stay.
 */
const poolWindow = lazyPart(() => import('./pool-virtual-rows.tsx').then((module) => module.PoolWindowRows));
// Asked for as soon as the room's code runs, beside the hydration of the server's page.
poolWindow.load().catch(() => undefined);

/**
 * The rows the virtual list draws before it can measure its box (a screen of rows and the overscan),
 * without its code: on the server (ADR 0043), in the hydrating render (ADR 0046), and until the
 * virtual list's code is in. The virtual list's first range is these.
 */
const FIRST_ROWS: PoolRange = { first: 0, last: SERVER_ROWS + OVERSCAN_ROWS - 1 };

export interface PlayerPoolProps {
  rows: readonly PoolRow[];
  sport: string;
  queued: ReadonlySet<string>;
  canDraft: boolean;
  onDraft: (row: PoolRow) => void;
  onQueue: (row: PoolRow) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  className?: string;
}

/** The draftable players: search, position chips, drafted toggle, and a virtualised list (hundreds of rows). */
export function PlayerPool({
  rows,
  sport,
  queued,
  canDraft,
  onDraft,
  onQueue,
  searchRef,
  className,
}: PlayerPoolProps) {
  const [filter, setFilter] = useState<PoolFilter>({ search: '', position: null, showDrafted: false });
  const visible = useMemo(() => filterPool(rows, filter), [rows, filter]);
  const positions = useMemo(
    () =>
      positionsOf(
        sport,
        rows.map((row) => row.position),
      ),
    [sport, rows],
  );
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const openCard = useOpenPlayerCard();
  const found = visible.findIndex((row) => row.player_id === highlightedId);
  // Until an arrow is pressed, q and i act on the top row; Enter drafts only a row the player moved to.
  const highlightedIndex = Math.max(0, found);
  const highlighted = visible[highlightedIndex];
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  const loaded = useLazyPart(poolWindow);
  const [reported, setReported] = useState<PoolRange | null>(null);
  const scrollToRow = useRef<((index: number) => void) | null>(null);

  const move = (step: number) => {
    if (visible.length === 0) return;
    const from = found < 0 ? -1 : found;
    const next = Math.min(visible.length - 1, Math.max(0, from + step));
    setHighlightedId(visible[next]!.player_id);
    scrollToRow.current?.(next);
  };
  usePoolShortcuts({
    searchRef,
    poolRef: scrollRef,
    move,
    toList: () => {
      if (visible.length > 0 && found < 0) setHighlightedId(visible[0]!.player_id);
      scrollRef.current?.focus();
    },
    draft: () =>
      found >= 0 &&
      highlighted &&
      canDraft &&
      highlighted.drafted_by_seat === null &&
      !highlighted.game_started &&
      onDraft(highlighted),
    queue: () => highlighted && highlighted.drafted_by_seat === null && onQueue(highlighted),
    card: () => highlighted && openCard(highlighted.player_id),
  });
  // A new filter starts the highlight at the top of what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the filter changes.
  useEffect(() => {
    setHighlightedId(null);
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [filter]);

  const renderRow: RenderPoolRow = (row, start, size) => (
    <li
      key={row.player_id}
      aria-label={row.name}
      className="absolute inset-x-0 top-0"
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      <PoolPlayerRow
        row={row}
        id={`${listId}-${row.player_id}`}
        highlighted={row === highlighted}
        queued={queued.has(row.player_id)}
        canDraft={canDraft}
        onHighlight={() => setHighlightedId(row.player_id)}
        onDraft={() => onDraft(row)}
        onQueue={() => onQueue(row)}
      />
    </li>
  );
  // The browser hydrates the server's rows as they are (ADR 0046), then measures. One list in every
  // state, each row keyed by its player: when the virtual list takes over, the rows on screen stay
  // as they are instead of being drawn again (bench/README.md, "The board's cards kept").
  const PoolWindow = hydrating ? undefined : loaded;
  const range = (PoolWindow && reported) || FIRST_ROWS;

  const chip = (value: string | null, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={filter.position === value}
      onClick={() => setFilter((current) => ({ ...current, position: value }))}
      className={cn(
        'h-8 shrink-0 rounded-full border px-3 font-semibold text-xs transition-colors',
        filter.position === value
          ? 'border-text bg-text text-bg'
          : 'border-border bg-surface text-muted hover:border-border-strong hover:text-text',
      )}
    >
      {label}
    </button>
  );

  return (
    <section aria-label="Player pool" className={cn('flex min-h-0 flex-col gap-2', className)}>
      <Input
        ref={searchRef}
        type="search"
        aria-label="Search players"
        aria-controls={listId}
        aria-keyshortcuts="/"
        placeholder="Search players  ( / )"
        leading={<Search aria-hidden="true" />}
        value={filter.search}
        onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
      />
      {/* Chips wrap rather than scroll: a row scrolled without a scrollbar hid NBA's C at 375 px. */}
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex min-w-0 flex-auto flex-wrap gap-1.5">
          <legend className="sr-only">Position</legend>
          {chip(null, 'All')}
          {positions.map((position) => chip(position, position))}
        </fieldset>
        <label className="ml-auto flex shrink-0 cursor-pointer items-center gap-1.5 text-muted text-xs">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-brand)]"
            checked={filter.showDrafted}
            onChange={(event) => setFilter((current) => ({ ...current, showDrafted: event.target.checked }))}
          />
          Show drafted
        </label>
      </div>
      <div className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface">
        <div className="flex h-8 items-center gap-2 border-border border-b bg-surface-2 px-3 font-semibold text-[11px] text-muted uppercase tracking-wide">
          <span className="flex-1">Player</span>
          <span className="w-12 text-right leading-tight sm:hidden">
            ADP
            <br />
            Proj
          </span>
          <span className="hidden w-11 text-right sm:block">ADP</span>
          <span className="hidden w-12 text-right sm:block">Proj</span>
          <span className="w-[92px] sm:w-[104px]" />
        </div>
        <div
          ref={scrollRef}
          id={listId}
          // Focused by Enter in the search box, so the next Enter drafts the highlighted player.
          tabIndex={-1}
          className="h-[min(62vh,640px)] overflow-y-auto overscroll-contain lg:h-[calc(100vh-19rem)]"
        >
          {visible.length === 0 ? (
            <p className="px-4 py-10 text-center text-muted text-sm">
              No player matches. Clear the search or pick another position.
            </p>
          ) : (
            <ul
              aria-label="Players"
              className="relative w-full"
              style={{ height: visible.length * ROW_HEIGHT }}
            >
              {visible
                .slice(range.first, range.last + 1)
                .map((row, at) => renderRow(row, (range.first + at) * ROW_HEIGHT, ROW_HEIGHT))}
            </ul>
          )}
          {PoolWindow && (
            <PoolWindow
              count={visible.length}
              scrollRef={scrollRef}
              scrollToRow={scrollToRow}
              onRange={setReported}
            />
          )}
        </div>
      </div>
      <VisuallyHidden aria-live="polite">
        {highlighted ? `${highlighted.name}, ${highlighted.position}, ADP ${highlighted.adp}` : ''}
      </VisuallyHidden>
    </section>
  );
}
