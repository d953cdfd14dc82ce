import { Link } from 'react-router';
import { NotificationBell } from '../../features/notifications/index.ts';
import { ThemeToggle } from '../../shared/theme/index.ts';
import { Logo } from '../../shared/ui/index.ts';
import { AccountMenu } from './account-menu.tsx';
import { Balance } from './balance.tsx';
import { PrimaryNav } from './primary-nav.tsx';

/** The signed-in top bar; with navigation hidden it keeps the logo and the balance only. */
export function AppHeader({ navigation }: { navigation: 'visible' | 'hidden' }) {
  const visible = navigation === 'visible';
  return (
    <header data-sticky-top-bar className="sticky top-0 z-30 border-border border-b bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/lobby" className="flex shrink-0 items-center rounded-lg">
          <Logo size={28} variant="mark" title={null} className="sm:hidden" />
          <Logo size={26} title={null} className="hidden sm:block" />
          <span className="sr-only">Kennel lobby</span>
        </Link>
        {visible && <PrimaryNav className="hidden lg:block" />}
        <div className="ml-auto flex items-center gap-2">
          <Balance showDeposit={visible} />
          {visible && (
            <span className="hidden sm:inline-flex">
              <ThemeToggle />
            </span>
          )}
          {visible && <NotificationBell />}
          {visible && <AccountMenu />}
        </div>
      </div>
    </header>
  );
}
