import { NOTIFICATION_TYPE_LABELS, type NotificationPreference, type NotificationType } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Mail } from 'lucide-react';
import { useHttpClient } from '../../shared/api/index.ts';
import { Card, CardBody, Loadable, toast } from '../../shared/ui/index.ts';
import {
  notificationPreferencesQueryKey,
  notificationPreferencesQueryOptions,
  setEmailPreference,
} from './notifications-api.ts';

/** `/account/notifications`: in-app notices are always on; email is a switch per type. */
export function NotificationsAccountSection() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQueryOptions(http));
  const change = useMutation({
    mutationFn: ({ type, email }: NotificationPreference) => setEmailPreference(http, type, email),
    onMutate: ({ type, email }) =>
      queryClient.setQueryData<NotificationPreference[]>(notificationPreferencesQueryKey, (list) =>
        list?.map((each) => (each.type === type ? { ...each, email } : each)),
      ),
    onSuccess: (saved, { type, email }) => {
      queryClient.setQueryData(notificationPreferencesQueryKey, saved);
      toast.success(`${NOTIFICATION_TYPE_LABELS[type].label}: email ${email ? 'on' : 'off'}`);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: notificationPreferencesQueryKey });
      toast.error('Your email choice was not saved', { description: error.message });
    },
  });
  return (
    <Loadable
      pending={preferences.isPending}
      error={preferences.error}
      onRetry={() => void preferences.refetch()}
      what="Your notification settings"
      skeletonHeight="h-72"
    >
      {() => (
        <Card>
          <CardBody className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                <BellRing aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-0.5">
                <h2 className="font-bold text-base">Email me about</h2>
                <p className="text-pretty text-muted text-sm">
                  Every notice appears under the bell at the top of the page. Choose which ones also come by
                  email.
                </p>
              </div>
            </div>
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
              {(preferences.data ?? []).map((preference) => (
                <PreferenceRow
                  key={preference.type}
                  type={preference.type}
                  email={preference.email}
                  onChange={(email) => change.mutate({ type: preference.type, email })}
                />
              ))}
            </ul>
          </CardBody>
        </Card>
      )}
    </Loadable>
  );
}

function PreferenceRow({
  type,
  email,
  onChange,
}: {
  type: NotificationType;
  email: boolean;
  onChange: (email: boolean) => void;
}) {
  const { label, description } = NOTIFICATION_TYPE_LABELS[type];
  const id = `notification-email-${type}`;
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="flex min-w-0 flex-col">
        <label htmlFor={id} className="font-semibold text-sm">
          {label}
        </label>
        <span id={`${id}-description`} className="text-muted text-xs">
          {description}
        </span>
      </div>
      <span className="flex shrink-0 items-center gap-2">
        <Mail aria-hidden="true" className="size-4 text-muted" />
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={email}
          aria-checked={email}
          aria-describedby={`${id}-description`}
          onChange={(event) => onChange(event.target.checked)}
          className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-border-strong transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2 forced-colors:appearance-auto"
        />
      </span>
    </li>
  );
}
