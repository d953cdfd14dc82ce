import { ChevronDown, LifeBuoy, LogOut, Moon, ShieldCheck, Sun, UserRound } from 'lucide-react';
import { useWebConfig } from '../../shared/config/index.ts';
import { useSession, useSignOut } from '../../shared/session/index.ts';
import { isHelpDeskLink, openSupportChat } from '../../shared/support/index.ts';
import { useTheme } from '../../shared/theme/index.ts';
import { Skeleton } from '../../shared/ui/index.ts';
import { LazyMenu } from './menus/lazy-menu.tsx';

/** Account, responsible gaming, support, the theme and log out, under the user's initial. */
export function AccountMenu() {
  const session = useSession();
  const { resolved, toggle } = useTheme();
  const signOut = useSignOut();
  const { supportUrl } = useWebConfig();
  if (session.status !== 'signed-in') return <Skeleton radius="full" className="size-10" />;
  const { username, email } = session.user;
  return (
    <LazyMenu
      triggerLabel="Account menu"
      triggerClassName="flex h-10 items-center gap-1.5 rounded-full border border-border bg-surface py-1 pr-2 pl-1 transition-colors hover:border-border-strong"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand font-bold text-brand-contrast text-sm uppercase"
          >
            {username.charAt(0)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </>
      }
      entries={[
        {
          kind: 'label',
          id: 'who',
          content: (
            <>
              <span className="block font-semibold text-sm">{username}</span>
              <span className="block truncate text-muted text-xs">{email}</span>
            </>
          ),
        },
        { kind: 'separator', id: 'after-who' },
        { kind: 'link', to: '/account', label: 'Account', icon: UserRound },
        { kind: 'link', to: '/account/responsible-gaming', label: 'Responsible gaming', icon: ShieldCheck },
        {
          kind: 'action',
          label: 'Contact support',
          icon: LifeBuoy,
          // The help desk opens as the chat (seed section 2); any other support link is followed.
          onSelect: () =>
            isHelpDeskLink(supportUrl)
              ? void openSupportChat(supportUrl)
              : window.location.assign(supportUrl),
        },
        {
          kind: 'action',
          label: resolved === 'dark' ? 'Light theme' : 'Dark theme',
          icon: resolved === 'dark' ? Sun : Moon,
          keepOpen: true,
          onSelect: toggle,
        },
        { kind: 'separator', id: 'before-log-out' },
        {
          kind: 'action',
          label: 'Log out',
          icon: LogOut,
          disabled: signOut.isPending,
          onSelect: () =>
            signOut.mutate(undefined, {
              onError: async (error) => {
                const { toast } = await import('../../shared/ui/toaster.tsx');
                toast.error('Could not log out', { description: error.message });
              },
            }),
        },
      ]}
    />
  );
}
