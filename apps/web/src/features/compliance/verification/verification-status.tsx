import { formatDateTime, type VerificationStatus, type VerificationStatusWire } from '@kennel/core';
import { CircleCheck, Clock, FileClock, FileScan, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useWebConfig } from '../../../shared/config/index.ts';
import { SupportLink } from '../../../shared/support/index.ts';
import { buttonClasses, cn, Spinner } from '../../../shared/ui/index.ts';

const LOOKS: Record<
  Exclude<VerificationStatus, 'unverified'>,
  { title: string; icon: ReactNode; tone: string }
> = {
  pending: {
    title: "We're checking your details",
    icon: <Clock aria-hidden="true" />,
    tone: 'bg-brand/10 text-brand',
  },
  approved: {
    title: "You're verified",
    icon: <CircleCheck aria-hidden="true" />,
    tone: 'bg-success/12 text-success',
  },
  needs_document: {
    title: 'One more step: a photo of your ID',
    icon: <FileScan aria-hidden="true" />,
    tone: 'bg-warning/12 text-warning',
  },
  rejected: {
    title: "We couldn't verify your identity",
    icon: <ShieldAlert aria-hidden="true" />,
    tone: 'bg-danger/12 text-danger',
  },
};

/** A document waiting for an operator: still `pending`, but for hours, not seconds. */
const IN_REVIEW = {
  title: 'Your ID is being reviewed',
  icon: <FileClock aria-hidden="true" />,
  tone: 'bg-brand/10 text-brand',
};

export function isInReview(status: VerificationStatusWire): boolean {
  return status.status === 'pending' && status.document_submitted_at !== null;
}

export interface VerificationStatusCardProps {
  status: VerificationStatusWire;
  /** Where "Continue" goes once approved (the page the player came from), else the wallet. */
  next: string | null;
  /** The document step's address, when it is a separate page. */
  documentPath: string | null;
}

/** Where the player stands and the one thing to do next. */
export function VerificationStatusCard({ status, next, documentPath }: VerificationStatusCardProps) {
  const { supportUrl } = useWebConfig();
  if (status.status === 'unverified') return null;
  const review = isInReview(status);
  const look = review ? IN_REVIEW : LOOKS[status.status];
  return (
    <section
      data-testid="verification-status"
      data-status={status.status}
      data-review={review ? 'open' : undefined}
      aria-live="polite"
      className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-5 py-8 text-center shadow-card"
    >
      <span className={cn('flex size-16 items-center justify-center rounded-full [&_svg]:size-8', look.tone)}>
        {look.icon}
      </span>
      <h2 className="text-balance font-extrabold text-xl tracking-tight">{look.title}</h2>
      <p className="max-w-sm text-pretty text-muted text-sm">{status.message}</p>
      {status.status === 'rejected' && status.reason && (
        <div
          data-testid="verification-reason"
          className="w-full max-w-sm rounded-xl border border-danger/30 bg-danger/6 px-4 py-3 text-left text-sm"
        >
          <p className="font-semibold text-danger">Why we couldn’t verify you</p>
          <p className="mt-1 text-pretty">{status.reason}</p>
        </div>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {review && status.document_submitted_at && (
          <span className="flex items-center gap-2 text-muted text-sm">
            <Clock aria-hidden="true" className="size-4" />
            Sent {formatDateTime(status.document_submitted_at)}
          </span>
        )}
        {status.status === 'pending' && !review && (
          <span className="flex items-center gap-2 text-muted text-sm">
            <Spinner size={16} label={null} /> Checking for an answer…
          </span>
        )}
        {status.status === 'approved' && (
          <>
            <Link to={next ?? '/account/wallet'} className={buttonClasses()}>
              {next ? 'Continue' : 'Go to my wallet'}
            </Link>
            {next === null && (
              <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
                Go to the lobby
              </Link>
            )}
          </>
        )}
        {status.status === 'needs_document' && documentPath && (
          <Link to={documentPath} className={buttonClasses()}>
            Upload your ID
          </Link>
        )}
        {status.status === 'rejected' && (
          <SupportLink href={supportUrl} className={buttonClasses()}>
            Contact support
          </SupportLink>
        )}
      </div>
    </section>
  );
}
