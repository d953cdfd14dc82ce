import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useHttpClient } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { IconButton, Sheet, SkeletonText } from '../../shared/ui/index.ts';
import { badgeText, unreadCountQueryOptions } from './unread-count.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

// The list and its contract (zod) load when the bell is first opened, not with every page.
const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })),
);

/** The shell's bell: the unread count as a badge, live over the socket; opens the notification centre. */
export function NotificationBell() {
  const http = useHttpClient();
  const signedIn = useSession().status === 'signed-in';
  const unread = useQuery({ ...unreadCountQueryOptions(http), enabled: signedIn }).data ?? 0;
  const [open, setOpen] = useState(false);
  useLiveNotifications(signedIn);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <>
      <IconButton
        label={label}
        variant="ghost"
        className="relative"
        data-testid="notification-bell"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        icon={
          <>
            <Bell aria-hidden="true" />
            {unread > 0 && (
              <span
                data-testid="notification-badge"
                aria-hidden="true"
                className="absolute top-1 right-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 font-bold text-[10px] text-danger-contrast leading-none ring-2 ring-bg"
              >
                {badgeText(unread)}
              </span>
            )}
          </>
        }
      />
      <Sheet open={open} onOpenChange={setOpen} title="Notifications">
        {open && (
          <Suspense fallback={<SkeletonText lines={4} />}>
            <NotificationPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
