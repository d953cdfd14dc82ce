import type { Reconciliation, ReconciliationFinding, ReconciliationProblem } from '@kennel/core';
import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AuditInTransaction, noCallAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import { type LedgerReconciliationRow, ledgerReconciliations } from '../../platform/db/schema/payments.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { processorClearingMovements } from '../wallet/counts.ts';

const DAY_MS = 24 * 3_600_000;
export const LEDGER_RECONCILIATION_JOB = 'ledger_reconciliation';
/** The job looks hourly whether yesterday is reconciled yet; it reconciles each day once. */
const LOOK_EVERY_MS = 3_600_000;

export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

interface ReferenceTotals {
  reference: string;
  kind: 'deposit' | 'withdrawal';
  processor: string;
  processor_cents: string | number;
  ledger_cents: string | number;
}

/**
 * Every payment reference (deposit or withdrawal id) the processors or the ledger moved money for
 * during [start, end), with what each side moved for it over all time: the sandbox partners'
 * approved charges, paid payouts and succeeded bank payments against the ledger's movements
 * through each processor's clearing account (the wallet's `processorClearingMovements`).
 */
function referenceTotals(db: Database, start: Date, end: Date) {
  return selectRows<ReferenceTotals>(
    db,
    sql`with processor as (
          select reference, 'deposit' as kind, 'sandbox_card' as processor, amount_cents, created_at as at
            from sandbox_processor_operations where kind = 'charge' and outcome = 'approved'
          union all
          select reference, 'withdrawal', 'sandbox_card', amount_cents, created_at
            from sandbox_processor_operations where kind = 'payout' and outcome = 'paid'
          union all
          select merchant_reference, 'deposit', 'sandbox_bank', amount_cents, decided_at
            from sandbox_bank_payments where status = 'succeeded'
          union all
          select merchant_reference, 'withdrawal', 'sandbox_bank', amount_cents, created_at from sandbox_bank_payouts
        ),
        ledger as (${processorClearingMovements()}),
        touched as (
          select reference, kind, processor from processor
            where at >= ${start.toISOString()}::timestamptz and at < ${end.toISOString()}::timestamptz
          union
          select reference, kind, processor from ledger
            where at >= ${start.toISOString()}::timestamptz and at < ${end.toISOString()}::timestamptz
        )
        select x.reference, x.kind, x.processor,
          coalesce((select sum(p.amount_cents) from processor p
            where p.reference = x.reference and p.kind = x.kind and p.processor = x.processor), 0) as processor_cents,
          coalesce((select sum(l.amount_cents) from ledger l
            where l.reference = x.reference and l.kind = x.kind and l.processor = x.processor), 0) as ledger_cents
        from touched x
        order by x.reference, x.kind`,
  );
}

function problemOf(processorCents: number, ledgerCents: number): ReconciliationProblem | null {
  if (processorCents === ledgerCents) return null;
  if (ledgerCents === 0) return 'missing_in_ledger';
  if (processorCents === 0) return 'missing_at_processor';
  return 'amount_mismatch';
}

const toWire = (row: LedgerReconciliationRow): Reconciliation => ({
  day: row.day,
  ran_at: row.ranAt.toISOString(),
  checked: row.checked,
  findings: row.findings,
});

/**
 * The daily ledger reconciliation: the sandbox payment partners' records against the ledger, per
 * UTC day, stored with its findings for the console. Running a day again replaces its result.
 */
export function createReconciliation({ db, clock }: { db: Database; clock: Clock }) {
  /** `auditIn`: the console call's audit row, stored with the result. */
  async function reconcile(day: string, auditIn: AuditInTransaction = noCallAudit): Promise<Reconciliation> {
    const start = new Date(`${day}T00:00:00.000Z`);
    const rows = await referenceTotals(db, start, new Date(start.getTime() + DAY_MS));
    const findings: ReconciliationFinding[] = [];
    for (const row of rows) {
      const processorCents = Number(row.processor_cents);
      const ledgerCents = Number(row.ledger_cents);
      const problem = problemOf(processorCents, ledgerCents);
      if (problem) {
        findings.push({
          reference: row.reference,
          kind: row.kind,
          processor: row.processor,
          problem,
          processor_cents: processorCents,
          ledger_cents: ledgerCents,
        });
      }
    }
    const values = { ranAt: clock(), checked: rows.length, findings };
    const stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerReconciliations)
        .values({ day, ...values })
        .onConflictDoUpdate({ target: ledgerReconciliations.day, set: values })
        .returning();
      await auditIn(tx);
      return row!;
    });
    return toWire(stored);
  }

  return {
    reconcile,

    /** Whether `day` has ended by the clock (only a finished day is reconciled). */
    isOver: (day: string) => new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS <= clock().getTime(),

    /** The job's run: reconciles yesterday once; answers 1 when it did, 0 when it was done already. */
    async reconcileYesterday(): Promise<number> {
      const yesterday = dayOf(new Date(clock().getTime() - DAY_MS));
      const done = await selectRows(db, sql`select 1 from ledger_reconciliations where day = ${yesterday}`);
      if (done.length > 0) return 0;
      await reconcile(yesterday);
      return 1;
    },

    async recent(limit = 31): Promise<Reconciliation[]> {
      const rows = await db
        .select()
        .from(ledgerReconciliations)
        .orderBy(desc(ledgerReconciliations.day))
        .limit(limit);
      return rows.map(toWire);
    },
  };
}

export type LedgerReconciliation = ReturnType<typeof createReconciliation>;

/** Puts the daily reconciliation on the shared job queue; `runOnce` runs it now through the queue. */
export function defineReconciliationJob(jobs: JobQueue, reconciliation: LedgerReconciliation) {
  jobs.define({
    kind: LEDGER_RECONCILIATION_JOB,
    payload: z.object({}),
    everyMs: LOOK_EVERY_MS,
    retry: { maxAttempts: 3, firstRetryMs: 60_000 },
    run: () => reconciliation.reconcileYesterday(),
  });
  return { runOnce: () => jobs.runNow([LEDGER_RECONCILIATION_JOB]) };
}
