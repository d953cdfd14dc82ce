import { canonicalJson } from '@kennel/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../api/index.ts';

/** Whether the server may not have finished (or even seen) the request, so a retry must reuse the key. */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!isApiRequestError(error)) return true;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || error.apiCode === 'idempotency_request_in_progress';
}

/** The server answered and will answer the same again (a refusal), as opposed to an answer lost on the way. */
export function isFinalAnswer(error: unknown): boolean {
  return isApiRequestError(error) && !isRetryableWithSameKey(error);
}

export type MoneyActionOutcome<Result> =
  | { status: 'succeeded'; result: Result }
  | { status: 'failed'; error: unknown; sameKeyAgain: boolean }
  /** Another send of this action was still waiting for its answer: nothing was sent. */
  | { status: 'ignored' };

interface Attempt {
  fingerprint: string;
  key: string;
}

/**
 * One money action (a deposit, a withdrawal, an entry, a bet) sent safely from a form:
 * - one Idempotency-Key per attempt: it is made for what the player filled in, and kept until the
 *   player changes something, so "Try again" after a lost answer, a timeout or a second click sends
 *   the same key and the server replays the first answer instead of moving the money twice;
 * - while a send waits for its answer every further send is ignored, decided by a ref (synchronous),
 *   not only by the disabled button, which React re-renders a moment later.
 *
 * `formContent` is what the player has filled in now (amount, method, card fields…): when it changes,
 * the attempt is over and the next send gets a new key, even if the content later changes back.
 */
export function useMoneyAction(formContent: unknown, newKey: () => string = () => crypto.randomUUID()) {
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);
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

  useEffect(() => {
    if (shownFingerprint.current === fingerprint) return;
    shownFingerprint.current = fingerprint;
    changes.current += 1;
    // The player changed the form: a new attempt (the one in flight keeps its key until it answers).
    if (!inFlight.current) attempt.current = null;
    setSucceeded(false);
    markRefused(null);
  }, [fingerprint, markRefused]);

  const askAgain = useCallback(() => {
    if (inFlight.current || refusedRef.current === null || refusedRef.current !== shownFingerprint.current)
      return;
    attempt.current = null;
    markRefused(null);
  }, [markRefused]);

  /**
   * Sends `request` under the attempt's key. `variant` names a different request made from the same
   * form (such as the retry through another merchant): it gets its own key.
   */
  async function send<Result>(
    request: (idempotencyKey: string) => Promise<Result>,
    variant?: unknown,
  ): Promise<MoneyActionOutcome<Result>> {
    if (inFlight.current) return { status: 'ignored' };
    inFlight.current = true;
    setPending(true);
    const sending = canonicalJson({ form: formContent ?? null, variant: variant ?? null });
    if (attempt.current?.fingerprint !== sending) attempt.current = { fingerprint: sending, key: newKey() };
    const sentAttempt = attempt.current;
    const changesAtSend = changes.current;
    try {
      const result = await request(sentAttempt.key);
      setSucceeded(true);
      markRefused(null);
      return { status: 'succeeded', result };
    } catch (error) {
      const sameKeyAgain = isRetryableWithSameKey(error);
      if (!sameKeyAgain && variant === undefined) markRefused(canonicalJson(formContent ?? null));
      return { status: 'failed', error, sameKeyAgain };
    } finally {
      inFlight.current = false;
      setPending(false);
      // The form changed while the request was out: that answer ends the attempt.
      if (changes.current !== changesAtSend && attempt.current === sentAttempt) attempt.current = null;
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
    /** Forgets the key, e.g. when the request can no longer be sent as it was (an expired card token). */
    newAttempt: () => {
      if (!inFlight.current) attempt.current = null;
    },
  };
}

export type MoneyAction = ReturnType<typeof useMoneyAction>;
