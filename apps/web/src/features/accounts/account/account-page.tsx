import { ChevronLeft, ChevronRight, LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useSession, useSignOut } from '../../../shared/session/index.ts';
import { Card, cn, PageHeader, Tabs, toast } from '../../../shared/ui/index.ts';
import { type AccountSection, accountSectionFor, DEFAULT_ACCOUNT_SECTIONS } from '../account-sections.ts';
import { AppearanceCard } from './profile-section.tsx';
import { SectionSkeleton } from './use-account.tsx';

function SectionContent({ section }: { section: AccountSection }) {
  const { Content } = section;
  return (
    <Suspense fallback={<SectionSkeleton />}>
      <Content />
    </Suspense>
  );
}

/** The phone's account home: who is signed in, every section as a list, the theme, and log out. */
function PhoneAccountHome({ sections }: { sections: readonly AccountSection[] }) {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-6">
      {session.status === 'signed-in' && (
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast text-lg uppercase"
          >
            {session.user.username.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="font-bold">{session.user.username}</p>
            <p className="truncate text-muted text-sm">{session.user.email}</p>
          </div>
        </div>
      )}
      <Card>
        <nav aria-label="Account sections">
          <ul className="divide-y divide-border">
            {sections.map((section) => {
              const Icon = section.icon;
              return (
                <li key={section.value}>
                  <Link
                    to={`/account/${section.value}`}
                    className="flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-surface-2"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="font-semibold text-sm">{section.label}</span>
                      <span className="truncate text-muted text-xs">{section.summary}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </Card>
      <AppearanceCard />
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onError: (error) => toast.error('Could not log out', { description: error.message }),
          })
        }
        className="flex items-center justify-center gap-2 rounded-xl border border-border bg-surface py-3 font-semibold text-danger text-sm hover:bg-surface-2"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Log out
      </button>
    </div>
  );
}

/**
 * `/account/*`: tabs on wide screens; on phones a list of sections, each opening on its own. The app
 * layer hands in every feature's sections; alone, the page shows the accounts feature's own.
 */
export function AccountPage({
  sections = DEFAULT_ACCOUNT_SECTIONS,
}: {
  sections?: readonly AccountSection[];
}) {
  const { '*': rest = '' } = useParams();
  const segment = rest.split('/')[0] || undefined;
  const current = accountSectionFor(sections, segment);
  useDocumentTitle(current?.label ?? 'Account');
  if (segment && !current) return <Navigate replace to="/account" />;
  const shown = current ?? sections[0]!;

  return (
    <div data-page="Account" className="flex flex-col gap-5">
      {current && (
        <Link
          to="/account"
          className="-mb-2 flex items-center gap-1 self-start font-semibold text-brand text-sm hover:underline md:hidden"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Account
        </Link>
      )}
      <PageHeader
        eyebrow={current ? <span className="hidden md:inline">Account</span> : undefined}
        title={current ? current.label : 'Account'}
        subtitle={
          current ? undefined : 'Your profile, security and everything about your money in one place.'
        }
        flush
      />
      {!current && (
        <div className="md:hidden">
          <PhoneAccountHome sections={sections} />
        </div>
      )}
      <div
        className={cn(
          'lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8',
          !current && 'hidden md:block',
        )}
      >
        <SideNavigation sections={sections} current={shown} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="hidden md:block lg:hidden">
            <Tabs
              label="Account sections"
              value={shown.value}
              items={sections.map((section) => ({
                value: section.value,
                label: section.label,
                to: `/account/${section.value}`,
              }))}
            />
          </div>
          <SectionContent section={shown} />
        </div>
      </div>
    </div>
  );
}

/** Wide screens: every section in a column beside the content, so none hides behind a scroll. */
function SideNavigation({
  sections,
  current,
}: {
  sections: readonly AccountSection[];
  current: AccountSection;
}) {
  return (
    <nav aria-label="Account sections" className="sticky top-24 hidden lg:block">
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) => {
          const Icon = section.icon;
          const active = section.value === current.value;
          return (
            <li key={section.value}>
              <Link
                to={`/account/${section.value}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-sm transition-colors',
                  active
                    ? 'bg-brand/10 text-brand hover:bg-brand/12 hover:text-brand'
                    : 'text-muted hover:bg-surface-2 hover:text-text',
                )}
              >
                <Icon aria-hidden="true" className="size-[18px] shrink-0" />
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
