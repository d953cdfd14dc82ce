import {
  formatLongDate,
  type RestrictionWire,
  SELF_EXCLUSION_DURATIONS,
  SELF_EXCLUSION_LABELS,
  type SelfExclusionDuration,
  selfExclusionEndsAt,
  selfExclusionRequestSchema,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiRequestError, sessionQueryKey, useHttpClient } from '../../../shared/api/index.ts';
import { serverNow } from '../../../shared/clock/index.ts';
import { TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { isRetryableWithSameKey } from '../../../shared/money-action/index.ts';
import { Button, Card, CardBody, Dialog, DialogClose } from '../../../shared/ui/index.ts';
import { DurationChoice } from './duration-choice.tsx';
import { startSelfExclusion } from './limits-api.ts';
import { ProblemNotice } from './notice.tsx';
import { WhatHappens } from './what-happens.tsx';

/** Where a player lands once excluded: their session has ended, so no signed-in page can show. */
export const EXCLUDED_PATH = '/m/responsible-gaming-limits/excluded';

function ExclusionDialog({ duration, onClose }: { duration: SelfExclusionDuration; onClose: () => void }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useKennelForm({
    schema: selfExclusionRequestSchema,
    toRequest: (values) => ({ ...values, duration }),
    defaultValues: { password: '' },
    codeFields: { current_password_incorrect: 'password', invalid_credentials: 'password' },
    idOf: () => 'self-exclusion-password',
    mode: 'onSubmit',
  });
  /** When an earlier try's answer was lost: that try may have excluded the player (and ended this session). */
  const lostAt = useRef<Date | null>(null);
  const excluded = (endsAt: string | null) => {
    // Every session has ended on the server: drop what was cached for the player.
    queryClient.setQueryData(sessionQueryKey, { authenticated: false, user: null });
    const until = endsAt ? `?${new URLSearchParams({ until: endsAt })}` : '';
    navigate(`${EXCLUDED_PATH}${until}`, { replace: true });
  };
  const exclude = useMutation({
    mutationFn: (password: string) => startSelfExclusion(http, duration, password),
    onSuccess: (answer) => excluded(answer.ends_at),
    onError: (error) => {
      // Signed out since a try whose answer never came: that try went through and ended the session.
      if (lostAt.current && isApiRequestError(error) && error.apiCode === 'unauthenticated') {
        excluded(selfExclusionEndsAt(duration, lostAt.current)?.toISOString() ?? null);
        return;
      }
      if (isRetryableWithSameKey(error) && !(isApiRequestError(error) && error.status === 429))
        lostAt.current ??= new Date(serverNow());
      form.showServerError(error);
    },
  });
  const end = selfExclusionEndsAt(duration, new Date(serverNow()));
  const permanent = end === null;
  const submit = form.submitWith(({ password }) => {
    if (!exclude.isPending) exclude.mutate(password);
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !exclude.isPending && onClose()}
      title={
        permanent
          ? 'Exclude yourself permanently?'
          : `Exclude yourself for ${SELF_EXCLUSION_LABELS[duration]}?`
      }
      description={
        permanent
          ? 'This cannot be undone: you will not be able to play on Kennel again.'
          : `Your exclusion starts now and ends on ${formatLongDate(end)}. It cannot be shortened.`
      }
    >
      <form noValidate aria-label="Confirm self-exclusion" onSubmit={submit} className="flex flex-col gap-4">
        <WhatHappens
          stops={[
            permanent
              ? 'No deposits, entries, drafts or bets, ever again.'
              : `No deposits, entries, drafts or bets until ${formatLongDate(end)}.`,
            'You are logged out everywhere, now.',
            'Entries in contests that have not started, and open bets on events that have not started, are refunded.',
            ...(permanent ? ['A permanent exclusion cannot be undone, by you or by us.'] : []),
          ]}
          stays={['You can still log in to withdraw your balance and see your history.']}
        />
        <TextField
          control={form.control}
          field="password"
          id="self-exclusion-password"
          label="Your password"
          hint="To confirm it is you."
          type="password"
          autoComplete="current-password"
        />
        {form.problem && <ProblemNotice error={exclude.error} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary" disabled={exclude.isPending}>
              Keep my account open
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" loading={exclude.isPending} disabled={form.refused}>
            {permanent ? 'Exclude me permanently' : 'Exclude me'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Self-exclusion for 1, 3 or 5 years or for good; confirmed with the password in a dialog. */
export function SelfExclusionCard({ restriction }: { restriction: RestrictionWire | null }) {
  const [duration, setDuration] = useState<SelfExclusionDuration>('1y');
  const [open, setOpen] = useState(false);
  const excluded = restriction?.kind === 'self_exclusion';
  return (
    <Card data-testid="self-exclusion">
      <CardBody className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-danger/10 text-danger">
            <Ban aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="font-bold text-base tracking-tight">Self-exclusion</h3>
            <p className="text-pretty text-muted text-sm">
              A longer stop, for when a break is not enough. It ends your sessions and refunds entries that
              have not started.
            </p>
          </div>
        </div>
        <DurationChoice
          legend="How long"
          options={SELF_EXCLUSION_DURATIONS}
          labels={SELF_EXCLUSION_LABELS}
          value={duration}
          onChange={setDuration}
          disabled={excluded}
        />
        <div>
          <Button variant="secondary" disabled={excluded} onClick={() => setOpen(true)}>
            Exclude myself
          </Button>
        </div>
      </CardBody>
      {open && <ExclusionDialog duration={duration} onClose={() => setOpen(false)} />}
    </Card>
  );
}
