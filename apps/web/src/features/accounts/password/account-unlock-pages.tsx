import { MAX_FAILED_LOGINS } from '@kennel/core/accounts/security';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LockKeyhole, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../shared/ui/index.ts';
import { sessionsEndedEverywhere, useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { LinkNotValidPage, malformedLinkProblem } from '../components/email-link.tsx';
import { SetNewPasswordForm } from './set-new-password-form.tsx';

/** `/account-unlock`: with the emailed `?token=`, a new password unlocks the account; without it, how unlocking works. */
export function AccountUnlockPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <UnlockWithNewPassword token={token} /> : <HowUnlockingWorks />;
}

function UnlockWithNewPassword({ token }: { token: string }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState(() => malformedLinkProblem(token));
  if (linkProblem) {
    return (
      <LinkNotValidPage
        page="Account unlock"
        problem={linkProblem}
        action={
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Reset my password instead
          </Link>
        }
      />
    );
  }
  return (
    <AuthPage
      page="Account unlock"
      title="Unlock your account"
      subtitle="We locked your account after too many failed logins. Choose a new password to unlock it; every device will be logged out."
      icon={<LockOpen aria-hidden="true" />}
    >
      <SetNewPasswordForm
        submit={(password) => api.confirmAccountUnlock(token, password)}
        onDone={() => {
          void sessionsEndedEverywhere(queryClient);
          navigate('/account-unblocked', { replace: true });
        }}
        submitLabel="Unlock my account"
        onLinkProblem={setLinkProblem}
      />
    </AuthPage>
  );
}

function HowUnlockingWorks() {
  return (
    <AuthPage
      page="Account unlock"
      title="Unlock your account"
      subtitle={`After ${MAX_FAILED_LOGINS} failed logins in a row we lock the account to keep it safe, and email its owner an unlock link.`}
      icon={<LockKeyhole aria-hidden="true" />}
      iconTone="warning"
      footer={<>Didn’t try to log in? Someone may know your email: choose a password you use nowhere else.</>}
    >
      <ul className="flex flex-col gap-3 text-sm">
        <li className="rounded-xl border border-border bg-surface-2/50 p-3">
          <p className="font-semibold">Use the link in the email</p>
          <p className="text-muted">
            Open “Your Kennel account is locked”, press “Unlock my account” and choose a new password.
          </p>
        </li>
        <li className="rounded-xl border border-border bg-surface-2/50 p-3">
          <p className="font-semibold">No email?</p>
          <p className="text-muted">
            Check your spam folder, or reset your password: that unlocks the account too.
          </p>
        </li>
      </ul>
      <div className="flex flex-col gap-3">
        <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Reset my password
        </Link>
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true, variant: 'secondary' })}>
          Back to log in
        </Link>
      </div>
    </AuthPage>
  );
}

/** `/account-unblocked`: the unlock worked; log in with the new password. */
export function AccountUnblockedPage() {
  return (
    <AuthPage
      page="Account unblocked"
      title="Your account is unblocked"
      subtitle="Your new password is set and the lock is lifted. Log in with the new password to carry on."
      icon={<CircleCheck aria-hidden="true" />}
      iconTone="success"
      footer={
        <>
          Something still looks wrong?{' '}
          <Link to="/responsible-gaming-resources" className="font-semibold text-brand hover:underline">
            Get help
          </Link>
        </>
      }
    >
      <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
        Log in
      </Link>
    </AuthPage>
  );
}
