import type { AuditActor } from '@kennel/core';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type AuditEventRow, auditEvents } from '../db/schema/audit.ts';

export interface AuditEvent {
  /** The player the event is about. */
  userId: string;
  actor: AuditActor;
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
 * Appends one event to the compliance audit trail. Call it with the transaction that makes the
 * change (`unit.tx`), so the change and its record commit together or not at all.
 */
export async function recordAudit(tx: Database, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    userId: event.userId,
    actor: event.actor,
    actorName: event.actorName ?? null,
    action: event.action,
    details: event.details,
    at: event.at,
  });
}

/** A player's trail, oldest first (the operator's `npm run audit` and tests read it). */
export function auditTrail(db: Database, userId: string): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(asc(auditEvents.at), asc(auditEvents.seq));
}
