import { Search, X } from 'lucide-react';
import { cn, IconButton, Input } from '../../../shared/ui/index.ts';

export interface StatChip {
  stat: string;
  label: string;
  count: number;
}

/** Search by player or team, and one stat at a time (or all). */
export function BoardFilters({
  search,
  onSearch,
  stats,
  stat,
  onStat,
}: {
  search: string;
  onSearch: (search: string) => void;
  stats: readonly StatChip[];
  stat: string | null;
  onStat: (stat: string | null) => void;
}) {
  const chips = [{ stat: null, label: 'All stats' }, ...stats];
  return (
    <div className="flex flex-col gap-3">
      <Input
        type="search"
        aria-label="Search players or teams"
        placeholder="Search players or teams"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        leading={<Search aria-hidden="true" />}
        trailing={
          search !== '' && (
            <IconButton
              label="Clear search"
              size="sm"
              icon={<X />}
              onClick={() => onSearch('')}
              className="-mr-1"
            />
          )
        }
        inputClassName="[&::-webkit-search-cancel-button]:hidden"
      />
      {stats.length > 0 && (
        <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0">
          <legend className="sr-only">Stats</legend>
          {chips.map((chip) => {
            const active = chip.stat === stat;
            return (
              <button
                key={chip.stat ?? 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => onStat(chip.stat)}
                className={cn(
                  'h-8 shrink-0 whitespace-nowrap rounded-full border px-3 font-semibold text-[13px] transition-colors',
                  active
                    ? 'border-text bg-text text-bg'
                    : 'border-border bg-surface text-text hover:border-border-strong',
                )}
              >
                {chip.label}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
