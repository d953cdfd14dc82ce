import {
  CONSOLE_ENDPOINTS,
  OPERATOR_ROLE_LABELS,
  type Operator,
  type OperatorRole,
  operatorMay,
} from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarCog,
  FileCheck,
  History,
  Inbox,
  LogOut,
  Moon,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Sun,
  Trophy,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { consoleCall } from './api.ts';
import { type ConsoleRoute, hrefOf } from './route.ts';

type Section = ConsoleRoute['page'];

const SECTIONS: {
  page: Section;
  label: string;
  /** What a phone's narrow bar shows. */
  short: string;
  icon: typeof Inbox;
  roles: readonly OperatorRole[];
}[] = [
  {
    page: 'inbox',
    label: 'Support inbox',
    short: 'Inbox',
    icon: Inbox,
    roles: CONSOLE_ENDPOINTS.supportInbox.roles,
  },
  {
    page: 'players',
    label: 'Players',
    short: 'Players',
    icon: Users,
    roles: CONSOLE_ENDPOINTS.findPlayers.roles,
  },
  {
    page: 'documents',
    label: 'Identity documents',
    short: 'Documents',
    icon: FileCheck,
    roles: CONSOLE_ENDPOINTS.documentQueue.roles,
  },
  {
    page: 'reviews',
    label: 'Account reviews',
    short: 'Reviews',
    icon: ShieldAlert,
    roles: CONSOLE_ENDPOINTS.accountReviews.roles,
  },
  {
    page: 'games',
    label: 'Games',
    short: 'Games',
    icon: Trophy,
    roles: CONSOLE_ENDPOINTS.pickemLines.roles,
  },
  {
    page: 'schedules',
    label: 'Schedules',
    short: 'Schedules',
    icon: CalendarCog,
    roles: CONSOLE_ENDPOINTS.schedules.roles,
  },
  {
    page: 'reconciliation',
    label: 'Reconciliation',
    short: 'Ledger',
    icon: Scale,
    roles: CONSOLE_ENDPOINTS.reconciliations.roles,
  },
  {
    page: 'audit',
    label: 'Audit trail',
    short: 'Audit',
    icon: History,
    roles: CONSOLE_ENDPOINTS.auditTrail.roles,
  },
];

/** The sections a role may open, from the same contract the server checks. */
export const sectionsFor = (role: OperatorRole): Section[] =>
  SECTIONS.filter((section) => operatorMay(role, section.roles)).map((section) => section.page);

function useThemeToggle() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  return {
    dark,
    toggle() {
      const next = !dark;
      document.documentElement.classList.toggle('dark', next);
      document.documentElement.style.colorScheme = next ? 'dark' : 'light';
      localStorage.setItem('kennel.console.theme', next ? 'dark' : 'light');
      setDark(next);
    },
  };
}

export function ConsoleShell({
  operator,
  current,
  children,
}: {
  operator: Operator;
  current: Section;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const theme = useThemeToggle();
  const allowed = SECTIONS.filter((section) => operatorMay(operator.role, section.roles));
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: keep the open one in view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  async function signOut() {
    await consoleCall(CONSOLE_ENDPOINTS.operatorLogout).catch(() => undefined);
    queryClient.clear();
    queryClient.setQueryData(['operator'], null);
  }

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href="#/" className="flex items-center gap-2 font-bold">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand text-brand-contrast">
              <ShieldCheck aria-hidden="true" className="size-4" />
            </span>
            Kennel console
          </a>
          <nav
            aria-label="Console sections"
            ref={nav}
            className="order-last -mx-1 flex w-full gap-1 overflow-x-auto px-1"
          >
            {allowed.map(({ page, label, short, icon: Icon }) => (
              <a
                key={page}
                href={hrefOf(page === 'inbox' || page === 'players' ? { page, id: null } : { page })}
                aria-current={page === current ? 'page' : undefined}
                className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted hover:bg-surface-2 hover:text-text aria-[current=page]:bg-brand/10 aria-[current=page]:text-brand"
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                <span className="sm:hidden">{short}</span>
                <span className="hidden sm:inline">{label}</span>
              </a>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden text-right text-xs leading-tight sm:block">
              <span className="block font-semibold text-sm">{operator.name}</span>
              <span className="text-muted">{OPERATOR_ROLE_LABELS[operator.role]}</span>
            </span>
            <button
              type="button"
              onClick={theme.toggle}
              aria-label={theme.dark ? 'Light theme' : 'Dark theme'}
              className="rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-text"
            >
              {theme.dark ? (
                <Sun aria-hidden="true" className="size-4" />
              ) : (
                <Moon aria-hidden="true" className="size-4" />
              )}
            </button>
            <button
              type="button"
              onClick={() => void signOut()}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm text-muted hover:bg-surface-2 hover:text-text"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-5 sm:py-8">{children}</main>
    </div>
  );
}
