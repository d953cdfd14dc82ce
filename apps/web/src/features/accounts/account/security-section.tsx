import { Link } from 'react-router';
import { TwoStepLoginCard } from '../mfa/two-step-login-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { WithAccount } from './use-account.tsx';

/** Security: the password, two-step login, and a pointer to the sessions list. */
export function SecuritySection() {
  return (
    <WithAccount>
      {(account) => (
        <div className="flex flex-col gap-6">
          <ChangePasswordCard account={account} />
          <TwoStepLoginCard account={account} />
          <p className="text-muted text-sm">
            See every device that is logged in to your account in{' '}
            <Link to="/account/sessions" className="font-semibold text-brand hover:underline">
              Sessions
            </Link>
            .
          </p>
        </div>
      )}
    </WithAccount>
  );
}
