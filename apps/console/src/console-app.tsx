import { CONSOLE_ENDPOINTS, type Operator } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { ConsoleApiError, consoleCall } from './api.ts';
import { AuditPage } from './audit/audit-page.tsx';
import { DocumentsPage } from './documents/documents-page.tsx';
import { GamesPage } from './games/games-page.tsx';
import { InboxPage } from './inbox/inbox-page.tsx';
import { LoginPage } from './login-page.tsx';
import { PlayersPage } from './players/players-page.tsx';
import { ReconciliationPage } from './reconciliation/reconciliation-page.tsx';
import { ReviewsPage } from './reviews/reviews-page.tsx';
import { useRoute } from './route.ts';
import { SchedulesPage } from './schedules/schedules-page.tsx';
import { ConsoleShell, sectionsFor } from './shell.tsx';
import { ErrorNote } from './ui.tsx';

export const operatorQueryKey = ['operator'] as const;

/** Signed out: the sign-in page. Signed in: the sections the operator's role may open. */
export function ConsoleApp() {
  const session = useQuery({
    queryKey: operatorQueryKey,
    queryFn: async (): Promise<Operator | null> => {
      try {
        return (await consoleCall(CONSOLE_ENDPOINTS.currentOperator)).data;
      } catch (error) {
        if (error instanceof ConsoleApiError && error.code === 'operator_unauthenticated') return null;
        throw error;
      }
    },
  });
  const route = useRoute();
  if (session.isPending) return <p className="p-8 text-center text-muted">Loading the console…</p>;
  if (session.isError)
    return (
      <div className="mx-auto max-w-md p-8">
        <ErrorNote error={session.error} />
      </div>
    );
  const operator = session.data;
  if (!operator) return <LoginPage />;
  const sections = sectionsFor(operator.role);
  const page = sections.includes(route.page) ? route.page : sections[0];
  return (
    <ConsoleShell operator={operator} current={page ?? 'inbox'}>
      {page === 'inbox' && route.page === 'inbox' ? <InboxPage selected={route.id} /> : null}
      {page === 'inbox' && route.page !== 'inbox' ? <InboxPage selected={null} /> : null}
      {page === 'players' ? (
        <PlayersPage selected={route.page === 'players' ? route.id : null} operator={operator} />
      ) : null}
      {page === 'documents' ? <DocumentsPage /> : null}
      {page === 'reviews' ? <ReviewsPage operator={operator} /> : null}
      {page === 'games' ? <GamesPage /> : null}
      {page === 'schedules' ? <SchedulesPage /> : null}
      {page === 'reconciliation' ? <ReconciliationPage /> : null}
      {page === 'audit' ? <AuditPage /> : null}
    </ConsoleShell>
  );
}
