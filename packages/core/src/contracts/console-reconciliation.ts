import { z } from 'zod';
import { isIsoDate } from '../compliance/age.ts';
import type { ConsoleEndpoint } from './console-endpoint.ts';
import { timestampField } from './timestamp-field.ts';

/**
 * What the daily ledger reconciliation can find about one payment reference (a deposit or a
 * withdrawal id): the processor moved money the ledger does not show, the ledger shows money the
 * processor never moved, or both show it with different amounts.
 */
export const RECONCILIATION_PROBLEMS = [
  'missing_in_ledger',
  'missing_at_processor',
  'amount_mismatch',
] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];

export const reconciliationFindingSchema = z.object({
  reference: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  processor: z.string(),
  problem: z.enum(RECONCILIATION_PROBLEMS),
  /** What the processor's records say moved for the reference (all time). */
  processor_cents: z.number().int(),
  /** What the ledger moved through the processor's clearing account for it (all time). */
  ledger_cents: z.number().int(),
});
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;

export const reconciliationSchema = z.object({
  /** The UTC day reconciled, YYYY-MM-DD. */
  day: z.string(),
  ran_at: timestampField,
  /** References with processor records or ledger movements that day. */
  checked: z.number().int(),
  findings: z.array(reconciliationFindingSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationDayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Give the day as YYYY-MM-DD.' })
  // A calendar check, not Date.parse: V8 rolls 2026-11-31 over to 1 December instead of refusing it.
  .refine(isIsoDate, { error: 'That day does not exist.' });

export const CONSOLE_RECONCILIATION_ENDPOINTS = {
  reconciliations: {
    method: 'GET',
    path: '/v1/console/reconciliations',
    summary: "The daily ledger reconciliations against the payment processors' records, newest first.",
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.reconciliations.read',
    status: 200,
    response: z.object({ data: z.array(reconciliationSchema) }),
  },
  reconcileDay: {
    method: 'POST',
    path: '/v1/console/reconciliations/:day',
    summary: 'Reconciles one past day again now (the daily job does yesterday on its own).',
    auth: false,
    idempotent: false,
    roles: ['finance'],
    action: 'console.reconciliations.run',
    rateLimitPerMinute: 10,
    params: z.object({ day: reconciliationDayField }),
    status: 200,
    response: z.object({ data: reconciliationSchema }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
