import { type DraftState, draftTopic, liveDraftMessageSchema } from '@kennel/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { bestBallQueryKeys, draftQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { type LiveTopicMessage, useLiveTopic } from '../../../shared/realtime/index.ts';
import { applyDraftDelta } from './draft-state.ts';

/**
 * Applies one message of `draft:<id>` to the cached full state. Answers whether the cache can no
 * longer be trusted (a version skipped, or a message that is not a delta), so the caller refetches.
 */
export function receiveDraftMessage(
  queryClient: QueryClient,
  draftId: string,
  raw: unknown,
): 'ok' | 'refetch' {
  const parsed = liveDraftMessageSchema.safeParse(raw);
  if (!parsed.success) return 'refetch';
  const key = bestBallQueryKeys.draft(draftId);
  const state = queryClient.getQueryData<DraftState>(key);
  // Nothing loaded yet: the fetch under way brings a version at least as new.
  if (!state) return 'ok';
  const outcome = applyDraftDelta(state, parsed.data.data);
  if (outcome.kind === 'gap') return 'refetch';
  if (outcome.kind === 'applied') queryClient.setQueryData(key, outcome.state);
  return 'ok';
}

/** How far the server's clock is ahead of this device's, from a `server_now` just received. */
export function serverClockOffset(serverNow: string, receivedAt: number): number {
  return Date.parse(serverNow) - receivedAt;
}

/**
 * The draft's full state kept live: loads it, follows `draft:<id>`, applies each delta whose version
 * is the next one, and refetches the full state after a gap or a reconnect. `clockOffsetMs` turns
 * this device's clock into the server's, so the countdown is the server's deadline.
 */
export function useDraft(draftId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const query = useQuery(draftQueryOptions(http, draftId));
  const refetch = query.refetch;
  const resync = useCallback(() => {
    void refetch({ cancelRefetch: false });
  }, [refetch]);
  const onMessage = useCallback(
    (message: LiveTopicMessage) => {
      if (receiveDraftMessage(queryClient, draftId, message) === 'refetch') resync();
    },
    [queryClient, draftId, resync],
  );
  useLiveTopic(draftId ? draftTopic(draftId) : null, onMessage, resync);

  const serverNow = query.data?.server_now;
  // Measured when a new server time arrives (a fetch or a delta), not on every render.
  const clockOffsetMs = useMemo(
    () => (serverNow ? serverClockOffset(serverNow, Date.now()) : 0),
    [serverNow],
  );
  return { query, draft: query.data, clockOffsetMs };
}
