import { CircleAlert, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/index.ts';
import { BREACH_MESSAGES, isEntryRuleBreach } from './slip-messages.ts';
import type { SubmitProblem } from './use-submit-entry.ts';

/**
 * Lines moved, were suspended or closed under the slip: say so, and accept the new ones in one tap.
 * "Nothing was charged" only once a submit was refused for it; before any submit there was no charge
 * to speak of.
 */
export function LinesChangedNotice({
  refused,
  accepting,
  onAccept,
}: {
  /** The API refused a submit because of them (422 pickem_lines_changed). */
  refused: boolean;
  accepting: boolean;
  onAccept: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="lines-changed"
      className="flex flex-col gap-2.5 rounded-xl border border-warning/40 bg-warning/8 p-3"
    >
      <p className="flex items-start gap-2 text-sm">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        {refused ? (
          <span>
            <span className="font-bold">Lines changed before your entry went in.</span> Nothing was charged.
            Accept the new lines to keep your picks, then submit again.
          </span>
        ) : (
          <span>
            <span className="font-bold">Lines have changed since you picked.</span> Accept the new lines to
            keep your picks; closed picks come off.
          </span>
        )}
      </p>
      <Button size="sm" loading={accepting} icon={<RefreshCw aria-hidden="true" />} onClick={onAccept}>
        Accept new lines
      </Button>
    </div>
  );
}

/** Any other refusal, in the API's own words, with the way forward when there is one. */
export function SubmitProblemAlert({ problem }: { problem: SubmitProblem }) {
  const { error } = problem;
  const breach = isEntryRuleBreach(error.errorCode) ? BREACH_MESSAGES[error.errorCode] : null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-danger/30 bg-danger/8 p-3 text-sm"
    >
      <p className="font-bold text-danger">{error.title ?? 'Your entry did not go in'}</p>
      <p>{breach ?? error.message}</p>
      {error.apiCode === 'insufficient_funds' ? (
        <Link to="/deposit" className={buttonClasses({ size: 'sm', className: 'self-start' })}>
          Deposit
        </Link>
      ) : (
        error.ctaText &&
        error.ctaUrl && (
          <Link
            to={error.ctaUrl}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}
          >
            {error.ctaText}
          </Link>
        )
      )}
    </div>
  );
}
