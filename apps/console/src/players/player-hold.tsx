import {
  ACCOUNT_REVIEW_REASON_LABELS,
  CONSOLE_ENDPOINTS,
  OPERATOR_HOLD_REASONS,
  type OperatorHoldReason,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { buttonClass, Card, ErrorNote, inputClass } from '../ui.tsx';

/** Holds the player's account for review: withdrawals stop until the review is resolved. */
export function PlayerHold({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<OperatorHoldReason>(OPERATOR_HOLD_REASONS[0]);
  const hold = useMutation({
    mutationFn: () => consoleCall(CONSOLE_ENDPOINTS.holdAccount, { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
  return (
    <Card title="Withdrawal hold">
      <p className="mb-3 text-sm text-muted">
        A hold stops money leaving the account until the review is released in{' '}
        <a href={hrefOf({ page: 'reviews' })} className="text-brand hover:underline">
          Account reviews
        </a>
        .
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`hold-${id}`} className="sr-only">
          Reason for the hold
        </label>
        <select
          id={`hold-${id}`}
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value as OperatorHoldReason)}
        >
          {OPERATOR_HOLD_REASONS.map((value) => (
            <option key={value} value={value}>
              {ACCOUNT_REVIEW_REASON_LABELS[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${buttonClass('danger')} shrink-0`}
          disabled={hold.isPending}
          onClick={() => hold.mutate()}
        >
          <Lock aria-hidden="true" className="size-4" />
          Hold account
        </button>
      </div>
      {hold.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-success">
          Held. Withdrawals are stopped until the review is resolved.
        </p>
      ) : null}
      {hold.isError ? (
        <div className="mt-2">
          <ErrorNote error={hold.error} />
        </div>
      ) : null}
    </Card>
  );
}
