import { formatDateTime, type LimitWire } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { responsibleGamingQueryKey } from '../../../shared/api/responsible-gaming.ts';
import { useNow } from '../../../shared/sports/index.ts';
import { Button, formatMoney } from '../../../shared/ui/index.ts';
import { cancelLimitChange, confirmLimitChange, storeLimit } from './limits-api.ts';
import { ProblemNotice } from './notice.tsx';
import { formatWait } from './when.ts';

type Pending = NonNullable<LimitWire['pending']>;

/** A raise or removal waiting for its 24 hours and the player's confirmation; the current limit stays. */
export function PendingChange({ limit, pending }: { limit: LimitWire; pending: Pending }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  // Again every 30 seconds (enough for a countdown in minutes), on the server's clock.
  const now = useNow(30_000).getTime();
  const confirm = useMutation({
    mutationFn: () => confirmLimitChange(http, limit.type),
    onSuccess: (answer) => storeLimit(queryClient, answer),
  });
  const cancel = useMutation({
    mutationFn: () => cancelLimitChange(http, limit.type),
    onSuccess: (answer) => storeLimit(queryClient, answer),
  });
  const sending = confirm.isPending || cancel.isPending;
  const what =
    pending.amount_cents === null
      ? 'Removing this limit'
      : `Your new limit of ${formatMoney(pending.amount_cents)}`;
  // The server says when it is ready; the countdown is only for reading.
  const waitLeft = new Date(pending.confirmable_at).getTime() - now;
  const failure = confirm.error ?? cancel.error;
  const due = !pending.confirmable && waitLeft <= 0;
  // The wait is over on this screen: ask the server, which alone decides that Confirm is open.
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey });
  }, [due, queryClient]);

  return (
    <div
      data-testid="pending-change"
      className="flex flex-col gap-3 rounded-xl border border-warning/35 bg-warning/8 p-4"
    >
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="font-semibold text-text">
            {what} can be confirmed from {formatDateTime(pending.confirmable_at)}
          </p>
          <p className="text-pretty text-text/80">
            {pending.confirmable
              ? 'The 24 hours have passed. It applies only when you confirm it.'
              : `${formatWait(waitLeft)} to go. Until you confirm it, your limit stays at ${formatMoney(limit.amount_cents ?? 0)}.`}
          </p>
        </div>
      </div>
      {failure && <ProblemNotice error={failure} />}
      <div className="flex flex-wrap gap-2 pl-8">
        <Button
          size="sm"
          disabled={!pending.confirmable || sending}
          loading={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          Confirm
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={sending}
          loading={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          Cancel change
        </Button>
      </div>
    </div>
  );
}
