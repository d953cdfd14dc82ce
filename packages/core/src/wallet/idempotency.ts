/**
 * Idempotency-Key handling with Stripe's semantics, as pure decisions: the API stores one record per
 * (user, key), computes the request's fingerprint (method, path and a hash of `canonicalJson(body)`)
 * and asks `idempotencyDecision` what to do. Like Stripe, the first result is kept once the service
 * started work, errors included; a request turned away before it ran (bad input, a concurrent
 * request with the same key) stores nothing, so it can be fixed and sent again with the same key.
 */

/** A stored result is replayed for this long; after that the key is new again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request still marked in progress after this long is taken to have died, so a retry may run. */
export const IDEMPOTENCY_LOCK_TIMEOUT_MS = 90_000;

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export interface IdempotencyRecord {
  readonly fingerprint: string;
  readonly createdAt: string;
  /** `null` while the first request is still running. */
  readonly response: StoredResponse | null;
}

export type IdempotencyDecision =
  | { readonly action: 'execute' }
  | { readonly action: 'replay'; readonly response: StoredResponse }
  | {
      readonly action: 'reject';
      readonly code: 'idempotency_key_reused' | 'idempotency_request_in_progress';
    };

export function idempotencyDecision(
  record: IdempotencyRecord | null,
  fingerprint: string,
  now: string,
): IdempotencyDecision {
  if (!record) return { action: 'execute' };
  const age = Date.parse(now) - Date.parse(record.createdAt);
  if (age >= IDEMPOTENCY_KEY_TTL_MS) return { action: 'execute' };
  if (record.fingerprint !== fingerprint) return { action: 'reject', code: 'idempotency_key_reused' };
  if (record.response) return { action: 'replay', response: record.response };
  if (age >= IDEMPOTENCY_LOCK_TIMEOUT_MS) return { action: 'execute' };
  return { action: 'reject', code: 'idempotency_request_in_progress' };
}

/** JSON with object keys sorted at every depth, so equal bodies fingerprint equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}
