import { Menu } from 'lucide-react';
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

const MORE: readonly NavItem[] = [RESULTS, COMPLETED_DRAFTS, RANKINGS, EXPOSURE, NEWS];

const tabClasses = (active: boolean) =>
  cn(
    'flex h-full w-full flex-col items-center justify-center gap-1 font-semibold text-[11px] transition-colors',
    '[&_svg]:size-[22px]',
    active ? 'text-brand' : 'text-muted hover:text-text',
  );

/** The primary navigation on narrow screens, as a tab bar along the bottom edge. */
export function BottomTabBar() {
  const { pathname } = useLocation();
  const tabs: Array<NavItem & { active?: boolean }> = [
    ...GAMES,
    { ...ACTIVE_DRAFTS, label: 'Drafts', active: isDraftsPath(pathname) },
    LIVE,
  ];
  const moreActive = MORE.some((item) => pathname.startsWith(item.to));
  return (
    <nav
      aria-label="Primary"
      data-testid="bottom-tab-bar"
      data-bottom-tab-bar
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {tabs.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => tabClasses(item.active ?? isActive)}
              aria-current={item.active ? 'page' : undefined}
            >
              <item.icon aria-hidden="true" />
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <LazyMenu
            side="top"
            triggerClassName={tabClasses(moreActive)}
            trigger={
              <>
                <Menu aria-hidden="true" />
                More
              </>
            }
            entries={MORE.map((item) => ({
              kind: 'link',
              ...item,
              label: item === COMPLETED_DRAFTS ? 'Completed drafts' : item.label,
            }))}
          />
        </li>
      </ul>
    </nav>
  );
}
