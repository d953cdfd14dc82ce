import {
  type ClientError,
  CONTEST_ENDPOINTS,
  type ContestEntryResult,
  type ContestSummary,
  MAX_ENTRIES_PER_REQUEST,
} from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { walletQueryKey } from '../../../shared/api/wallet.ts';
import { useMoneyAction } from '../../../shared/money-action/index.ts';
import { storeBoughtContest } from './lobby-cache.ts';

/** Waits before each automatic retry of an answer that may not have arrived (a timeout, a 5xx). */
export const ENTER_RETRY_DELAYS_MS: readonly number[] = [600, 1_800];

/** Why no more entries can be bought now, or null when some can. */
export type EnterBlock = 'full' | 'max_reached' | 'not_open' | null;

/** The most entries one request may buy now: the player's allowance, the room left and the request cap. */
export function enterableNow(contest: ContestSummary): { most: number; block: EnterBlock } {
  if (contest.status !== 'open') return { most: 0, block: 'not_open' };
  const room = contest.entry_cap - contest.entries;
  if (room <= 0) return { most: 0, block: 'full' };
  const allowance = contest.max_per_user - (contest.my_entries ?? 0);
  if (allowance <= 0) return { most: 0, block: 'max_reached' };
  return { most: Math.min(allowance, room, MAX_ENTRIES_PER_REQUEST), block: null };
}

function asClientError(error: unknown): ClientError {
  if (isApiRequestError(error)) return error.clientError;
  return { message: error instanceof Error ? error.message : 'Unknown error' };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buys `quantity` entries under ONE Idempotency-Key per attempt (useMoneyAction, as the pick'em slip
 * does): a double click sends once, an automatic retry after a lost answer and "Try again" reuse the
 * key so the server replays its first answer instead of charging twice; a changed quantity (or
 * another contest), or a success, starts a new attempt with a new key.
 */
export function useEnterContest(
  contestId: string,
  quantity: number,
  {
    onEntered,
    retryDelaysMs = ENTER_RETRY_DELAYS_MS,
  }: { onEntered: (result: ContestEntryResult) => void; retryDelaysMs?: readonly number[] },
) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const request = { contestId, quantity };
  const action = useMoneyAction(request);
  const [problem, setProblem] = useState<ClientError | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Covers the pauses between automatic retries too, when the money action itself is idle.
  const busy = useRef(false);
  const latest = useRef(request);
  latest.current = request;

  async function enter(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    try {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await action.send((idempotencyKey) =>
          http.call(
            CONTEST_ENDPOINTS.enterContest,
            { params: { contestId }, body: { quantity } },
            { idempotencyKey },
          ),
        );
        if (outcome.status === 'ignored') return;
        if (outcome.status === 'succeeded') {
          storeBoughtContest(queryClient, outcome.result.contest);
          void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.contests });
          void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.drafts });
          void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.teams });
          void queryClient.invalidateQueries({ queryKey: walletQueryKey });
          action.newAttempt();
          onEntered(outcome.result);
          return;
        }
        const delay = retryDelaysMs[attempt];
        if (outcome.sameKeyAgain && delay !== undefined) {
          setRetrying(true);
          await wait(delay);
          // The quantity changed meanwhile: the old request is not sent again under a new key.
          if (latest.current.contestId === contestId && latest.current.quantity === quantity) continue;
        }
        setProblem(asClientError(outcome.error));
        return;
      }
    } finally {
      busy.current = false;
      setRetrying(false);
    }
  }

  return {
    enter,
    pending: action.pending || retrying,
    problem,
    /** The server refused this very request: Enter waits for a change, the refusal beside it. */
    refused: action.refused,
    askAgain: action.askAgain,
    dismissProblem: () => setProblem(null),
  };
}
