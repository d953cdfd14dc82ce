import { PICK_TIMING_OPTIONS, PICK_TIMINGS, type PickTiming } from '@kennel/core';
import { Clock, Radio, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../shared/ui/index.ts';

const ICONS: Record<PickTiming, ReactNode> = {
  all: <Zap aria-hidden="true" />,
  'pre-game': <Clock aria-hidden="true" />,
  'in-game': <Radio aria-hidden="true" />,
};

/**
 * The three pick-timing choices with the seed's texts; each is a link so the address keeps the choice.
 * On phones they sit side by side and only the chosen one's description shows, under them.
 */
export function PickTimingPicker({
  current,
  hrefFor,
}: {
  current: PickTiming;
  hrefFor: (timing: PickTiming) => string;
}) {
  const chosen = PICK_TIMING_OPTIONS[current].description;
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label="Pick timing">
        <ul className="grid grid-cols-3 gap-2">
          {PICK_TIMINGS.map((timing) => {
            const option = PICK_TIMING_OPTIONS[timing];
            const active = timing === current;
            return (
              <li key={timing} className="flex">
                <Link
                  to={hrefFor(timing)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex w-full flex-col items-center gap-1.5 rounded-2xl border bg-surface p-2.5 text-center transition-colors duration-150',
                    'sm:flex-row sm:items-start sm:gap-3 sm:p-4 sm:text-left',
                    active ? 'border-brand ring-1 ring-brand' : 'border-border hover:border-border-strong',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9 sm:rounded-xl [&_svg]:size-[18px]',
                      active ? 'bg-brand text-brand-contrast' : 'bg-surface-2 text-muted',
                    )}
                  >
                    {ICONS[timing]}
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span className="font-semibold text-[13px] leading-tight sm:text-sm">{option.label}</span>
                    {option.description && (
                      <span className="hidden text-muted text-xs sm:block">{option.description}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {chosen && (
        <p aria-hidden="true" className="px-1 text-muted text-xs sm:hidden">
          {chosen}
        </p>
      )}
    </div>
  );
}
