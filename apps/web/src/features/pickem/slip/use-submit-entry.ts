import {
  type ClientError,
  canonicalJson,
  type InvalidOption,
  PICKEM_ENDPOINTS,
  type PickemEntry,
  type PickemEntryRequest,
} from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { pickemQueryKeys } from '../../../shared/api/pickem.ts';
import { walletQueryKey } from '../../../shared/api/wallet.ts';
import { useMoneyAction } from '../../../shared/money-action/index.ts';

/** Waits before each automatic retry of an answer that may not have arrived (a timeout, a 5xx). */
export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = [600, 1_800];

export type SubmitProblem = {
  error: ClientError;
  /** The picks whose lines moved, were suspended or locked (422 pickem_lines_changed). */
  invalidOptions: InvalidOption[];
};

function asClientError(error: unknown): ClientError {
  if (isApiRequestError(error)) return error.clientError;
  return { message: error instanceof Error ? error.message : 'Unknown error' };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the slip as an entry under ONE Idempotency-Key per attempt (useMoneyAction): a double click
 * sends once, an automatic retry after a lost answer and the player's own "Try again" reuse the key,
 * so the server replays the first answer instead of charging twice; any change to the slip, or a
 * success, starts a new attempt with a new key.
 */
export function useSubmitEntry(
  request: PickemEntryRequest,
  {
    onSubmitted,
    retryDelaysMs = SUBMIT_RETRY_DELAYS_MS,
  }: {
    onSubmitted: (entry: PickemEntry) => void;
    retryDelaysMs?: readonly number[];
  },
) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const action = useMoneyAction(request);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Covers the pauses between automatic retries too, when the money action itself is idle.
  const busy = useRef(false);
  const latest = useRef(request);
  latest.current = request;

  async function submit(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    try {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await action.send((idempotencyKey) =>
          http.call(PICKEM_ENDPOINTS.submitPickemEntry, { body: request }, { idempotencyKey }),
        );
        if (outcome.status === 'ignored') return;
        if (outcome.status === 'succeeded') {
          void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.entries });
          void queryClient.invalidateQueries({ queryKey: walletQueryKey });
          action.newAttempt();
          onSubmitted(outcome.result);
          return;
        }
        const delay = retryDelaysMs[attempt];
        if (outcome.sameKeyAgain && delay !== undefined) {
          setRetrying(true);
          await wait(delay);
          // The slip changed meanwhile: the old request is not sent again under a new key.
          if (canonicalJson(latest.current) === canonicalJson(request)) continue;
        }
        const error = asClientError(outcome.error);
        setProblem({ error, invalidOptions: error.invalidOptions ?? [] });
        return;
      }
    } finally {
      busy.current = false;
      setRetrying(false);
    }
  }

  return {
    submit,
    pending: action.pending || retrying,
    problem,
    /** The server refused this very slip: Submit waits for a change, the refusal beside it. */
    refused: action.refused,
    askAgain: action.askAgain,
    dismissProblem: () => setProblem(null),
  };
}
