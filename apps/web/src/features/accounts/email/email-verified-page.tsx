import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailQuestion, MailWarning } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { Button, buttonClasses, Spinner } from '../../../shared/ui/index.ts';
import { accountKeys, accountQueryOptions, useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { LinkNotValidPage, linkProblemFrom, malformedLinkProblem } from '../components/email-link.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** `/email-verified`: confirms the emailed `?token=` on arrival and says what happened; without one, the status. */
export function EmailVerifiedPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <ConfirmEmail token={token} /> : <EmailStatus />;
}

function NextStep() {
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <div className="flex flex-col gap-3">
        <Link to="/deposit" className={buttonClasses({ size: 'lg', fullWidth: true })}>
          Make a deposit
        </Link>
        <Link to="/lobby" className={buttonClasses({ size: 'lg', fullWidth: true, variant: 'secondary' })}>
          Go to the lobby
        </Link>
      </div>
    );
  }
  return (
    <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
      Log in
    </Link>
  );
}

function Verified({ already = false }: { already?: boolean }) {
  return (
    <AuthPage
      page="Email verified"
      title="Email verified"
      subtitle={
        already
          ? 'Your email address was already confirmed. There is nothing more to do.'
          : 'Thanks, your email address is confirmed. You can now deposit and play.'
      }
      icon={<CircleCheck aria-hidden="true" />}
      iconTone="success"
    >
      <NextStep />
    </AuthPage>
  );
}

/** A new link needs a signed-in user: the resend button, or a way to log in first. */
function AskForNewLink() {
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <div className="flex justify-center">
        <ResendVerificationButton size="lg" variant="primary" />
      </div>
    );
  }
  return (
    <Link
      to={`/login?${new URLSearchParams({ redirect: '/account/profile' })}`}
      className={buttonClasses({ size: 'lg', fullWidth: true })}
    >
      Log in to get a new link
    </Link>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const malformed = malformedLinkProblem(token);
  if (malformed)
    return <LinkNotValidPage page="Email verified" problem={malformed} action={<AskForNewLink />} />;
  return <ConfirmWellFormedEmailLink token={token} />;
}

function ConfirmWellFormedEmailLink({ token }: { token: string }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  // A query, not a mutation, so a second render of the page reuses the one confirmation instead of spending the token twice.
  const confirm = useQuery({
    queryKey: ['email-verification', token],
    queryFn: async () => {
      const verifiedAt = await api.confirmEmailVerification(token);
      void queryClient.invalidateQueries({ queryKey: accountKeys.account });
      return verifiedAt;
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (confirm.isPending) {
    return (
      <AuthPage
        page="Email verified"
        title="Confirming your email…"
        icon={<Spinner size={28} label={null} />}
      >
        <p className="text-center text-muted text-sm" role="status">
          This takes a moment.
        </p>
      </AuthPage>
    );
  }
  if (confirm.isSuccess) return <Verified />;
  const error = confirm.error;
  if (isApiRequestError(error) && error.apiCode === 'email_already_verified') return <Verified already />;
  const linkProblem = linkProblemFrom(error);
  if (linkProblem)
    return <LinkNotValidPage page="Email verified" problem={linkProblem} action={<AskForNewLink />} />;
  return (
    <AuthPage
      page="Email verified"
      title="We could not confirm your email"
      subtitle={error.message}
      icon={<MailWarning aria-hidden="true" />}
      iconTone="danger"
    >
      <div className="flex flex-col gap-3">
        <Button size="lg" fullWidth onClick={() => void confirm.refetch()} loading={confirm.isFetching}>
          Try again
        </Button>
        <AskForNewLink />
      </div>
    </AuthPage>
  );
}

function EmailStatus() {
  const api = useAccountsApi();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const account = useQuery({ ...accountQueryOptions(api), enabled: signedIn });
  if (signedIn && account.data?.email_verified_at) return <Verified already />;
  return (
    <AuthPage
      page="Email verified"
      title="Confirm your email"
      subtitle={
        signedIn && account.data
          ? `Open the link we sent to ${account.data.email} to confirm your address. You need it confirmed to deposit.`
          : 'Open the link in the email we sent you to confirm your address.'
      }
      icon={<MailQuestion aria-hidden="true" />}
    >
      <AskForNewLink />
    </AuthPage>
  );
}
