import {
  formatDateTime,
  type RestrictionWire,
  TIME_OUT_DURATIONS,
  TIME_OUT_LABELS,
  type TimeOutDuration,
  timeOutEndsAt,
} from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Coffee } from 'lucide-react';
import { useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
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
  });
  const until = formatDateTime(timeOutEndsAt(duration, new Date()));
  const label = BREAK_NAMES[duration];

  return (
    <Card data-testid="time-out">
      <CardBody className="flex flex-col gap-4">
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
          onChange={setDuration}
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
            <Button loading={start.isPending} onClick={() => start.mutate()}>
              Start my break
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <WhatHappens
            stops={[
              `No deposits, entries, drafts or bets until ${until}.`,
              'The break cannot be shortened or cancelled.',
            ]}
            stays={['You can still log in, withdraw your balance and see your history.']}
          />
          {start.error && <ProblemNotice error={start.error} />}
        </div>
      </Dialog>
    </Card>
  );
}
