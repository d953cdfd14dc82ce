import type { PickemEntry } from '@kennel/core';
import { CircleCheck, Radio, Ticket } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { StakePayment } from '../../../shared/balance/index.ts';
import { Button, buttonClasses, formatMoney, Money } from '../../../shared/ui/index.ts';
import { livePathOf } from './live-path.ts';
import { EntryFeeField, EntryTypeSwitch, PayoutPreview } from './slip-controls.tsx';
import { BREACH_MESSAGES } from './slip-messages.ts';
import { SlipPickRow } from './slip-pick-row.tsx';
import { LinesChangedNotice, SubmitProblemAlert } from './slip-problem.tsx';
import type { EntrySlipModel } from './use-entry-slip.ts';

function entryText(entry: PickemEntry): string {
  return `${entry.picks.length}-pick ${entry.type === 'flex' ? 'Flex' : 'Standard'} for ${formatMoney(entry.fee_cents)}, up to ${formatMoney(entry.max_payout_cents)}.`;
}

/**
 * Said once an entry is in: the region is there, empty, before the submit (a live region inserted
 * already holding its text is often not read), and filled when the entry lands.
 */
function SubmittedAnnouncement({ entry }: { entry: PickemEntry | null }) {
  return (
    <p role="status" data-testid="entry-announcement" className="sr-only">
      {entry ? `Entry in! ${entryText(entry)}` : ''}
    </p>
  );
}

/** The confirmation, in place of the submit button that was focused: focus moves to it. */
function Submitted({ entry, onMore }: { entry: PickemEntry; onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only when focus went with the submit button: never taken from where the player moved it.
    if (document.activeElement === null || document.activeElement === document.body) ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="entry-submitted"
      className="flex flex-col items-center gap-3 py-4 text-center outline-none"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-success/12 text-success">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <p className="font-bold text-lg">Entry in!</p>
      <p className="text-muted text-sm">
        {entry.picks.length}-pick {entry.type === 'flex' ? 'Flex' : 'Standard'} for{' '}
        <Money cents={entry.fee_cents} className="font-semibold text-text" />, up to{' '}
        <Money cents={entry.max_payout_cents} className="font-semibold text-success" />.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={livePathOf(entry)} className={buttonClasses()}>
          <Radio aria-hidden="true" />
          Watch it live
        </Link>
        <Button variant="secondary" onClick={onMore}>
          Make more picks
        </Button>
      </div>
    </div>
  );
}

/** The slip's scrolling part: picks, type, fee and what it pays. */
export function SlipBody({ model, clear }: { model: EntrySlipModel; clear?: ReactNode }) {
  const announced = model.submitted && model.slip.picks.length === 0 ? model.submitted : null;
  return (
    <>
      <SubmittedAnnouncement entry={announced} />
      <SlipContent model={model} clear={clear} />
    </>
  );
}

function SlipContent({ model, clear }: { model: EntrySlipModel; clear?: ReactNode }) {
  const { slip, resolved, states, submission, submitted } = model;
  if (submitted && slip.picks.length === 0)
    return <Submitted entry={submitted} onMore={model.dismissSubmitted} />;
  if (slip.picks.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          <Ticket aria-hidden="true" className="size-6" />
        </span>
        <p className="font-bold">Your slip is empty</p>
        <p className="max-w-60 text-muted text-sm">
          Pick higher or lower on at least two players from different teams to build an entry.
        </p>
      </div>
    );
  const problem = submission.problem;
  const refused = problem?.error.apiCode === 'pickem_lines_changed';
  return (
    // Disabled while the entry is on its way: every control inside waits for the answer.
    <fieldset
      disabled={model.readOnly}
      aria-busy={model.readOnly}
      data-testid="slip-body"
      className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0"
    >
      <ul aria-label="Picks" className="flex flex-col gap-2">
        {resolved.map((pick, at) => (
          <SlipPickRow
            key={pick.pick.propId}
            resolved={pick}
            state={states[at] ?? 'ok'}
            onRemove={() => model.remove(pick.pick.propId)}
          />
        ))}
      </ul>
      {clear && <div className="-mt-2 flex justify-end">{clear}</div>}
      {(refused || model.needsAttention) && (
        <LinesChangedNotice
          refused={refused}
          accepting={model.accepting}
          onAccept={() => void model.acceptNewLines()}
        />
      )}
      <EntryTypeSwitch value={slip.entryType} picks={slip.picks.length} onChange={model.setType} />
      <EntryFeeField
        feeCents={model.feeCents}
        balance={model.balance}
        usePromo={model.usePromo}
        onChange={model.setFee}
        onProblem={model.setFeeProblem}
      />
      <StakePayment
        amountCents={model.feeProblem === null ? model.feeCents : null}
        balance={model.balance}
        usePromo={model.usePromo}
        onUsePromoChange={model.setUsePromo}
      />
      <PayoutPreview type={slip.entryType} picks={slip.picks.length} rows={model.preview} />
    </fieldset>
  );
}

/** The pinned part: the first thing to fix or the server's refusal, right above the submit button. */
export function SlipFooter({ model }: { model: EntrySlipModel }) {
  const { slip, breaches, submission } = model;
  const hintId = useId();
  if (slip.picks.length === 0) return null;
  const problem = submission.problem;
  const refusal = problem && problem.error.apiCode !== 'pickem_lines_changed' ? problem : null;
  let hint = model.feeProblem ? 'Fix the entry fee above to submit.' : null;
  if (!hint && breaches[0]) hint = BREACH_MESSAGES[breaches[0]];
  if (!hint && model.needsAttention) hint = 'Accept the new lines above to submit.';
  const win = model.preview[0]?.payoutCents;
  return (
    <div className="flex flex-col gap-2">
      {refusal && (
        <div id={hintId}>
          <SubmitProblemAlert problem={refusal} />
        </div>
      )}
      {hint && !refusal && (
        <p id={hintId} className="text-center text-muted text-xs">
          {hint}
        </p>
      )}
      <Button
        size="lg"
        fullWidth
        loading={submission.pending}
        disabled={hint !== null || model.blocked || submission.refused}
        aria-describedby={refusal || hint ? hintId : undefined}
        onClick={() => void submission.submit()}
      >
        {submission.pending
          ? 'Submitting…'
          : model.feeProblem
            ? 'Submit entry'
            : `Submit ${formatMoney(model.feeCents)} entry${win !== undefined ? ` · win ${formatMoney(win)}` : ''}`}
      </Button>
    </div>
  );
}
