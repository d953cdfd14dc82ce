import { createHash } from 'node:crypto';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotencyRecord,
  idempotencyDecision,
  idempotencyKeySchema,
  type StoredResponse,
} from '@kennel/core';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { deferWrite, runShaped } from '../db/deferred-writes.ts';
import { runPrepared } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { ApiProblem, apiErrorBody } from './api-problem.ts';
import { signedInUser } from './auth.ts';
import { assertNotTimedOut } from './handler-timeout.ts';

export type { StoredResponse };

/** Handed to the work of an idempotent request. */
export interface IdempotentRun {
  /**
   * The request's key within its replay window: the Idempotency-Key itself, tagged with when the
   * window began. A retry (same window) gets the same value and resumes the rows keyed by it; the
   * same Idempotency-Key sent after its window expired gets a new value, so it starts new rows
   * instead of being answered with the old ones. Key rows by this, never by the raw header.
   */
  readonly key: string;
  /**
   * Stores the response to replay. Call it inside the transaction that moves the money, so a
   * committed movement always has its response stored and a rolled-back one never does.
   */
  saveResponse(tx: Database, response: StoredResponse): Promise<void>;
  /** Replaces the stored response with a later state of the same effect (e.g. a payout that followed). */
  replaceResponse(tx: Database, response: StoredResponse): Promise<void>;
}

/**
 * A running request renews its claim this often; a claim not renewed for IDEMPOTENCY_LEASE_MS
 * belongs to a request that died (its process crashed), so a retry may take the key over at once.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
const LEASE_RENEWAL_MS = 3_000;

/** The API error body a failed request is answered with, for storing inside a transaction. */
export function problemResponse(problem: ApiProblem, request: FastifyRequest): StoredResponse {
  return { status: problem.statusCode, body: apiErrorBody(problem.code, request.id, problem.extras) };
}

function keyFrom(request: FastifyRequest): string {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) throw new ApiProblem('idempotency_key_required');
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Send a valid Idempotency-Key header.';
    throw new ApiProblem('invalid_request', { fields: { 'Idempotency-Key': message } });
  }
  return parsed.data;
}

/**
 * What the client sent (path parameters and body as they arrived, before the contract's defaults
 * and transforms), in canonical form: taken by `rememberClientContent` before validation.
 */
const clientContent = new WeakMap<FastifyRequest, string>();

/**
 * A preValidation hook of every idempotent route (route.ts): keeps what the client sent for the
 * fingerprint. Validation then replaces the body with the parsed one, defaults included, and a
 * server default that changes (a deploy between a request and its retry) must not make the retry
 * another request.
 */
export async function rememberClientContent(request: FastifyRequest): Promise<void> {
  clientContent.set(request, canonicalJson({ params: request.params ?? null, body: request.body ?? null }));
}

/** Fingerprints taken of what the client sent are stored with this prefix; older ones have none. */
const CLIENT_FINGERPRINT = 'client:';

const hashOf = (route: string, content: string) =>
  createHash('sha256').update(route).update('\n').update(content).digest('hex');

interface Fingerprints {
  /** Same route, same parameters, same body as the client sent them (key order aside). */
  readonly current: string;
  /**
   * The forms a key stored before fingerprints were taken of what the client sent may hold (the
   * parsed body, or the sent one where no default was added to it then); a stored fingerprint
   * without the prefix matching one of them is this request. Those keys expire with their replay
   * window (IDEMPOTENCY_KEY_TTL_MS), after which this fallback matches nothing. Worked out only
   * when a key is found stored (a retry), not on a first claim.
   */
  readonly legacy: () => readonly string[];
}

function fingerprintsOf(request: FastifyRequest): Fingerprints {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const sent = clientContent.get(request);
  if (sent === undefined) throw new Error(`${route}: idempotent without rememberClientContent`);
  const sentHash = hashOf(route, sent);
  return {
    current: `${CLIENT_FINGERPRINT}${sentHash}`,
    legacy: () => [
      sentHash,
      hashOf(route, canonicalJson({ params: request.params ?? null, body: request.body ?? null })),
    ],
  };
}

/** The stored fingerprint when it is this request's (in whichever form it was stored), else the current one. */
function matchingFingerprint(stored: string, fingerprints: Fingerprints): string {
  if (stored === fingerprints.current) return stored;
  if (!stored.startsWith(CLIENT_FINGERPRINT) && fingerprints.legacy().includes(stored)) return stored;
  return fingerprints.current;
}

/**
 * Stripe's Idempotency-Key semantics for money-moving POSTs (core wallet/idempotency.ts decides):
 * the first response is stored and replayed for the same key and body; another body with the key
 * is refused; a request still running answers 409. Nothing is stored for requests turned away
 * before they ran. A running request holds a lease on its key; a crash stops the renewals, so a
 * retry runs once the lease lapses (seconds, not the 90 s lock timeout), and every money route
 * resumes what the dead attempt committed (its rows are keyed by `IdempotentRun.key`, the same for
 * every retry in the key's window and new once the window expired and the key runs again).
 */
interface Claim {
  /** The claim's token: its record's created_at, which a later takeover replaces. */
  readonly claimedAt: Date;
  /** `IdempotentRun.key`. */
  readonly scopedKey: string;
}

/** The key within its window; a window opened before windows were recorded (null) keeps the bare key. */
function scoped(key: string, windowStartedAt: Date | null): string {
  return windowStartedAt ? `${key}@${windowStartedAt.toISOString()}` : key;
}

// A first claim, every paid request's: a named prepared statement (made once per connection).
const CLAIM_KEY = `insert into idempotency_keys (user_id, key, fingerprint, created_at, window_started_at, lease_expires_at)
  values ($1::uuid, $2, $3, $4::timestamptz, $4::timestamptz, $5::timestamptz)
  on conflict do nothing
  returning key`;

export function createIdempotency({ db, clock }: { db: Database; clock: Clock }) {
  const forKey = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  async function claim(
    userId: string,
    key: string,
    fingerprints: Fingerprints,
  ): Promise<Claim | StoredResponse> {
    const fingerprint = fingerprints.current;
    const now = clock();
    const leaseExpiresAt = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
    const inserted = await runPrepared(db, 'idempotency_claim', CLAIM_KEY, [
      userId,
      key,
      fingerprint,
      now.toISOString(),
      leaseExpiresAt.toISOString(),
    ]);
    if (inserted.length === 1) return { claimedAt: now, scopedKey: scoped(key, now) };

    const [row] = await db.select().from(idempotencyKeys).where(forKey(userId, key));
    if (!row) throw new ApiProblem('idempotency_request_in_progress');
    const record: IdempotencyRecord = {
      fingerprint: row.fingerprint,
      createdAt: row.createdAt.toISOString(),
      response: row.responseStatus === null ? null : { status: row.responseStatus, body: row.responseBody },
    };
    const decision = idempotencyDecision(
      record,
      matchingFingerprint(row.fingerprint, fingerprints),
      now.toISOString(),
    );
    if (decision.action === 'replay') return decision.response;
    const leaseLapsed = row.leaseExpiresAt !== null && row.leaseExpiresAt <= now;
    if (
      decision.action === 'reject' &&
      !(decision.code === 'idempotency_request_in_progress' && leaseLapsed)
    ) {
      throw new ApiProblem(decision.code);
    }
    // Expired, or its first request died: take the key over unless another retry just did. An
    // expired key opens a new window (new rows); a retry of a dead request stays in its window.
    const expired = now.getTime() - row.createdAt.getTime() >= IDEMPOTENCY_KEY_TTL_MS;
    const windowStartedAt = expired ? now : row.windowStartedAt;
    const taken = await db
      .update(idempotencyKeys)
      .set({
        fingerprint,
        createdAt: now,
        windowStartedAt,
        leaseExpiresAt,
        responseStatus: null,
        responseBody: null,
        completedAt: null,
      })
      .where(and(forKey(userId, key), eq(idempotencyKeys.createdAt, row.createdAt)))
      .returning({ createdAt: idempotencyKeys.createdAt });
    if (taken.length === 0) throw new ApiProblem('idempotency_request_in_progress');
    return { claimedAt: now, scopedKey: scoped(key, windowStartedAt) };
  }

  /**
   * The answer stored for the claim made at `claimedAt`, unless another request has taken the key
   * over (no row then). Plain SQL: every paid request sends it, deferred into its money statement.
   */
  const storing = (userId: string, key: string, claimedAt: Date, response: StoredResponse) =>
    sql`update idempotency_keys set response_status = ${response.status},
          response_body = ${response.body === undefined || response.body === null ? null : JSON.stringify(response.body)}::jsonb,
          completed_at = ${clock().toISOString()}::timestamptz
        where user_id = ${userId}::uuid and key = ${key} and created_at = ${claimedAt.toISOString()}::timestamptz
          and response_status is null
        returning key`;

  async function store(
    executor: Database,
    userId: string,
    key: string,
    claimedAt: Date,
    response: StoredResponse,
  ): Promise<boolean> {
    return (await runShaped(executor, storing(userId, key, claimedAt, response))).length === 1;
  }

  /** Keeps the claim alive while the work runs; stops when it settles. */
  function holdLease(userId: string, key: string, claimedAt: Date): () => void {
    const timer = setInterval(() => {
      db.update(idempotencyKeys)
        .set({ leaseExpiresAt: new Date(clock().getTime() + IDEMPOTENCY_LEASE_MS) })
        .where(
          and(
            forKey(userId, key),
            eq(idempotencyKeys.createdAt, claimedAt),
            isNull(idempotencyKeys.responseStatus),
          ),
        )
        // A missed renewal only lets a retry in sooner; the stored-response check still guards it.
        .catch(() => undefined);
    }, LEASE_RENEWAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  return {
    /**
     * Runs `work` once per key. Use from a route guarded by `requireUser` that runs
     * `rememberClientContent` before validation (route() installs both); `work` returns the
     * success response (status and body) and should save it through `run.saveResponse` in its
     * money-moving transaction.
     */
    async run(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (run: IdempotentRun) => Promise<StoredResponse>,
    ): Promise<FastifyReply> {
      const key = keyFrom(request);
      const userId = signedInUser(request).id;
      const outcome = await claim(userId, key, fingerprintsOf(request));
      if (!('claimedAt' in outcome)) {
        return reply.code(outcome.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(outcome.body);
      }
      const claimed = outcome.claimedAt;

      let saved = false;
      const run: IdempotentRun = {
        key: outcome.scopedKey,
        async saveResponse(tx, response) {
          // Answered 503 already (API_TIMEOUT_MS): roll back, as a crash would, and free the key, so
          // nothing moves after the client was told it failed; its retry (same key) runs or resumes
          // it. Committed in the instant after this check, the answer is stored and a retry replays it.
          assertNotTimedOut(request);
          // Sent with the transaction's next write (the money's), or at commit; nothing reads it back.
          await deferWrite(tx, storing(userId, key, claimed, response), (rows) => {
            // Someone took the key over (this request outlived the lock timeout): roll back.
            if (rows !== 1) throw new ApiProblem('idempotency_request_in_progress');
            // Checked again once the answer is written, the last statement before commit: whatever
            // the transaction did after the first check (a shared transaction decides other players'
            // units meanwhile, ADR 0051) cannot commit money for a request already answered 503.
            assertNotTimedOut(request);
          });
          saved = true;
        },
        async replaceResponse(tx, response) {
          await tx
            .update(idempotencyKeys)
            .set({ responseStatus: response.status, responseBody: response.body, completedAt: clock() })
            .where(and(forKey(userId, key), eq(idempotencyKeys.createdAt, claimed)));
        },
      };

      const releaseLease = holdLease(userId, key, claimed);
      let response: StoredResponse;
      try {
        response = await work(run);
      } catch (error) {
        // A refusal is the answer to this request, kept for its retries. A 5xx problem (a partner
        // or the location check unavailable) says "try again": the retry must run again, not replay it.
        if (error instanceof ApiProblem && error.statusCode < 500) {
          // Stored unless the work already stored its own answer (e.g. a declined card's failed deposit).
          await store(db, userId, key, claimed, problemResponse(error, request));
        } else {
          // Nothing was committed with a response, so let the client retry at once.
          await db
            .delete(idempotencyKeys)
            .where(
              and(
                forKey(userId, key),
                eq(idempotencyKeys.createdAt, claimed),
                isNull(idempotencyKeys.responseStatus),
              ),
            );
        }
        throw error;
      } finally {
        releaseLease();
      }
      if (!saved) await store(db, userId, key, claimed, response);
      return reply.code(response.status).send(response.body);
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Forgets keys past their replay window; returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
