import type {
  GameSummary,
  PayoutSchedule,
  PickemBoard,
  PickemChoice,
  PickemLine,
  PickemOption,
  PlayerSummary,
} from '@kennel/core';
import { PICKEM_BOARD_MAX_PROPS } from '@kennel/core/contracts/pickem-topic';
import { DEFAULT_PAYOUT_SCHEDULE } from '@kennel/core/pickem/default-payout-schedule';
import { notifyManager, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { answersOf, type CachedBoard } from '../board/board-cache.ts';
import { ALL_BOARDS } from '../board/use-board.ts';
import { choiceOf, type SlipPick } from './slip-model.ts';

/** What the cached boards know: each prop's newest line, and the players and games they name. */
export interface LineLookup {
  lines: ReadonlyMap<string, PickemLine>;
  players: ReadonlyMap<string, PlayerSummary>;
  games: ReadonlyMap<string, GameSummary>;
  /** The payout schedule in force, as the newest board told it (core's default before any says). */
  schedule: PayoutSchedule;
  /** Its version, sent with the entry (a newer one in force answers 422 pickem_payouts_changed). */
  scheduleVersion: number | undefined;
}

export function lookupOf(boards: readonly PickemBoard[]): LineLookup {
  const lines = new Map<string, PickemLine>();
  const players = new Map<string, PlayerSummary>();
  const games = new Map<string, GameSummary>();
  let schedule: PayoutSchedule = DEFAULT_PAYOUT_SCHEDULE;
  let scheduleVersion: number | undefined;
  let scheduleAsOf = '';
  for (const board of boards) {
    if (board.payout_schedule && board.as_of > scheduleAsOf) {
      schedule = board.payout_schedule;
      scheduleVersion = board.payout_schedule_version;
      scheduleAsOf = board.as_of;
    }
    for (const line of board.lines) {
      const held = lines.get(line.prop_id);
      if (!held || line.updated_at > held.updated_at) lines.set(line.prop_id, line);
    }
    for (const player of board.players) players.set(player.id, player);
    for (const game of board.games) games.set(game.id, game);
  }
  return { lines, players, games, schedule, scheduleVersion };
}

/** Every answer the cached boards hold (each page of a paged board). */
export function cachedBoards(queryClient: QueryClient): PickemBoard[] {
  return queryClient
    .getQueriesData<CachedBoard>({ queryKey: ALL_BOARDS })
    .flatMap(([, board]) => answersOf(board));
}

const isBoardKey = (queryKey: QueryKey) => queryKey[0] === ALL_BOARDS[0] && queryKey[1] === ALL_BOARDS[1];

/** Every cached board, re-read whenever one changes (a fetch or a pushed line). */
export function useLineLookup(): LineLookup {
  const queryClient = useQueryClient();
  const held = useRef<PickemBoard[]>([]);
  const subscribe = useCallback(
    (changed: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (isBoardKey(event.query.queryKey)) changed();
      }),
    [queryClient],
  );
  const snapshot = useCallback(() => {
    const boards = cachedBoards(queryClient);
    const same = boards.length === held.current.length && boards.every((b, i) => b === held.current[i]);
    if (!same) held.current = boards;
    return held.current;
  }, [queryClient]);
  const boards = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => lookupOf(boards), [boards]);
}

/**
 * Whether any cached board is fetching: TanStack Query's `useIsFetching` for the boards, re-read on
 * the boards' own cache events only. `useIsFetching` re-reads on every query's events, each a timer
 * (a `setTimeout` per batch), and the board's cards add and drop a game query each as they mount
 * (issue 25: the board's hydration and its virtual list's first commit).
 */
export function useBoardsFetching(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => {
      const later = notifyManager.batchCalls(changed);
      return queryClient.getQueryCache().subscribe((event) => {
        if (isBoardKey(event.query.queryKey)) later();
      });
    },
    [queryClient],
  );
  const fetching = useCallback(() => queryClient.isFetching({ queryKey: ALL_BOARDS }) > 0, [queryClient]);
  return useSyncExternalStore(subscribe, fetching, fetching);
}

export interface ResolvedPick {
  pick: SlipPick;
  choice: PickemChoice | null;
  /** The prop's line on the board now; null when no loaded board has it (locked, or not loaded). */
  line: PickemLine | null;
  /** The current line's option on the pick's side. */
  option: PickemOption | null;
  /** The line moved since the pick was made: it is priced on the current line once accepted. */
  moved: boolean;
  players: PlayerSummary[];
  games: GameSummary[];
}

export function resolvePicks(picks: readonly SlipPick[], lookup: LineLookup): ResolvedPick[] {
  return picks.map((pick) => {
    const line = lookup.lines.get(pick.propId) ?? null;
    const choice = choiceOf(pick);
    const subjects = line?.subjects ?? [];
    return {
      pick,
      choice,
      line,
      option: line?.options.find((option) => option.choice === choice) ?? null,
      moved: line !== null && line.id !== pick.lineId,
      players: subjects.flatMap((s) => lookup.players.get(s.player_id) ?? []),
      games: subjects.flatMap((s) => lookup.games.get(s.game_id) ?? []),
    };
  });
}

/** The players a pick is about: every subject of its line, or the one the slip stored. */
export function playersOfPick(lookup: LineLookup) {
  return (pick: SlipPick): string[] => {
    const line = lookup.lines.get(pick.propId);
    if (line) return line.subjects.map((subject) => subject.player_id);
    return pick.playerId ? [pick.playerId] : [];
  };
}

/**
 * The props of a kind a slip asks the board for when no loaded page has them: every pick of that
 * kind (or of a kind it did not keep), sorted, so the question stays the same as lines resolve.
 */
export function propsToLookUp(picks: readonly SlipPick[], kind: PickemLine['kind']): string[] {
  return picks
    .filter((pick) => (pick.shown?.kind ?? kind) === kind)
    .map((pick) => pick.propId)
    .sort()
    .slice(0, PICKEM_BOARD_MAX_PROPS);
}
