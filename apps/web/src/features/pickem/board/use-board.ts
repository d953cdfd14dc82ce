import { type PickemBoardQuery, SPORT_IDS } from '@kennel/core';
import { pickemLinesTopic } from '@kennel/core/contracts/pickem-topic';
import { sportGamesTopic } from '@kennel/core/contracts/sports-topic';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { loadedSportsContract, sportsContract } from '../../../shared/api/game-contracts.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { pickemBoardPagesQueryOptions } from '../../../shared/api/pickem.ts';
import { loadedPickemContract, pickemContract } from '../../../shared/api/pickem-contract.ts';
import { type LiveTopicMessage, useLiveTopics } from '../../../shared/realtime/index.ts';
import { patchKeepingServerTime, storeGamePush } from '../../../shared/sports/index.ts';
import { type CachedBoard, mergeLinesIntoCached } from './board-cache.ts';

/** Every cached board, whatever its kind, timing or sport. */
export const ALL_BOARDS = ['pickem', 'board'] as const;

/** The contracts the board reads its live messages with (zod), loaded beside its first screen. */
export const loadLiveBoardContracts = () => Promise.all([pickemContract(), sportsContract()]);

/**
 * Writes a `pickem_lines` push into every cached board (the one on screen and the ones the slip
 * reads its picks from), so a moved line changes in place wherever it shows. The pick'em contract
 * must have loaded (`loadLiveBoardContracts`); useLiveLines holds what arrives before.
 */
export function applyLinesPush(queryClient: QueryClient, data: unknown): boolean {
  const contract = loadedPickemContract();
  if (!contract) throw new Error('the pick-em contract has not loaded');
  const parsed = contract.livePickemLinesMessageSchema.shape.data.safeParse(data);
  if (!parsed.success) return false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ALL_BOARDS })) {
    const boardQuery = query.queryKey[2] as PickemBoardQuery;
    patchKeepingServerTime<CachedBoard>(
      queryClient,
      query.queryKey,
      (board) => board && mergeLinesIntoCached(board, parsed.data, boardQuery),
    );
  }
  return true;
}

/**
 * Follows `pickem:<sport>` (every sport on "home") while the board is on screen. Pushes that arrive
 * before the board's first answer are held and applied on top of it, newer lines only. The contracts
 * that read them start loading with the board (its first screen needs none of them); what arrives
 * before they have loaded waits for them, in order.
 */
export function useLiveLines(query: PickemBoardQuery, loaded: boolean): void {
  const queryClient = useQueryClient();
  const { sport } = query;
  // The sports' games too, so each card's game chip moves without a topic of its own per card.
  const topics = useMemo(
    () => (sport ? [sport] : SPORT_IDS).flatMap((id) => [pickemLinesTopic(id), sportGamesTopic(id)]),
    [sport],
  );
  const early = useRef<unknown[]>([]);
  useEffect(() => {
    if (!loaded) return;
    for (const data of early.current.splice(0)) applyLinesPush(queryClient, data);
  }, [loaded, queryClient]);
  const loadedNow = useRef(loaded);
  loadedNow.current = loaded;
  const unread = useRef<LiveTopicMessage[] | null>(null);
  const read = (message: LiveTopicMessage) => {
    if (message.type === 'game') {
      const game = loadedSportsContract()?.gameSummarySchema.safeParse(message.data);
      if (game?.success) storeGamePush(queryClient, game.data);
      return;
    }
    if (message.type !== 'pickem_lines') return;
    if (!loadedNow.current) early.current.push(message.data);
    applyLinesPush(queryClient, message.data);
  };
  const readRef = useRef(read);
  readRef.current = read;
  const mounted = useRef(false);
  /** Loads the contracts (again, after a failed load), then reads what was held, in order. */
  const loadThenRead = useCallback(() => {
    loadLiveBoardContracts().then(
      () => {
        if (!mounted.current) return;
        const waiting = unread.current ?? [];
        unread.current = null;
        for (const message of waiting) readRef.current(message);
      },
      () => undefined,
    );
  }, []);
  useEffect(() => {
    mounted.current = true;
    loadThenRead();
    return () => {
      mounted.current = false;
    };
  }, [loadThenRead]);
  useLiveTopics(
    topics,
    (message) => {
      if (unread.current || !loadedPickemContract() || !loadedSportsContract()) {
        // The first message held asks for the contracts again, in case their first load failed.
        if (!unread.current) loadThenRead();
        unread.current = [...(unread.current ?? []), message];
        return;
      }
      read(message);
    },
    // Pushes may have been missed while the socket was away: fetch the boards again.
    () => void queryClient.invalidateQueries({ queryKey: ALL_BOARDS }),
  );
}

/** The board for `query` a page at a time (the first page first), kept live. */
export function useBoard(query: PickemBoardQuery) {
  const http = useHttpClient();
  const board = useInfiniteQuery(pickemBoardPagesQueryOptions(http, query));
  useLiveLines(query, board.data !== undefined);
  return board;
}
