import { type AccountSession, formatDateTime } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, RotateCw, Smartphone, WifiOff } from 'lucide-react';
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, toast } from '../../../shared/ui/index.ts';
import { accountKeys, sessionsQueryOptions, useAccountsApi } from '../api/account-queries.ts';
import { SectionSkeleton } from './use-account.tsx';

const PHONE = /iOS|Android/;

function SessionRow({ session }: { session: AccountSession }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => api.endSession(session.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast.success('Session ended', { description: `${session.device_label} is logged out.` });
    },
    onError: (error) => toast.error('Could not end the session', { description: error.message }),
  });
  const Icon = PHONE.test(session.device_label) ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3.5 first:pt-0 last:pb-0">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted [&_svg]:size-5">
        <Icon aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-sm">
          {session.device_label}
          {session.current && <Badge tone="brand">This device</Badge>}
        </p>
        <p className="text-muted text-xs">
          {session.current ? 'Active now' : `Last active ${formatDateTime(session.last_seen_at)}`}
          {session.ip_address && ` · ${session.ip_address}`}
        </p>
        <p className="text-muted text-xs">Logged in {formatDateTime(session.created_at)}</p>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="secondary"
          loading={end.isPending}
          onClick={() => end.mutate()}
          aria-label={`Log out ${session.device_label}`}
        >
          Log out
        </Button>
      )}
    </li>
  );
}

/** Sessions: every device logged in, this one flagged; end one, or all the others at once. */
export function SessionsSection() {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions(api));
  const endOthers = useMutation({
    mutationFn: () => api.endOtherSessions(),
    onSuccess: (ended) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast.success(ended === 1 ? 'Logged out of 1 other session' : `Logged out of ${ended} other sessions`);
    },
    onError: (error) => toast.error('Could not log out the other sessions', { description: error.message }),
  });

  if (sessions.isError) {
    return (
      <EmptyState
        icon={<WifiOff aria-hidden="true" />}
        title="We could not load your sessions"
        body={sessions.error.message}
        action={
          <Button icon={<RotateCw aria-hidden="true" />} onClick={() => sessions.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!sessions.data) return <SectionSkeleton />;
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((session) => !session.current).length;
  return (
    <Card>
      <CardHeader
        as="h2"
        title="Where you’re logged in"
        subtitle="Log out of any device you don’t recognise, then change your password. Sessions end after 30 minutes without activity, and after 12 hours at most."
      />
      <CardBody className="flex flex-col gap-5">
        <ul aria-label="Sessions" className="flex flex-col divide-y divide-border">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-4">
          <p className="text-muted text-sm">
            {others === 0
              ? 'You’re only logged in here.'
              : `${others} other session${others === 1 ? '' : 's'}.`}
          </p>
          <Button
            variant="secondary"
            icon={<LogOut aria-hidden="true" />}
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            Log out everywhere else
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
