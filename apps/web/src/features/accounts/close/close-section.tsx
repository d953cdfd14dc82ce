import {
  CLOSURE_REASON_LABELS,
  CLOSURE_REASON_TEXT_MAX,
  CLOSURE_REASONS,
  type ClosureReason,
} from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy, RotateCw, UserX, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHttpClient } from '../../../shared/api/index.ts';
import {
  Button,
  buttonClasses,
  Card,
  CardBody,
  EmptyState,
  Field,
  Select,
  Skeleton,
} from '../../../shared/ui/index.ts';
import { closureQueryKey, getClosure } from './close-api.ts';
import { CloseDialog } from './close-dialog.tsx';
import { ClosureChecklist } from './closure-checklist.tsx';

const WHAT_CLOSING_MEANS = [
  'You are logged out everywhere, and you cannot log in, deposit or play again.',
  'Promo credit is forfeited: it cannot be withdrawn.',
  'Your username and email stay taken, so nobody else can use them.',
  'We keep your account and payment records for as long as the law requires (tax forms included).',
];

const textareaClasses =
  'min-h-24 w-full resize-y rounded-xl border border-border-strong bg-surface px-3.5 py-2.5 text-base text-text placeholder:text-muted focus:border-brand focus:outline-none focus:ring-4 focus:ring-brand/25 sm:text-sm';

/** Time-outs and self-exclusion, offered first: many players who close want a break, not an exit. */
function Alternatives() {
  return (
    <Card data-testid="close-alternatives">
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
            <LifeBuoy aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-bold text-base tracking-tight">Need a break instead?</h3>
            <p className="text-pretty text-muted text-sm">
              A time-out pauses play for a day up to 90 days; self-exclusion stops it for a year or more, and
              cannot be lifted early. If gambling is a problem, call{' '}
              <span className="whitespace-nowrap">1-800-GAMBLER</span> any time.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/account/responsible-gaming"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Time-out or self-exclusion
          </Link>
          <Link
            to="/responsible-gaming-resources"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            Get help
          </Link>
        </div>
      </CardBody>
    </Card>
  );
}

/** `/account/close`: what closing means, what stands in the way, why (optional), then the password. */
export function CloseAccountSection() {
  const http = useHttpClient();
  const closure = useQuery({
    queryKey: closureQueryKey,
    queryFn: ({ signal }) => getClosure(http, signal),
    staleTime: 0,
  });
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [confirming, setConfirming] = useState(false);

  if (closure.isError) {
    return (
      <EmptyState
        icon={<WifiOff aria-hidden="true" />}
        title="We could not check your account"
        body={closure.error.message}
        action={
          <Button icon={<RotateCw aria-hidden="true" />} onClick={() => closure.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <div data-section="close" className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-danger/10 text-danger">
              <UserX aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <h3 className="font-bold text-base tracking-tight">Close your account</h3>
              <p className="text-pretty text-muted text-sm">Closing is for good. Here is what it means.</p>
            </div>
          </div>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-pretty text-sm marker:text-muted">
            {WHAT_CLOSING_MEANS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </CardBody>
      </Card>

      <Alternatives />

      <Card>
        <CardBody className="flex flex-col gap-4">
          <h3 className="font-bold text-base tracking-tight">Before you close</h3>
          {closure.data ? (
            <ClosureChecklist closure={closure.data} />
          ) : (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardBody className="flex flex-col gap-4">
          <h3 className="font-bold text-base tracking-tight">Why are you leaving?</h3>
          <Field label="Reason" optional>
            <Select
              value={reason}
              onChange={(event) => setReason(event.target.value as ClosureReason | '')}
              placeholder="Choose a reason"
              options={CLOSURE_REASONS.map((value) => ({ value, label: CLOSURE_REASON_LABELS[value] }))}
            />
          </Field>
          <Field
            label="Anything else to tell us?"
            optional
            hint={`Up to ${CLOSURE_REASON_TEXT_MAX} characters.`}
          >
            {(control) => (
              <textarea
                {...control}
                maxLength={CLOSURE_REASON_TEXT_MAX}
                value={reasonText}
                onChange={(event) => setReasonText(event.target.value)}
                className={textareaClasses}
              />
            )}
          </Field>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button variant="danger" disabled={!closure.data?.can_close} onClick={() => setConfirming(true)}>
              Close my account
            </Button>
            {closure.data && !closure.data.can_close && (
              <p className="text-muted text-sm">Sort out the items above first.</p>
            )}
          </div>
        </CardBody>
      </Card>

      {confirming && closure.data && (
        <CloseDialog
          choice={{ reason: reason || undefined, reasonText, promoCents: closure.data.promo_cents }}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
