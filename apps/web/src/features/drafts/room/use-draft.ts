import type { DraftState } from '@kennel/core';
import { draftTopic } from '@kennel/core/contracts/draft-topic';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { bestBallQueryKeys, draftQueryOptions } from '../../../shared/api/best-ball.ts';
import { loadedDraftsContract } from '../../../shared/api/game-contracts.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { type LiveTopicMessage, useLiveTopic } from '../../../shared/realtime/index.ts';
import { useServerClockOffset } from '../../../shared/sports/server-clock.ts';
import { applyDraftDelta } from './draft-state.ts';

/**
 * Applies one message of `draft:<id>` to the cached full state. Answers whether the cache can no
 * longer be trusted (a version skipped, or a message that is not a delta), so the caller refetches,
 * or that nothing is loaded yet (`early`): the load under way may have read the draft before this
 * change, so the caller checks the version it brings. Before the drafts contract has loaded (with
 * the first fetch, which has not started yet) every message is `early`, with no version to await.
 */
export function receiveDraftMessage(
  queryClient: QueryClient,
  draftId: string,
  raw: unknown,
): 'ok' | 'refetch' | 'early' {
  const contract = loadedDraftsContract();
  if (!contract) return 'early';
  const parsed = contract.liveDraftMessageSchema.safeParse(raw);
  if (!parsed.success) return 'refetch';
  const key = bestBallQueryKeys.draft(draftId);
  const state = queryClient.getQueryData<DraftState>(key);
  if (!state) return 'early';
  const outcome = applyDraftDelta(state, parsed.data.data);
  if (outcome.kind === 'gap') return 'refetch';
  if (outcome.kind === 'applied') queryClient.setQueryData(key, outcome.state);
  return 'ok';
}

/** The version a `draft:<id>` message carries (0 when it is not a delta, or before the contract loads). */
export function draftMessageVersion(raw: unknown): number {
  const parsed = loadedDraftsContract()?.liveDraftMessageSchema.safeParse(raw);
  return parsed?.success ? parsed.data.data.version : 0;
}

/**
 * How long past the pick's deadline (the server's clock) the room waits for the pick's delta before
 * it asks for the full state again, and again as long as the pick is still missing: the sweeper makes
 * an overdue pick within a fraction of a second, so a longer wait means a busy server or a lost delta.
 */
export const OVERDUE_RESYNC_MS = 3_000;
/** The longest wait between those asks while the pick stays missing. */
export const OVERDUE_RESYNC_MAX_MS = 30_000;

/**
 * The draft's full state kept live: loads it, follows `draft:<id>`, applies each delta whose version
 * is the next one, and refetches the full state after a gap or a reconnect. A resync asked for while
 * a fetch is under way (that fetch may have read the draft before the change) fetches again once it
 * ends, as does a load that brings an older version than a message that came before it.
 * `clockOffsetMs` turns this device's clock into the server's, so the countdown is the server's
 * deadline.
 */
export function useDraft(draftId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const query = useQuery(draftQueryOptions(http, draftId));
  const refetch = query.refetch;
  // A resync that must follow the fetch under way, and the newest version a message carried before
  // anything was loaded.
  const again = useRef(false);
  const awaited = useRef(0);
  const resync = useCallback(() => {
    if (queryClient.isFetching({ queryKey: bestBallQueryKeys.draft(draftId) }) > 0) again.current = true;
    else void refetch();
  }, [queryClient, draftId, refetch]);
  const onMessage = useCallback(
    (message: LiveTopicMessage) => {
      const outcome = receiveDraftMessage(queryClient, draftId, message);
      if (outcome === 'refetch') resync();
      else if (outcome === 'early') {
        awaited.current = Math.max(awaited.current, draftMessageVersion(message));
        // No load under way (the first one failed): this message is news only a fetch can bring.
        if (queryClient.isFetching({ queryKey: bestBallQueryKeys.draft(draftId) }) === 0) void refetch();
      }
    },
    [queryClient, draftId, resync, refetch],
  );
  useLiveTopic(draftId ? draftTopic(draftId) : null, onMessage, resync);

  const fetching = query.isFetching;
  const version = query.data?.version;
  useEffect(() => {
    if (fetching) return;
    const behind = version !== undefined && version < awaited.current;
    if (version !== undefined) awaited.current = 0;
    if (!again.current && !behind) return;
    again.current = false;
    void refetch();
  }, [fetching, version, refetch]);

  const serverNow = query.data?.server_now;
  const updatedAt = query.dataUpdatedAt;
  // Measured against when that server time arrived (a fetch or a delta), not the render's time.
  const clockOffsetMs = useServerClockOffset(serverNow, updatedAt);

  // A pick past its deadline with no delta: asked for again, re-armed by every answer (dataUpdatedAt).
  const deadlineAt = query.data?.deadline_at ?? null;
  useEffect(() => {
    if (deadlineAt === null || updatedAt === 0) return;
    const untilDeadline = Date.parse(deadlineAt) - (Date.now() + clockOffsetMs);
    // Still past after an answer: asked again after as long as it has been past (3 s, 6, 12, then
    // every 30 s), so a busy server is not asked faster by every open room.
    const wait = Math.min(Math.max(-untilDeadline, OVERDUE_RESYNC_MS), OVERDUE_RESYNC_MAX_MS);
    const timer = window.setTimeout(resync, Math.max(untilDeadline, 0) + wait);
    return () => window.clearTimeout(timer);
  }, [deadlineAt, clockOffsetMs, updatedAt, resync]);
  return { query, draft: query.data, clockOffsetMs };
}
