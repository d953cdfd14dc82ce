import { type ClientError, canonicalJson } from '@kennel/core';
import { useRef, useState } from 'react';
import { catalogueClientError, type HttpClient, isApiRequestError, useHttpClient } from '../api/index.ts';
import { useMoneyAction } from './use-money-action.ts';

/** Waits before each automatic retry of an answer that may not have arrived (a timeout, a 5xx). */
export const PAID_SUBMIT_RETRY_DELAYS_MS: readonly number[] = [600, 1_800];
/** A Retry-After longer than this is not waited out behind a busy button: the player tries again later. */
const LONGEST_AUTOMATIC_WAIT_MS = 5_000;

function asClientError(error: unknown): ClientError {
  if (isApiRequestError(error)) return error.clientError;
  return { message: error instanceof Error ? error.message : 'Unknown error' };
}

/** The server said it did not process the request (a rate limit): nothing went in, whatever the form now says. */
const notProcessed = (error: unknown) => isApiRequestError(error) && error.status === 429;

/** An attempt whose answer was lost too long ago to be sent again under its key (useMoneyAction). */
const tooOldToResend = (error: unknown) => isApiRequestError(error) && error.apiCode === 'attempt_too_old';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PaidSubmitOptions<Request, Result> {
  /** Sends the paid action under `idempotencyKey`. */
  send: (http: HttpClient, request: Request, idempotencyKey: string) => Promise<Result>;
  /** After the answer: refresh what it changed, tell the player. */
  onSucceeded: (result: Result) => void;
  /** After a request whose answer never came: refresh what it may have changed (entries, wallet). */
  onOutcomeUnknown?: () => void;
  retryDelaysMs?: readonly number[];
}

interface Problem {
  error: ClientError;
  /** The request it answered. */
  answered: string;
  /** No answer came: the request may have gone through, so it stays shown after the form changes. */
  unknown: boolean;
}

/**
 * Every game's paid action sent from its form (a pick'em slip, a best ball entry, a bet): ONE
 * Idempotency-Key per attempt (useMoneyAction), so a double click sends once, and an automatic
 * retry after a lost answer and the player's own "Try again" reuse the key, so the server replays
 * the first answer instead of charging twice; a change to `request` after a definite answer, or a
 * success, starts a new attempt with a new key. A refusal is kept as `problem` until the player
 * changes something, and one that answers a request the player has since changed is not shown at
 * all; a lost answer is shown whatever the form says now, since that request may have gone in.
 */
export function usePaidSubmit<Request, Result>(
  request: Request,
  {
    send,
    onSucceeded,
    onOutcomeUnknown,
    retryDelaysMs = PAID_SUBMIT_RETRY_DELAYS_MS,
  }: PaidSubmitOptions<Request, Result>,
) {
  const http = useHttpClient();
  const action = useMoneyAction(request);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [retrying, setRetrying] = useState(false);
  // Covers the pauses between automatic retries too, when the money action itself is idle.
  const busy = useRef(false);
  const latest = useRef(request);
  latest.current = request;

  async function submit(): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    const sent = canonicalJson(request);
    try {
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await action.send((idempotencyKey) => send(http, request, idempotencyKey));
        if (outcome.status === 'ignored') return;
        if (outcome.status === 'succeeded') {
          action.newAttempt();
          onSucceeded(outcome.result);
          return;
        }
        const { error, sameKeyAgain } = outcome;
        const scheduled = retryDelaysMs[attempt];
        const asked = isApiRequestError(error) ? (error.retryAfterMs ?? 0) : 0;
        const delay = scheduled === undefined ? undefined : Math.max(scheduled, asked);
        if (sameKeyAgain && delay !== undefined && delay <= LONGEST_AUTOMATIC_WAIT_MS) {
          setRetrying(true);
          await wait(delay);
          // The form changed meanwhile: the old request is not sent again for the new form.
          if (canonicalJson(latest.current) === sent) continue;
        }
        const unknown = sameKeyAgain && !notProcessed(error);
        // Both leave the player to check what went in: show it as it stands now.
        if (unknown || tooOldToResend(error)) onOutcomeUnknown?.();
        setProblem({
          error: unknown ? catalogueClientError('outcome_unknown') : asClientError(error),
          answered: sent,
          unknown,
        });
        return;
      }
    } finally {
      busy.current = false;
      setRetrying(false);
    }
  }

  // A refusal answers the request it was sent for. One that arrives after the player changed the
  // form (a slip already moved to the new lines while the old request's 422 was on its way) is about
  // a request no longer there: shown against the new form it would flag the new lines as closed.
  const shown =
    problem !== null && (problem.unknown || problem.answered === canonicalJson(request))
      ? problem.error
      : null;

  return {
    submit,
    pending: action.pending || retrying,
    problem: shown,
    /** The server refused this very request: submitting waits for a change, the refusal beside it. */
    refused: action.refused,
    askAgain: action.askAgain,
    dismissProblem: () => setProblem(null),
  };
}
