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

/** The three pick-timing choices with the seed's texts; each is a link so the address keeps the choice. */
export function PickTimingPicker({
  current,
  hrefFor,
}: {
  current: PickTiming;
  hrefFor: (timing: PickTiming) => string;
}) {
  return (
    <nav aria-label="Pick timing">
      <ul className="grid gap-2 sm:grid-cols-3">
        {PICK_TIMINGS.map((timing) => {
          const option = PICK_TIMING_OPTIONS[timing];
          const active = timing === current;
          return (
            <li key={timing} className="flex">
              <Link
                to={hrefFor(timing)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex w-full items-start gap-3 rounded-2xl border bg-surface p-3 transition-colors duration-150 sm:p-4',
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
                  <span className="font-semibold text-sm">{option.label}</span>
                  {option.description && <span className="text-muted text-xs">{option.description}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
