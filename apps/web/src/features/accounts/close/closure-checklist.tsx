import { type AccountClosureWire, type ClosureInPlay, describeInPlay } from '@kennel/core';
import { CircleCheck, CircleX, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses, cn, formatMoney } from '../../../shared/ui/index.ts';

type Tone = 'ok' | 'blocked' | 'note';

function Row({
  tone,
  title,
  body,
  action,
}: {
  tone: Tone;
  title: string;
  body: ReactNode;
  action?: ReactNode;
}) {
  const Icon = tone === 'ok' ? CircleCheck : tone === 'blocked' ? CircleX : Info;
  return (
    <li className="flex flex-col gap-3 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-5 shrink-0',
            tone === 'ok' ? 'text-success' : tone === 'blocked' ? 'text-danger' : 'text-muted',
          )}
        />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold text-sm">{title}</p>
          <p className="text-pretty text-muted text-sm">{body}</p>
        </div>
      </div>
      {action && <div className="shrink-0 pl-8 sm:pl-0">{action}</div>}
    </li>
  );
}

const withdrawLink = (
  <Link to="/account/wallet" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
    Withdraw my balance
  </Link>
);

/** Entries and bets in play: each game's own page, where the site shows them. */
function InPlayRow({ inPlay }: { inPlay: ClosureInPlay }) {
  const inWords = describeInPlay(inPlay);
  if (!inWords) {
    return <Row tone="ok" title="Nothing in play" body="No entry or bet is waiting to settle." />;
  }
  const links = [
    inPlay.pickem > 0 && { to: '/live/pick-em', label: "My pick'em entries" },
    inPlay.best_ball > 0 && { to: '/active', label: 'My best ball teams' },
  ].filter((link) => link !== false);
  return (
    <Row
      tone="blocked"
      title={`In play: ${inWords}`}
      body={
        <>
          {Object.values(inPlay).reduce((sum, n) => sum + n, 0) === 1
            ? 'What it wins is paid into your balance, so closing waits until it has settled.'
            : 'What they win is paid into your balance, so closing waits until they have settled.'}
          {inPlay.sportsbook > 0 && ' Your open bets are in the Kennel app, under Bet history.'}
        </>
      }
      action={
        links.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {link.label}
              </Link>
            ))}
          </div>
        )
      }
    />
  );
}

/** Where the account stands against each rule of closing, with the way out of each block. */
export function ClosureChecklist({ closure }: { closure: AccountClosureWire }) {
  const pending = closure.pending_deposits + closure.pending_withdrawals;
  return (
    <ul aria-label="Before you close" className="flex flex-col divide-y divide-border">
      {closure.cash_cents === 0 ? (
        <Row tone="ok" title="No cash balance" body="There is nothing left to withdraw." />
      ) : (
        <Row
          tone="blocked"
          title={`Cash balance: ${formatMoney(closure.cash_cents)}`}
          body={
            closure.owed_cents > 0
              ? 'Withdraw all of it first: we never close an account with money in it. The rest of your cash covers what you owe (below).'
              : 'Withdraw all of it first: we never close an account with money in it.'
          }
          action={withdrawLink}
        />
      )}
      {closure.owed_cents > 0 && (
        <Row
          tone="note"
          title={`Owed from a corrected result: ${formatMoney(closure.owed_cents)}`}
          body="It doesn't stop you closing. Cash you hold toward it goes to it when you close; whatever is still owed after that stays on our records, and we never take it from a card or bank account."
        />
      )}
      {pending === 0 ? (
        <Row
          tone="ok"
          title="No payments in progress"
          body="No deposit or withdrawal is still being processed."
        />
      ) : (
        <Row
          tone="blocked"
          title={
            closure.pending_withdrawals > 0
              ? closure.pending_withdrawals === 1
                ? 'A withdrawal is in progress'
                : `${closure.pending_withdrawals} withdrawals are in progress`
              : 'A deposit is in progress'
          }
          body="Close your account once it has finished. Withdrawals waiting for your email confirmation count too."
          action={
            <Link to="/account/wallet" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              See my wallet
            </Link>
          }
        />
      )}
      <InPlayRow inPlay={closure.in_play} />
      <Row
        tone="note"
        title={`Promo credit: ${formatMoney(closure.promo_cents)}`}
        body={
          closure.promo_cents > 0
            ? 'Promo credit cannot be withdrawn. It is forfeited when you close.'
            : 'You have no promo credit to lose.'
        }
      />
    </ul>
  );
}
