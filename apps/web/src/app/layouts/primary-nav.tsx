import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../shared/ui/index.ts';
import { LazyMenu } from './menus/lazy-menu.tsx';
import {
  ACTIVE_DRAFTS,
  COMPLETED_DRAFTS,
  EXPOSURE,
  GAMES,
  isDraftsPath,
  LIVE,
  type NavItem,
  NEWS,
  RANKINGS,
  RESULTS,
} from './nav-items.ts';

const itemClasses = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 font-semibold text-sm transition-colors duration-150',
    active ? 'bg-surface-2 text-text' : 'text-muted hover:bg-surface-2 hover:text-text',
  );

function TopNavLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} className={({ isActive }) => itemClasses(isActive)}>
        {item.label}
      </NavLink>
    </li>
  );
}

/** The top bar's primary navigation on wide screens; Drafts opens Active and Completed. */
export function PrimaryNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Primary" className={className}>
      <ul className="flex items-center gap-0.5">
        {GAMES.map((item) => (
          <TopNavLink key={item.to} item={item} />
        ))}
        <TopNavLink item={LIVE} />
        <TopNavLink item={RESULTS} />
        <li>
          <LazyMenu
            align="start"
            triggerClassName={itemClasses(isDraftsPath(pathname))}
            trigger={
              <>
                Drafts
                <ChevronDown aria-hidden="true" className="size-4" />
              </>
            }
            entries={[ACTIVE_DRAFTS, COMPLETED_DRAFTS].map((item) => ({ kind: 'link', ...item }))}
          />
        </li>
        <TopNavLink item={RANKINGS} />
        <TopNavLink item={EXPOSURE} />
        <TopNavLink item={NEWS} />
      </ul>
    </nav>
  );
}
