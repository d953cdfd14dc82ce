import { CONSOLE_ENDPOINTS, type Reconciliation, type ReconciliationProblem } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { consoleCall } from '../api.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, formatCents, formatTime } from '../ui.tsx';
import { TaxCorrectionsDue } from './tax-corrections-due.tsx';

const E = CONSOLE_ENDPOINTS;

const PROBLEMS: Record<ReconciliationProblem, string> = {
  missing_in_ledger: 'Not in the ledger',
  missing_at_processor: 'Not at the processor',
  amount_mismatch: 'Amounts differ',
};

function DayCard({ run }: { run: Reconciliation }) {
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => consoleCall(E.reconcileDay, { params: { day: run.day } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
  });
  const clean = run.findings.length === 0;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-semibold tabular-nums">{run.day}</span>
        <Badge tone={clean ? 'success' : 'danger'}>
          {clean
            ? 'Matches'
            : `${run.findings.length} ${run.findings.length === 1 ? 'mismatch' : 'mismatches'}`}
        </Badge>
        <span className="text-xs text-muted">
          {run.checked} payments checked · ran {formatTime(run.ran_at)}
        </span>
        <button
          type="button"
          className={`${buttonClass('secondary')} ml-auto h-8 px-3 text-xs`}
          disabled={again.isPending}
          onClick={() => again.mutate()}
        >
          <RefreshCw aria-hidden="true" className="size-3.5" />
          Run again
        </button>
      </div>
      {clean ? null : (
        <ul className="mt-3 space-y-2">
          {run.findings.map((finding) => (
            <li
              key={`${finding.kind}-${finding.reference}`}
              className="grid gap-1 rounded-xl bg-danger/5 px-3 py-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-center sm:gap-3"
            >
              <span className="font-medium text-danger">{PROBLEMS[finding.problem]}</span>
              <span className="min-w-0 break-all font-mono text-xs text-muted">
                {finding.kind} {finding.reference} · {finding.processor}
              </span>
              <span className="text-xs tabular-nums">
                processor {formatCents(finding.processor_cents)} · ledger {formatCents(finding.ledger_cents)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {again.isError ? (
        <div className="mt-2">
          <ErrorNote error={again.error} />
        </div>
      ) : null}
    </li>
  );
}

/** The daily ledger reconciliation: each day's processor records against the ledger, newest first. */
export function ReconciliationPage() {
  const runs = useQuery({
    queryKey: ['reconciliations'],
    queryFn: async () => (await consoleCall(E.reconciliations)).data,
  });
  return (
    <div className="space-y-5">
      <Card title="Ledger reconciliation">
        <p className="text-sm text-muted">
          Every night the payment processors’ records for the day before are checked against the ledger,
          payment by payment.
        </p>
        {runs.isError ? <ErrorNote error={runs.error} /> : null}
        {runs.data?.length === 0 ? (
          <Empty>No day reconciled yet: the first run follows the first full day.</Empty>
        ) : null}
        <ul className="divide-y divide-border">
          {runs.data?.map((run) => (
            <DayCard key={run.day} run={run} />
          ))}
        </ul>
      </Card>
      <TaxCorrectionsDue />
    </div>
  );
}
