import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/index.ts';

export type LiveCheckTone = 'muted' | 'success' | 'danger';

const tones: Record<LiveCheckTone, string> = {
  muted: 'text-muted',
  success: 'text-success',
  danger: 'text-danger',
};

/**
 * The answer of a live check (is the username free, is the code good) on a line whose height is
 * kept whether or not there is an answer: an answer arriving while the player reaches for the next
 * control must not move that control from under the pointer.
 */
export function LiveCheckLine({
  id,
  tone,
  className,
  children,
}: {
  id: string;
  tone: LiveCheckTone;
  /** Pulls the line up to its field, whatever gap the surrounding layout puts between items. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p
      id={id}
      aria-live="polite"
      data-testid="live-check"
      className={cn('flex min-h-5 items-start gap-1.5 font-medium text-[13px]', tones[tone], className)}
    >
      {tone === 'danger' && children ? (
        <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      ) : null}
      <span className="truncate">{children}</span>
    </p>
  );
}
