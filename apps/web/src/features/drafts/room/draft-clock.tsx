import { Timer } from 'lucide-react';
import { cn, Spinner } from '../../../shared/ui/index.ts';
import { formatClock, URGENT_MS, useCountdown } from './use-countdown.ts';

/**
 * The pick clock, counting down to the server's deadline; urgent (red, pulsing where motion is welcome)
 * under 10 s. Once it has run out the server is making the pick (the bot's, or the autopick for a seat
 * out of time): it says so until the pick lands, rather than standing at 0:00.
 */
export function DraftClock({
  deadlineAt,
  clockOffsetMs,
  yourTurn,
  size = 'lg',
}: {
  deadlineAt: string | null;
  clockOffsetMs: number;
  yourTurn: boolean;
  size?: 'sm' | 'lg';
}) {
  const remaining = useCountdown(deadlineAt, clockOffsetMs);
  if (remaining === null) return null;
  if (remaining === 0) {
    const text = yourTurn ? 'Autopicking…' : 'Picking…';
    return (
      <div
        role="timer"
        aria-label={`Pick clock ran out: ${yourTurn ? 'the autopick is drafting for you' : 'the pick is being made'}`}
        data-overdue
        className={cn(
          'flex items-center gap-1.5 rounded-xl bg-surface-2 px-3 font-bold text-text',
          size === 'lg' ? 'h-14 text-base' : 'h-9 text-sm',
        )}
      >
        <Spinner size={size === 'lg' ? 20 : 14} label={null} className="text-muted" />
        {text}
      </div>
    );
  }
  const urgent = remaining < URGENT_MS;
  return (
    <div
      role="timer"
      aria-label={`Pick clock ${formatClock(remaining)}`}
      data-urgent={urgent || undefined}
      className={cn(
        'flex items-center gap-1.5 rounded-xl px-3 font-extrabold tabular-nums tracking-tight',
        size === 'lg' ? 'h-14 text-4xl' : 'h-9 text-xl',
        urgent
          ? 'bg-danger text-danger-contrast motion-safe:animate-pulse'
          : yourTurn
            ? 'bg-brand text-brand-contrast'
            : 'bg-surface-2 text-text',
      )}
    >
      <Timer aria-hidden="true" className={size === 'lg' ? 'size-6' : 'size-4'} />
      {formatClock(remaining)}
    </div>
  );
}
