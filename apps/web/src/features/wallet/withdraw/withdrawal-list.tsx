import { formatDateTime, isWithdrawalCancellable, type WithdrawalStatus } from '@kennel/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { useMoneyAction } from '../../../shared/money-action/index.ts';
import { Badge, type BadgeTone, Button, formatMoney, Money, SkeletonText } from '../../../shared/ui/index.ts';
import { cancelWithdrawal, invalidateMoney, withdrawalsQueryOptions } from '../api/wallet-api.ts';
import { ProblemPanel } from '../shared/problem-panel.tsx';

export const WITHDRAWAL_STATUS: Record<WithdrawalStatus, { label: string; tone: BadgeTone }> = {
  awaiting_confirmation: { label: 'Confirm by email', tone: 'warning' },
  pending: { label: 'Processing', tone: 'brand' },
  paid: { label: 'Paid', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  failed: { label: 'Returned to balance', tone: 'danger' },
};

/** The player's recent withdrawals, newest first, with Cancel on the ones still waiting. */
export function WithdrawalList() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const withdrawals = useQuery(withdrawalsQueryOptions(http));
  // Each withdrawal's cancel is its own attempt (keyed by its id); a second click sends nothing.
  const action = useMoneyAction(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function cancel(id: string) {
    setFailure(null);
    setCancelling(id);
    const outcome = await action.send((key) => cancelWithdrawal(http, id, key), { cancel: id });
    if (outcome.status === 'ignored') return;
    setCancelling(null);
    if (outcome.status === 'failed') setFailure(outcome.error);
    void invalidateMoney(queryClient);
  }

  if (withdrawals.isPending) return <SkeletonText lines={3} />;
  if (withdrawals.isError) {
    return (
      <ProblemPanel
        error={
          isApiRequestError(withdrawals.error)
            ? withdrawals.error.clientError
            : { message: withdrawals.error.message }
        }
        actions={<Button onClick={() => void withdrawals.refetch()}>Try again</Button>}
      />
    );
  }
  if (withdrawals.data.length === 0) {
    return <p className="text-muted text-sm">No withdrawals yet.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {failure !== null && (
        <ProblemPanel
          error={isApiRequestError(failure) ? failure.clientError : { message: String(failure) }}
        />
      )}
      <ul className="divide-y divide-border rounded-xl border border-border">
        {withdrawals.data.map((withdrawal) => {
          const status = WITHDRAWAL_STATUS[withdrawal.status];
          return (
            <li key={withdrawal.id} data-testid="withdrawal" className="flex items-start gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <Money cents={withdrawal.amount_cents} className="font-bold" />
                <span className="text-muted text-xs">To {withdrawal.payment_method_label}</span>
                <time dateTime={withdrawal.created_at} className="text-muted text-xs">
                  {formatDateTime(withdrawal.created_at)}
                </time>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                <Badge tone={status.tone}>{status.label}</Badge>
                {isWithdrawalCancellable(withdrawal.status) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<X aria-hidden="true" />}
                    loading={action.pending && cancelling === withdrawal.id}
                    disabled={action.pending}
                    onClick={() => void cancel(withdrawal.id)}
                    aria-label={`Cancel the ${formatMoney(withdrawal.amount_cents)} withdrawal to ${withdrawal.payment_method_label}`}
                    className="-mr-2"
                  >
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
