import { Link } from 'react-router';
import { useSession } from '../../shared/session/index.ts';
import { ThemeToggle } from '../../shared/theme/index.ts';
import { buttonClasses, Logo, Skeleton } from '../../shared/ui/index.ts';

/** The guest top bar: logo, theme, and Log in / Sign up, or "Go to lobby" when signed in. */
export function PublicHeader() {
  const session = useSession();
  return (
    <header className="sticky top-0 z-30 border-border border-b bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center rounded-lg">
          <Logo size={26} title={null} />
          <span className="sr-only">Kennel home</span>
        </Link>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <ThemeToggle />
          {session.status === 'loading' && <Skeleton radius="xl" className="h-10 w-36" />}
          {session.status === 'signed-in' && (
            <Link to="/lobby" className={buttonClasses()}>
              Go to lobby
            </Link>
          )}
          {(session.status === 'guest' || session.status === 'unknown') && (
            <>
              <Link to="/login" className={buttonClasses({ variant: 'ghost' })}>
                Log in
              </Link>
              <Link to="/register" className={buttonClasses()}>
                Sign up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
