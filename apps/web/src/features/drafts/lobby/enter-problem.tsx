import type { ClientError } from '@kennel/core';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/index.ts';

/** A refused entry in the API's own words (funds, limits, time-out, location, a full contest), with the way forward. */
export function EnterProblemAlert({ error }: { error: ClientError }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-danger/30 bg-danger/8 p-3 text-sm"
    >
      <p className="font-bold text-danger">{error.title ?? 'Your entry did not go in'}</p>
      <p>{error.message}</p>
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
