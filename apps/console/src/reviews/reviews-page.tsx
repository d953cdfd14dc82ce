import {
  ACCOUNT_REVIEW_REASON_LABELS,
  type AccountReview,
  CONSOLE_ENDPOINTS,
  type Operator,
  operatorMay,
} from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandCoins, Unlock } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, formatCents, formatTime } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;
type Status = 'open' | 'resolved';

const RESOLUTION_LABELS = { released: 'Released', shortfall_collected: 'Shortfall collected' } as const;

function ReviewRow({ review, operator }: { review: AccountReview; operator: Operator }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: 'release' | 'collect') =>
      consoleCall(action === 'release' ? E.releaseReview : E.collectShortfall, { params: { id: review.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
  const owes = review.shortfall_cents > 0;
  const covered = review.cash_cents >= review.shortfall_cents;
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <a
          href={hrefOf({ page: 'players', id: review.player_id })}
          className="font-semibold text-brand hover:underline"
        >
          {review.username}
        </a>
        <Badge tone={review.reason === 'deposit_returned' ? 'danger' : 'warning'}>
          {ACCOUNT_REVIEW_REASON_LABELS[review.reason]}
        </Badge>
        <span className="w-full text-xs text-muted sm:ml-auto sm:w-auto">
          Held {formatTime(review.opened_at)} by {review.opened_by ?? 'the bank’s notice'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted">Shortfall</dt>
          <dd className={`font-semibold tabular-nums ${owes ? 'text-danger' : ''}`}>
            {formatCents(review.shortfall_cents)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Cash now</dt>
          <dd className="font-semibold tabular-nums">{formatCents(review.cash_cents)}</dd>
        </div>
        {review.resolved_at ? (
          <div className="col-span-2">
            <dt className="text-xs text-muted">Resolved</dt>
            <dd>
              {review.resolution ? RESOLUTION_LABELS[review.resolution] : ''} by {review.resolved_by ?? '—'},{' '}
              {formatTime(review.resolved_at)}
            </dd>
          </div>
        ) : null}
      </dl>
      {review.resolved_at ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {owes && operatorMay(operator.role, E.collectShortfall.roles) ? (
            <button
              type="button"
              className={buttonClass()}
              disabled={act.isPending || !covered}
              onClick={() => act.mutate('collect')}
            >
              <HandCoins aria-hidden="true" className="size-4" />
              Collect {formatCents(review.shortfall_cents)}
            </button>
          ) : null}
          {!owes && operatorMay(operator.role, E.releaseReview.roles) ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={act.isPending}
              onClick={() => act.mutate('release')}
            >
              <Unlock aria-hidden="true" className="size-4" />
              Release account
            </button>
          ) : null}
          {owes && !covered ? (
            <span className="text-xs text-muted">
              The cash does not cover the shortfall yet; a balance never goes negative.
            </span>
          ) : null}
        </div>
      )}
      {act.isError ? <ErrorNote error={act.error} /> : null}
    </li>
  );
}

/** Accounts held for review: no money leaves them until released or their shortfall is collected. */
export function ReviewsPage({ operator }: { operator: Operator }) {
  const [status, setStatus] = useState<Status>('open');
  const reviews = useQuery({
    queryKey: ['reviews', status],
    queryFn: async () => (await consoleCall(E.accountReviews, { query: { status } })).data,
  });
  return (
    <Card
      title="Account reviews"
      actions={
        <div role="tablist" aria-label="Reviews" className="flex gap-1 rounded-xl bg-surface-2 p-1">
          {(['open', 'resolved'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={status === tab}
              onClick={() => setStatus(tab)}
              className="h-8 rounded-lg px-3 text-sm font-medium text-muted aria-selected:bg-surface aria-selected:text-text aria-selected:shadow-card"
            >
              {tab === 'open' ? 'Open' : 'Resolved'}
            </button>
          ))}
        </div>
      }
    >
      {reviews.isError ? <ErrorNote error={reviews.error} /> : null}
      {reviews.data?.length === 0 ? (
        <Empty>{status === 'open' ? 'No account is held for review.' : 'No review resolved yet.'}</Empty>
      ) : null}
      <ul className="divide-y divide-border">
        {reviews.data?.map((review) => (
          <ReviewRow key={review.id} review={review} operator={operator} />
        ))}
      </ul>
    </Card>
  );
}
