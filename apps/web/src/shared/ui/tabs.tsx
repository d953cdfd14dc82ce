import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export type TabItem = {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A count or small badge after the label. */
  badge?: ReactNode;
  /** Makes the tab a router link to this path; the tabs then render as a navigation list. */
  to?: string;
  disabled?: boolean;
};

export type TabsProps = {
  items: ReadonlyArray<TabItem>;
  value: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers, such as "Sports". */
  label: string;
  variant?: 'underline' | 'pill';
  /** Ties button tabs to TabPanel elements rendered with the same id. */
  id?: string;
  className?: string;
};

const tabBase =
  'inline-flex shrink-0 select-none items-center gap-2 whitespace-nowrap font-semibold text-sm transition-colors duration-150 ' +
  'disabled:pointer-events-none disabled:opacity-40 aria-disabled:pointer-events-none aria-disabled:opacity-40 [&_svg]:size-[18px] [&_svg]:shrink-0';

// A tab's classes are its look's `tab` and either `idle` or `active` (cn() joins, it does not merge).
const looks = {
  underline: {
    list: 'gap-1 border-border border-b',
    tab: 'relative h-11 rounded-t-lg px-3',
    idle: 'text-muted hover:text-text',
    active:
      'text-text hover:text-text after:absolute after:inset-x-2 after:-bottom-px after:h-[3px] after:rounded-full after:bg-brand',
  },
  pill: {
    list: 'gap-2',
    tab: 'h-9 rounded-full border px-3.5',
    idle: 'border-border bg-surface text-muted hover:border-border-strong hover:text-text',
    active: 'border-text bg-text text-bg hover:border-text hover:text-bg',
  },
};

/** Tabs controlled by value/onValueChange; link items navigate, button items switch panels in place. */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  variant = 'underline',
  id,
  className,
}: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const look = looks[variant];
  const listClasses = cn('scrollbar-none flex overflow-x-auto', look.list, className);
  const content = (item: TabItem) => (
    <>
      {item.icon}
      {item.label}
      {item.badge !== undefined && (
        <span className="rounded-full bg-surface-2 px-1.5 py-0.5 text-[11px] text-muted tabular-nums leading-none">
          {item.badge}
        </span>
      )}
    </>
  );

  if (items.some((item) => item.to !== undefined)) {
    return (
      <nav aria-label={label}>
        <ul className={listClasses}>
          {items.map((item) => {
            const active = item.value === value;
            return (
              <li key={item.value} className="flex shrink-0">
                <Link
                  to={item.to ?? '.'}
                  aria-current={active ? 'page' : undefined}
                  aria-disabled={item.disabled || undefined}
                  onClick={() => onValueChange?.(item.value)}
                  className={cn(tabBase, look.tab, active ? look.active : look.idle)}
                >
                  {content(item)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  const enabled = items.filter((item) => !item.disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((item) => item.value === value);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length]!;
    onValueChange?.(next.value);
    listRef.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(next.value)}"]`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClasses}>
      {items.map((item) => {
        const active = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            data-value={item.value}
            id={id ? `${id}-tab-${item.value}` : undefined}
            aria-controls={id ? `${id}-panel-${item.value}` : undefined}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onValueChange?.(item.value)}
            className={cn(tabBase, look.tab, active ? look.active : look.idle)}
          >
            {content(item)}
          </button>
        );
      })}
    </div>
  );
}

export type TabPanelProps = {
  /** The id given to Tabs. */
  tabsId: string;
  value: string;
  children: ReactNode;
  className?: string;
};

export function TabPanel({ tabsId, value, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={`${tabsId}-panel-${value}`}
      aria-labelledby={`${tabsId}-tab-${value}`}
      className={className}
    >
      {children}
    </div>
  );
}
