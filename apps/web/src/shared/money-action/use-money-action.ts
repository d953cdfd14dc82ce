import { canonicalJson } from '@kennel/core';
import { IDEMPOTENCY_KEY_TTL_MS } from '@kennel/core/wallet/idempotency';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, catalogueClientError, isApiRequestError } from '../api/index.ts';
import { serverNow } from '../clock/index.ts';
import { useMoneyAttempts } from './attempt-keys.tsx';

/** Whether the server may not have finished (or even seen) the request, so a retry must reuse the key. */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!isApiRequestError(error)) return true;
  const status = error.status ?? 0;
  // 429: the server did not process it (a rate limit), so the same request may go again later.
  return (
    status >= 500 || status === 408 || status === 429 || error.apiCode === 'idempotency_request_in_progress'
  );
}

/**
 * How long an attempt's key may be sent again: the server replays a key's first answer for
 * IDEMPOTENCY_KEY_TTL_MS, less an hour for the estimate of its clock and the request's trip. An
 * attempt older than that (a laptop asleep for a day with a lost answer on screen) is not sent again
 * under its key, which could no longer stop a second charge: the player checks first, then sends anew.
 */
export const SAME_KEY_RESENDABLE_MS = IDEMPOTENCY_KEY_TTL_MS - 60 * 60 * 1000;

/** The server answered and will answer the same again (a refusal), as opposed to an answer lost on the way. */
export function isFinalAnswer(error: unknown): boolean {
  return isApiRequestError(error) && !isRetryableWithSameKey(error);
}

export type MoneyActionOutcome<Result> =
  | { status: 'succeeded'; result: Result }
  | { status: 'failed'; error: unknown; sameKeyAgain: boolean }
  /** Another send of this action was still waiting for its answer: nothing was sent. */
  | { status: 'ignored' };

/**
 * One money action (a deposit, a withdrawal, an entry, a bet) sent safely from a form:
 * - one Idempotency-Key per attempt: it is made for what the player filled in, and kept until the
 *   player changes something, so "Try again" after a lost answer, a timeout or a second click sends
 *   the same key and the server replays the first answer instead of moving the money twice;
 * - a request whose answer never came (a timeout, a 5xx, a 429, no connection) keeps its key until a
 *   definite answer comes back: sent again with the same content, even after the player changed the
 *   form and changed it back, or closed and reopened it under a `KeepMoneyAttempts`, it is the same
 *   request;
 * - while a send waits for its answer every further send is ignored, decided by a ref (synchronous),
 *   not only by the disabled button, which React re-renders a moment later.
 *
 * `formContent` is what the player has filled in now (amount, method, card fields…): when it changes,
 * the answered attempts are over and the next send of them gets a new key.
 */
export function useMoneyAction(formContent: unknown, newKey: () => string = () => crypto.randomUUID()) {
  const attempts = useMoneyAttempts();
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // The form content a definitive refusal answered: sent again unchanged, the server replays it.
  const [refusedContent, setRefusedContent] = useState<string | null>(null);
  const refusedRef = useRef<string | null>(null);
  const markRefused = useCallback((content: string | null) => {
    refusedRef.current = content;
    setRefusedContent(content);
  }, []);
  const fingerprint = canonicalJson(formContent ?? null);
  const shownFingerprint = useRef(fingerprint);
  const changes = useRef(0);

  // Answered attempts end with the form that sent them; those still without an answer are kept.
  const endAnswered = useCallback(() => {
    for (const [sending, attempt] of attempts) if (!attempt.unknown) attempts.delete(sending);
  }, [attempts]);
  const endAttemptsOf = useCallback(
    (form: string) => {
      for (const [sending, attempt] of attempts) if (attempt.form === form) attempts.delete(sending);
    },
    [attempts],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      endAnswered();
    };
  }, [endAnswered]);

  useEffect(() => {
    if (shownFingerprint.current === fingerprint) return;
    shownFingerprint.current = fingerprint;
    changes.current += 1;
    endAnswered();
    setSucceeded(false);
    markRefused(null);
  }, [fingerprint, markRefused, endAnswered]);

  const askAgain = useCallback(() => {
    if (inFlight.current || refusedRef.current === null || refusedRef.current !== shownFingerprint.current)
      return;
    endAttemptsOf(refusedRef.current);
    markRefused(null);
  }, [markRefused, endAttemptsOf]);

  /**
   * Sends `request` under the attempt's key. `variant` names a different request made from the same
   * form (such as the retry through another merchant): it gets its own key.
   */
  async function send<Result>(
    request: (idempotencyKey: string) => Promise<Result>,
    variant?: unknown,
  ): Promise<MoneyActionOutcome<Result>> {
    if (inFlight.current) return { status: 'ignored' };
    const form = canonicalJson(formContent ?? null);
    const sending = canonicalJson({ form: formContent ?? null, variant: variant ?? null });
    let attempt = attempts.get(sending);
    if (attempt?.unknown && serverNow() - attempt.startedAt > SAME_KEY_RESENDABLE_MS) {
      // Its key is past the server's replay window: the attempt ends here, unsent, and the next
      // press is a new request (not refused: the player is told to check, then may send).
      attempts.delete(sending);
      const error = new ApiRequestError(catalogueClientError('attempt_too_old'), { method: '', path: '' });
      return { status: 'failed', error, sameKeyAgain: false };
    }
    inFlight.current = true;
    setPending(true);
    if (!attempt) {
      attempt = { key: newKey(), form, unknown: true, startedAt: serverNow() };
      attempts.set(sending, attempt);
    }
    attempt.unknown = true;
    const changesAtSend = changes.current;
    try {
      const result = await request(attempt.key);
      attempt.unknown = false;
      setSucceeded(true);
      markRefused(null);
      return { status: 'succeeded', result };
    } catch (error) {
      const sameKeyAgain = isRetryableWithSameKey(error);
      attempt.unknown = sameKeyAgain;
      if (!sameKeyAgain && variant === undefined) markRefused(form);
      return { status: 'failed', error, sameKeyAgain };
    } finally {
      inFlight.current = false;
      setPending(false);
      // A definite answer to a form changed (or closed) while the request was out ends the attempt.
      const formMovedOn = changes.current !== changesAtSend || !mounted.current;
      if (!attempt.unknown && formMovedOn && attempts.get(sending) === attempt) attempts.delete(sending);
    }
  }

  return {
    send,
    /** A request is waiting for its answer: show the button busy. */
    pending,
    /** The last send succeeded and the form has not changed since. */
    succeeded,
    /**
     * The server refused this very content (a final answer, not a lost one): sending it again only
     * replays the refusal, so the form's Submit waits for a change (or for `askAgain`).
     */
    refused: refusedContent === fingerprint,
    /**
     * Something outside the form that the refusal depended on changed (money deposited elsewhere):
     * a refusal moved no money, so the next send may ask the server again under a new key.
     */
    askAgain,
    /**
     * Forgets the form's keys once it was answered (a success), or when the request can no longer be
     * sent as it was (an expired card token).
     */
    newAttempt: () => {
      if (!inFlight.current) endAttemptsOf(canonicalJson(formContent ?? null));
    },
  };
}

export type MoneyAction = ReturnType<typeof useMoneyAction>;
