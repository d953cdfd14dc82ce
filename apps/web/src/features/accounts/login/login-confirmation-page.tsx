import { VERIFICATION_RESEND_COOLDOWN_MS } from '@kennel/core/accounts/security';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LinkIcon, MailCheck, Send, ShieldQuestion } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { Button, buttonClasses, toast } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { LinkNotValidPage, linkProblemFrom, malformedLinkProblem } from '../components/email-link.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { formatCountdown, useCooldown } from '../components/use-cooldown.ts';
import { pendingLogin } from './pending-login.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** `/login-confirmation`: "check your email" after a log-in from a new device; with `?token=`, the confirmation itself. */
export function LoginConfirmationPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <ConfirmDevice token={token} /> : <CheckYourEmail />;
}

function CheckYourEmail() {
  const api = useAccountsApi();
  const finish = useFinishLogin();
  const location = useLocation();
  const cooldown = useCooldown('login-confirmation');
  const pending = pendingLogin();
  const email = pending?.email ?? (location.state as { email?: string } | null)?.email;
  const loginPath = `/login${location.search}`;

  const resend = useMutation({
    mutationFn: () => {
      if (!pending) throw new Error('Log in again to get a new link.');
      return api.logIn(pending.email, pending.password);
    },
    // The device was confirmed meanwhile: the same request now logs in.
    onSuccess: finish,
    onError: (error) => {
      if (isApiRequestError(error) && error.apiCode === 'login_confirmation_required') {
        cooldown.start(VERIFICATION_RESEND_COOLDOWN_MS);
        toast.success('We sent a new link', { description: `Check ${pending?.email ?? 'your inbox'}.` });
        return;
      }
      toast.error('Could not send the email', { description: error.message });
    },
  });
  const waiting = cooldown.secondsLeft > 0;

  return (
    <AuthPage
      page="Login confirmation"
      title="Check your email"
      subtitle={
        <>
          You’re logging in from a device we don’t recognise. We emailed{' '}
          {email ? <strong className="font-semibold text-text">{email}</strong> : 'you'} a link to confirm
          it’s you.
        </>
      }
      icon={<MailCheck aria-hidden="true" />}
      footer={
        <>
          Not you?{' '}
          <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
            Reset your password
          </Link>{' '}
          straight away.
        </>
      }
    >
      <ol className="flex flex-col gap-3 text-sm">
        <Step number={1}>Open the email from Kennel and press “Confirm this device”.</Step>
        <Step number={2}>Come back here and log in again. The link works for 30 minutes.</Step>
      </ol>
      <div className="flex flex-col gap-3">
        <Link to={loginPath} state={{ email }} className={buttonClasses({ size: 'lg', fullWidth: true })}>
          I’ve confirmed, log in
        </Link>
        {pending ? (
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            loading={resend.isPending}
            disabled={waiting}
            icon={<Send aria-hidden="true" />}
            onClick={() => resend.mutate()}
          >
            {waiting ? (
              <span>
                Send again in <span className="tabular-nums">{formatCountdown(cooldown.secondsLeft)}</span>
              </span>
            ) : (
              'Send the email again'
            )}
          </Button>
        ) : (
          <p className="text-center text-muted text-sm">
            No email? Check your spam folder, or log in again and we’ll send a new link.
          </p>
        )}
      </div>
    </AuthPage>
  );
}

function Step({ number, children }: { number: number; children: string }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/12 font-bold text-brand text-xs">
        {number}
      </span>
      <span className="pt-0.5 text-pretty">{children}</span>
    </li>
  );
}

function ConfirmDevice({ token }: { token: string }) {
  const api = useAccountsApi();
  const confirm = useMutation({ mutationFn: () => api.confirmLogin(token) });
  const linkProblem = malformedLinkProblem(token) ?? linkProblemFrom(confirm.error);
  if (linkProblem) {
    return (
      <LinkNotValidPage
        page="Login confirmation"
        problem={linkProblem}
        action={
          <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Log in to get a new link
          </Link>
        }
      />
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthPage
        page="Login confirmation"
        title="Device confirmed"
        subtitle="Thanks. Go back to the device you were logging in on and log in again; it won’t ask next time."
        icon={<CircleCheck aria-hidden="true" />}
        iconTone="success"
      >
        <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Log in
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      page="Login confirmation"
      title="Confirm this device"
      subtitle="Someone with your password is logging in to Kennel on a new device. If that was you, confirm it."
      icon={<ShieldQuestion aria-hidden="true" />}
    >
      {confirm.isError && <FormAlert title="Could not confirm the device">{confirm.error.message}</FormAlert>}
      <Button
        size="lg"
        fullWidth
        loading={confirm.isPending}
        icon={<LinkIcon aria-hidden="true" />}
        onClick={() => confirm.mutate()}
      >
        Yes, it was me. Confirm
      </Button>
      <p className="text-center text-muted text-sm">
        Not you? Don’t confirm.{' '}
        <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
          Reset your password
        </Link>{' '}
        so nobody else can use it.
      </p>
    </AuthPage>
  );
}
