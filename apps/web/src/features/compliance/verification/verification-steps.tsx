import type { VerificationStatus } from '@kennel/core';
import { Check } from 'lucide-react';
import { cn } from '../../../shared/ui/index.ts';

const STEPS = ['Your details', 'ID photo', 'Verified'] as const;

function stepOf(status: VerificationStatus | undefined): number {
  if (status === 'approved') return 3;
  if (status === 'needs_document') return 1;
  if (status === 'pending' || status === 'rejected') return 1;
  return 0;
}

/** Where the check stands: details, then a photo only if asked, then done. */
export function VerificationSteps({ status }: { status: VerificationStatus | undefined }) {
  const done = stepOf(status);
  return (
    <ol aria-label="Verification steps" className="grid grid-cols-3 gap-2">
      {STEPS.map((label, index) => {
        const complete = index < done;
        const current = index === done;
        return (
          <li key={label} aria-current={current ? 'step' : undefined} className="flex flex-col gap-1.5">
            <span
              className={cn(
                'h-1.5 rounded-full',
                complete ? 'bg-success' : current ? 'bg-brand' : 'bg-surface-2',
              )}
            />
            <span
              className={cn(
                'flex items-center gap-1 font-semibold text-xs',
                complete || current ? 'text-text' : 'text-muted',
              )}
            >
              {complete && <Check aria-hidden="true" className="size-3.5 text-success" />}
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
