import { HeartHandshake } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { accountClosedFrom } from '../../shared/session/account-closed.ts';
import { SUPPORT_EMAIL } from '../../shared/support/support-links.ts';
import { buttonClasses, Card, CardBody, formatMoney } from '../../shared/ui/index.ts';

/** The goodbye after closing an account, shown on the home page the player lands on (no session left). */
export function AccountClosedNotice() {
  const closed = accountClosedFrom(useLocation().state);
  if (!closed) return null;
  return (
    <Card role="status" aria-labelledby="account-closed-title" data-testid="account-closed">
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-5">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-success/12 text-success">
          <HeartHandshake aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="account-closed-title" className="font-bold text-text text-xl">
              Your account is closed
            </h2>
            <p className="text-pretty text-muted text-sm">
              Thanks for playing with Kennel. You have been logged out everywhere, and we emailed you a
              confirmation.
            </p>
          </div>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-pretty text-sm marker:text-muted">
            <li>Nobody can log in to this account again.</li>
            {closed.forfeitedCents > 0 && (
              <li>Your promo credit of {formatMoney(closed.forfeitedCents)} was forfeited.</li>
            )}
            <li>We keep your records for as long as the law requires; support can send you your history.</li>
            <li>
              If gambling has become a problem, call <span className="whitespace-nowrap">1-800-GAMBLER</span>{' '}
              any time, day or night.
            </li>
          </ul>
          <div className="flex flex-wrap gap-3">
            <Link to="/responsible-gaming-resources" className={buttonClasses({ variant: 'secondary' })}>
              Responsible gaming help
            </Link>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClasses({ variant: 'ghost' })}>
              Contact support
            </a>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
