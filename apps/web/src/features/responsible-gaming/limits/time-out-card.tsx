import {
  formatDateTime,
  type RestrictionWire,
  TIME_OUT_DURATIONS,
  TIME_OUT_LABELS,
  TIME_OUT_MS,
  type TimeOutDuration,
  timeOutEndsAt,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Coffee, PauseCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { responsibleGamingQueryKey } from '../../../shared/api/responsible-gaming.ts';
import { serverNow } from '../../../shared/clock/index.ts';
import { isFinalAnswer } from '../../../shared/money-action/index.ts';
import { Button, Card, CardBody, Dialog, DialogClose } from '../../../shared/ui/index.ts';
import { DurationChoice } from './duration-choice.tsx';
import { startTimeOut, storeRestriction } from './limits-api.ts';
import { ProblemNotice } from './notice.tsx';
import { WhatHappens } from './what-happens.tsx';

/** "a 7-day break": the length as the break's adjective. */
const BREAK_NAMES: Readonly<Record<TimeOutDuration, string>> = {
  '24h': '24-hour',
  '3d': '3-day',
  '7d': '7-day',
  '30d': '30-day',
  '90d': '90-day',
};

/** The length a time-out in force was taken for, read from its start and end. */
function lengthOf(restriction: RestrictionWire): TimeOutDuration | null {
  if (restriction.ends_at === null) return null;
  const ms = Date.parse(restriction.ends_at) - Date.parse(restriction.started_at);
  return TIME_OUT_DURATIONS.find((duration) => TIME_OUT_MS[duration] === ms) ?? null;
}

const STOPS = (until: string) => [
  `No deposits, entries, drafts or bets until ${until}.`,
  'The break cannot be shortened or cancelled.',
];
const STAYS = [
  'You can still log in, withdraw your balance and see your history.',
  'Entries you made before the break stay in play and settle as usual.',
];

/** The break in force, in words: what was set, until when, what the player can and cannot do. */
function BreakStarted({ restriction, announce }: { restriction: RestrictionWire; announce: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Just started here: the dialog's button is gone, so focus (and a screen reader) lands on this.
  useEffect(() => {
    if (announce) heading.current?.focus();
  }, [announce]);
  const length = lengthOf(restriction);
  const until = formatDateTime(restriction.ends_at ?? restriction.started_at);
  return (
    <div data-testid="time-out-started" role="status" className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-warning/15 text-warning">
          <PauseCircle aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 ref={heading} tabIndex={-1} className="font-bold text-base tracking-tight outline-none">
            {length ? `Your ${BREAK_NAMES[length]} break has started` : 'Your break has started'}
          </h3>
          <p className="text-pretty text-muted text-sm">
            Started {formatDateTime(restriction.started_at)}. It ends {until}.
          </p>
        </div>
      </div>
      <WhatHappens stops={STOPS(until)} stays={STAYS} />
    </div>
  );
}

/** A break from play for a length the player picks; a dialog says what it means before it starts. */
export function TimeOutCard({ restriction }: { restriction: RestrictionWire | null }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [duration, setDuration] = useState<TimeOutDuration>('24h');
  const [open, setOpen] = useState(false);
  const start = useMutation({
    mutationFn: () => startTimeOut(http, duration),
    onSuccess: (answer) => {
      storeRestriction(queryClient, answer);
      setOpen(false);
    },
    // A refusal ("already on a break") or a lost answer: the break may be in force, so ask again.
    onError: () => void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKey }),
  });
  // A break found in force (an earlier try went through): the card says so, the dialog is done.
  const onBreak = restriction?.kind === 'time_out';
  useEffect(() => {
    if (onBreak) setOpen(false);
  }, [onBreak]);
  const until = formatDateTime(timeOutEndsAt(duration, new Date(serverNow())));
  const label = BREAK_NAMES[duration];

  return (
    <Card data-testid="time-out">
      <CardBody className="flex flex-col gap-4">
        {restriction?.kind === 'time_out' ? (
          <BreakStarted restriction={restriction} announce={start.isSuccess} />
        ) : (
          <>
            <div className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                <Coffee aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="font-bold text-base tracking-tight">Take a time-out</h3>
                <p className="text-pretty text-muted text-sm">
                  A break from deposits, entries, drafts and bets. Once it starts it cannot be shortened.
                </p>
              </div>
            </div>
            <DurationChoice
              legend="How long"
              options={TIME_OUT_DURATIONS}
              labels={TIME_OUT_LABELS}
              value={duration}
              onChange={(next) => {
                setDuration(next);
                start.reset();
              }}
              disabled={restriction !== null}
            />
            <div>
              <Button
                variant="secondary"
                disabled={restriction !== null}
                onClick={() => {
                  start.reset();
                  setOpen(true);
                }}
              >
                Take a {label} break
              </Button>
            </div>
          </>
        )}
      </CardBody>
      <Dialog
        open={open}
        onOpenChange={(next) => !start.isPending && setOpen(next)}
        title={`Take a ${label} break?`}
        description={`Your break starts now and ends ${until}.`}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary" disabled={start.isPending}>
                Keep playing
              </Button>
            </DialogClose>
            <Button
              loading={start.isPending}
              disabled={start.isError && isFinalAnswer(start.error)}
              onClick={() => start.mutate()}
            >
              Start my break
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <WhatHappens stops={STOPS(until)} stays={STAYS} />
          {start.error && <ProblemNotice error={start.error} />}
        </div>
      </Dialog>
    </Card>
  );
}
