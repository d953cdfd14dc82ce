import { BEST_BALL_TEAMS_ENDPOINTS, type DraftRanking, type SportId } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';

/** Quiet time after the last move before it is sent: a burst of arrow presses is one save. */
export const AUTOSAVE_DELAY_MS = 700;

export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'error';

/**
 * The player's order as they edit it, saved automatically. Autosave rather than a Save button:
 * rankings only matter when autopick reads them, often minutes later in a draft the player is not
 * watching, so a forgotten Save would silently draft from the old list. Saves go one at a time in
 * order (a slow answer can never overwrite a newer order), and a pending one is sent when the page
 * unmounts; closing the tab with a change not yet stored asks first.
 */
export function useRankingOrder(sportId: SportId, slateId: string, server: DraftRanking | undefined) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<string[] | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const pending = useRef<string[] | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    const ids = pending.current;
    if (!ids) return chain.current;
    pending.current = null;
    setStatus('saving');
    chain.current = chain.current
      .then(() =>
        http.call(BEST_BALL_TEAMS_ENDPOINTS.saveDraftRankings, {
          params: { sportId, slateId },
          body: { player_ids: ids },
        }),
      )
      .then(
        (saved) => {
          queryClient.setQueryData(bestBallQueryKeys.rankings(sportId, slateId), saved);
          if (!pending.current) setStatus('saved');
        },
        () => {
          // Keep the newest order to retry with; a later edit already holds a newer one.
          pending.current ??= ids;
          setStatus('error');
        },
      );
    return chain.current;
  }, [http, queryClient, sportId, slateId]);

  const edit = useCallback(
    (ids: string[]) => {
      setLocal(ids);
      pending.current = ids;
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /**
   * Before a reset or an import replaces the list: unsent edits are dropped and the save under way
   * (if any) is waited for, so it cannot land after the replacement and undo it.
   */
  const settle = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    pending.current = null;
    return chain.current;
  }, []);

  /** Drops unsent edits and follows the server again (after a reset or an import). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    setLocal(null);
    setStatus('idle');
  }, []);

  // Leaving the page (another route, another slate) sends what is pending.
  useEffect(() => () => void flush(), [flush]);

  const unsafe = status === 'unsaved' || status === 'saving' || status === 'error';
  useEffect(() => {
    if (!unsafe) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsafe]);

  return {
    ids: local ?? server?.player_ids ?? [],
    customised: local !== null || (server?.customised ?? false),
    status,
    edit,
    flush,
    settle,
    discard,
  };
}
