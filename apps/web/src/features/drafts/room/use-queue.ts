import type { DraftState } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { draftsContract } from '../../../shared/api/game-contracts.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { patchKeepingServerTime } from '../../../shared/sports/server-clock.ts';
import { toast } from '../../../shared/ui/index.ts';

/** Edits within this long (a few drags, several arrow presses) are saved as one PUT. */
export const QUEUE_SAVE_DELAY_MS = 600;

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined || to < 0 || to > next.length) return [...items];
  next.splice(to, 0, item);
  return next;
}

/**
 * The player's queue in this draft: edits show at once (optimistic), are saved together after a
 * short pause with `PUT /v1/drafts/:id/queue`, and roll back to the last saved queue if the save
 * fails. Drafted players drop out of what is shown and of the next save.
 */
export function useQueue(draftId: string, state: DraftState | undefined) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const serverQueue = state?.your_queue;
  const [queue, setQueue] = useState<string[]>(serverQueue ?? []);
  const saved = useRef<string[]>(serverQueue ?? []);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string[] | null>(null);

  // A refetched state brings the server's queue; adopt it unless the player has edits not yet saved.
  useEffect(() => {
    if (!serverQueue || dirty.current) return;
    saved.current = serverQueue;
    setQueue(serverQueue);
  }, [serverQueue]);

  const drafted = useMemo(() => new Set((state?.picks ?? []).map((pick) => pick.player_id)), [state?.picks]);
  const shown = useMemo(() => queue.filter((id) => !drafted.has(id)), [queue, drafted]);
  const draftedRef = useRef(drafted);
  draftedRef.current = drafted;

  // One save at a time: a save waits for the one before it, so the server gets them in order and
  // an older answer never lands after a newer one. Only the last save's answer is adopted.
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const latestSave = useRef(0);

  const save = useCallback(
    (next: string[]) => {
      latestSave.current += 1;
      const mine = latestSave.current;
      const send = async () => {
        const playerIds = next.filter((id) => !draftedRef.current.has(id));
        try {
          const { DRAFT_ENDPOINTS } = await draftsContract();
          const answer = await http.call(DRAFT_ENDPOINTS.setDraftQueue, {
            params: { draftId },
            body: { player_ids: playerIds },
          });
          saved.current = answer.player_ids;
          if (mine !== latestSave.current) return;
          patchKeepingServerTime<DraftState>(queryClient, bestBallQueryKeys.draft(draftId), (current) =>
            current ? { ...current, your_queue: answer.player_ids } : current,
          );
        } catch (error) {
          // A later save carries the whole queue as it stands now: it decides, not this one.
          if (mine !== latestSave.current) return;
          setQueue(saved.current);
          toast.error('Your queue was not saved', {
            description:
              `${error instanceof Error ? error.message : ''} It is back as it was; try again.`.trim(),
          });
        } finally {
          if (timer.current === null && mine === latestSave.current) dirty.current = false;
        }
      };
      inFlight.current = inFlight.current.then(send);
      return inFlight.current;
    },
    [http, draftId, queryClient],
  );

  const edit = useCallback(
    (change: (current: string[]) => string[]) => {
      setQueue((current) => {
        const next = change(current.filter((id) => !draftedRef.current.has(id)));
        dirty.current = true;
        pending.current = next;
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          pending.current = null;
          void save(next);
        }, QUEUE_SAVE_DELAY_MS);
        return next;
      });
    },
    [save],
  );
  // Leaving the room within the pause still saves the last edit.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      if (pending.current !== null) void save(pending.current);
    },
    [save],
  );

  return {
    queue: shown,
    add: (playerId: string) =>
      edit((current) => (current.includes(playerId) ? current : [...current, playerId])),
    remove: (playerId: string) => edit((current) => current.filter((id) => id !== playerId)),
    move: (from: number, to: number) => edit((current) => moveItem(current, from, to)),
  };
}

export type Queue = ReturnType<typeof useQueue>;
