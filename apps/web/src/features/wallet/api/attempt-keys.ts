import { canonicalJson } from '@kennel/core';
import { useRef } from 'react';
import { isApiRequestError } from '../../../shared/api/index.ts';

/**
 * Idempotency keys per user attempt (Stripe's model): the same request sent again after no answer,
 * a timeout or a server error reuses its key, so the server replays the first result instead of
 * charging twice; a changed request, or one sent after a final answer, is a new attempt.
 */
export interface AttemptKeys {
  keyFor(request: unknown): string;
  /** The attempt got an answer that will not change on a retry: the next send is a new attempt. */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request) {
      const fingerprint = canonicalJson(request);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** Whether the server may not have finished (or even seen) the request, so a retry must reuse the key. */
export function isRetryableWithSameKey(error: unknown): boolean {
  if (!isApiRequestError(error)) return true;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || error.apiCode === 'idempotency_request_in_progress';
}

/** One AttemptKeys for the life of a form. */
export function useAttemptKeys(): AttemptKeys {
  const keys = useRef<AttemptKeys | null>(null);
  keys.current ??= createAttemptKeys();
  return keys.current;
}
