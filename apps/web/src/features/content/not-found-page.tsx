import { House, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/planned-screen/index.ts';
import { buttonClasses, EmptyState } from '../../shared/ui/index.ts';

/** Shown for every path that is not one of Kennel's pages. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div data-page="Not found" className="mx-auto flex w-full max-w-xl flex-col gap-6 py-10">
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        titleLevel="h1"
        title="We could not find that page"
        body="The link may be broken or the page may have moved. Check the address, or head back home."
        action={
          <>
            <Link to="/" className={buttonClasses()}>
              <House aria-hidden="true" />
              Go home
            </Link>
            <Link to="/lobby" className={buttonClasses({ variant: 'secondary' })}>
              Open the lobby
            </Link>
          </>
        }
      />
      <p className="text-center text-muted text-sm">
        Looking for a game? Try{' '}
        <Link to="/pick-em" className="font-semibold text-brand hover:underline">
          pick’em
        </Link>{' '}
        or the{' '}
        <Link to="/rules" className="font-semibold text-brand hover:underline">
          rules
        </Link>
        .
      </p>
    </div>
  );
}
