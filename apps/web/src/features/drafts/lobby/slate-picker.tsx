import { Link } from 'react-router';
import { cn } from '../../../shared/ui/index.ts';
import { slateTabLabel } from './lobby-text.ts';
import type { LobbySlate } from './use-lobby.ts';

/** The sport's slates with open contests, soonest first; each is an address of its own. */
export function SlatePicker({
  slates,
  current,
  hrefFor,
}: {
  slates: readonly LobbySlate[];
  current: string | null;
  hrefFor: (slateId: string) => string;
}) {
  if (slates.length === 0) return null;
  return (
    <nav aria-label="Slates">
      <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        {slates.map((slate) => {
          const active = slate.id === current;
          return (
            <li key={slate.id} className="flex shrink-0">
              <Link
                to={hrefFor(slate.id)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-col rounded-xl border px-3 py-2 text-left transition-colors duration-150',
                  'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
                  active
                    ? 'border-brand bg-brand/10 text-text'
                    : 'border-border bg-surface text-muted hover:border-border-strong hover:text-text',
                )}
              >
                <span className="whitespace-nowrap font-semibold text-sm">
                  {slateTabLabel(slate.name, slate.locksAt)}
                </span>
                <span className="text-xs">
                  {slate.contests.length} {slate.contests.length === 1 ? 'contest' : 'contests'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
