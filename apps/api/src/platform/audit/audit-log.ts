import type { AuditActor } from '@kennel/core';
import { and, asc, desc, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type AuditEventRow, auditEvents } from '../db/schema/audit.ts';
import { users } from '../db/schema/users.ts';

export interface AuditEvent {
  /** The player the event is about; null for an operator's action about no player. */
  userId: string | null;
  actor: AuditActor;
  /** The console operator who acted (their name goes in `actorName`). */
  operatorId?: string;
  /** The operator's name or the job's kind; leave out when the player acted. */
  actorName?: string;
  /** `area.event`, e.g. `limit.lowered`, `time_out.started`, `verification.decided`, `tax_form.submitted`. */
  action: string;
  /** Facts only: amounts in cents, durations, reasons. Never a secret (TIN, SSN digits, passwords). */
  details: Record<string, unknown>;
  /** The moment of the change: the transaction's clock time. */
  at: Date;
}

/**
 * Writes the audit row of the call that asked for a change, inside the change's own transaction, so
 * the change never commits without it (the console's `auditIn`); `player` names the player it
 * concerns when the call's path does not.
 */
export type AuditInTransaction = (tx: Database, player?: string | null) => Promise<void>;

/** For a change made outside a console call: no call, no row. */
export const noCallAudit: AuditInTransaction = async () => undefined;

/**
 * Appends one event to the compliance audit trail. Call it with the transaction that makes the
 * change (`unit.tx`), so the change and its record commit together or not at all.
 */
export async function recordAudit(tx: Database, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    userId: event.userId,
    operatorId: event.operatorId ?? null,
    actor: event.actor,
    actorName: event.actorName ?? null,
    action: event.action,
    details: event.details,
    at: event.at,
  });
}

/** A console operator's actions, oldest first (tests and the console's audit view read it). */
export function operatorTrail(db: Database, operatorId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.operatorId, operatorId))
    .orderBy(asc(auditEvents.at), asc(auditEvents.seq));
}

/** A player's trail, oldest first (the operator's `npm run audit` and tests read it). */
export function auditTrail(db: Database, userId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(asc(auditEvents.at), asc(auditEvents.seq));
}

/** The operator's newest event, to tell a refresh of the same page from a new action. */
export async function latestOperatorEvent(
  db: Database,
  operatorId: string,
): Promise<AuditEventRow | undefined> {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.operatorId, operatorId))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return row;
}

export interface AuditFilters {
  userId?: string | undefined;
  operatorId?: string | undefined;
  /** An action, or the start of one (`verification.`). */
  action?: string | undefined;
  /** Events before this place in the trail (a page's last `seq`). */
  beforeSeq?: number | undefined;
}

/** The trail newest first, filtered; one row more than `limit` says whether older ones follow. */
export function auditPage(db: Database, filters: AuditFilters, limit: number) {
  const escaped = filters.action?.replace(/[\\%_]/g, (character) => `\\${character}`);
  return db
    .select({ event: auditEvents, playerUsername: users.username })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(
      and(
        filters.userId ? eq(auditEvents.userId, filters.userId) : undefined,
        filters.operatorId ? eq(auditEvents.operatorId, filters.operatorId) : undefined,
        escaped ? like(auditEvents.action, `${escaped}%`) : undefined,
        filters.beforeSeq === undefined ? undefined : lt(auditEvents.seq, filters.beforeSeq),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(limit + 1);
}
