import { RESET_TOKEN_TTL_MS } from '@kennel/core/accounts/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, MailCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { answered, TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, buttonClasses } from '../../../shared/ui/index.ts';
import { sessionsEndedEverywhere, useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { LinkNotValidPage, malformedLinkProblem } from '../components/email-link.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { formatCountdown, useCooldown } from '../components/use-cooldown.ts';
import { SetNewPasswordForm } from './set-new-password-form.tsx';

const passwordResetRequest = () =>
  import('@kennel/core/contracts/accounts').then((m) => m.passwordResetRequestSchema);

const RESEND_AFTER_MS = 60_000;

/** `/forgot-password`: ask for a reset email; the emailed link (`?token=`) sets the new password. */
export function ForgotPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestResetLink />;
}

function BackToLogin() {
  return (
    <>
      Remembered it?{' '}
      <Link to="/login" className="font-semibold text-brand hover:underline">
        Back to log in
      </Link>
    </>
  );
}

function RequestResetLink() {
  const api = useAccountsApi();
  const form = useKennelForm({
    schema: passwordResetRequest,
    toRequest: (values) => ({ email: answered(values.email) }),
    defaultValues: { email: '' },
    idOf: () => 'reset-email',
    mode: 'onSubmit',
  });
  const cooldown = useCooldown('password-reset');
  const request = useMutation({
    mutationFn: (address: string) => api.requestPasswordReset(address),
    onSuccess: () => cooldown.start(RESEND_AFTER_MS),
    onError: (error) => form.showServerError(error),
  });

  const send = form.submitWith(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    const waiting = cooldown.secondsLeft > 0;
    return (
      <AuthPage
        page="Forgot password"
        title="Check your email"
        documentTitle="Reset your password"
        subtitle={request.data}
        icon={<MailCheck aria-hidden="true" />}
        footer={<BackToLogin />}
      >
        <p className="text-center text-muted text-sm">
          Sent to <strong className="font-semibold text-text">{request.variables}</strong>. No email after a
          few minutes? Check your spam folder, or send it again.
        </p>
        <div className="flex flex-col gap-3">
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            disabled={waiting}
            loading={request.isPending}
            icon={<RotateCcw aria-hidden="true" />}
            onClick={() => request.mutate(request.variables)}
          >
            {waiting ? (
              <span>
                Send again in <span className="tabular-nums">{formatCountdown(cooldown.secondsLeft)}</span>
              </span>
            ) : (
              'Send the email again'
            )}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => request.reset()}>
            Use a different email
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      page="Forgot password"
      title="Reset your password"
      subtitle={`Enter the email address on your account. We’ll send a link to choose a new password; it works once, for ${RESET_TOKEN_TTL_MS / 60_000} minutes.`}
      icon={<KeyRound aria-hidden="true" />}
      footer={<BackToLogin />}
    >
      <form noValidate onSubmit={send} className="flex flex-col gap-5" aria-label="Reset your password">
        <TextField
          control={form.control}
          field="email"
          label="Email"
          id="reset-email"
          required
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
        />
        {form.problem && (
          <FormAlert title={form.problem.title ?? 'Could not send the email'}>
            {form.problem.message}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={form.refused}>
          Send reset link
        </Button>
      </form>
    </AuthPage>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState(() => malformedLinkProblem(token));
  if (linkProblem) {
    return (
      <LinkNotValidPage
        page="Forgot password"
        problem={linkProblem}
        action={
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Send me a new link
          </Link>
        }
      />
    );
  }
  return (
    <AuthPage
      page="Forgot password"
      title="Choose a new password"
      subtitle="Pick something long you don’t use anywhere else. Every device will be logged out."
      icon={<KeyRound aria-hidden="true" />}
      footer={<BackToLogin />}
    >
      <SetNewPasswordForm
        submit={(password) => api.confirmPasswordReset(token, password)}
        onDone={() => {
          void sessionsEndedEverywhere(queryClient);
          navigate('/password-changed', { replace: true });
        }}
        submitLabel="Save new password"
        onLinkProblem={setLinkProblem}
      />
    </AuthPage>
  );
}
