import { CONSOLE_RECONCILIATION_ENDPOINTS } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { LedgerReconciliation } from '../payments/reconciliation.ts';
import type { ConsoleRoute } from './console-route.ts';

const { reconciliations, reconcileDay } = CONSOLE_RECONCILIATION_ENDPOINTS;

/** The daily ledger reconciliation's results, and a past day reconciled again on request. */
export function reconciliationSection(
  consoleRoute: ConsoleRoute,
  { reconciliation }: { reconciliation: LedgerReconciliation },
) {
  consoleRoute(reconciliations, async () => ({ data: await reconciliation.recent() }));

  consoleRoute(reconcileDay, async ({ params, auditIn }) => {
    if (!reconciliation.isOver(params.day)) throw new ApiProblem('reconciliation_day_not_over');
    return { data: await reconciliation.reconcile(params.day, auditIn) };
  });
}
