import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { answered, type FormProblem, TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, buttonClasses } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import type { LoggedIn } from '../api/accounts-api.ts';
import { CurrentPasswordField } from '../components/current-password-field.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { rememberPendingLogin } from './pending-login.ts';

const loginRequest = () => import('@kennel/core/contracts/accounts').then((m) => m.loginRequestSchema);

const idOf = (field: string) => `login-${field}`;

export interface PasswordStepProps {
  onLoggedIn: (loggedIn: LoggedIn) => void;
  onSecondFactor: (mfaToken: string, email: string) => void;
  /** A problem carried back from the code step (expired step, locked account). */
  carriedProblem?: FormProblem | null;
  initialEmail?: string;
}

/** What the form says for the answers that need more than a message. */
function problemView(problem: FormProblem): { tone: 'danger' | 'warning'; actions?: ReactNode } {
  if (problem.apiCode === 'account_locked') {
    return {
      tone: 'warning',
      actions: (
        <>
          <Link to="/forgot-password" className={buttonClasses({ size: 'sm' })}>
            Reset my password
          </Link>
          <Link to="/account-unlock" className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
            How unlocking works
          </Link>
        </>
      ),
    };
  }
  if (problem.apiCode === 'invalid_credentials') {
    return {
      tone: 'danger',
      actions: (
        <Link to="/forgot-password" className="font-semibold text-brand text-sm hover:underline">
          Forgot your password?
        </Link>
      ),
    };
  }
  return { tone: 'danger' };
}

/** Email and password; the answer decides the next step (code, device confirmation, or signed in). */
export function PasswordStep({
  onLoggedIn,
  onSecondFactor,
  carriedProblem = null,
  initialEmail = '',
}: PasswordStepProps) {
  const api = useAccountsApi();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useKennelForm({
    schema: loginRequest,
    toRequest: (values) => ({
      email: answered(values.email),
      password: answered(values.password, { exact: true }),
    }),
    defaultValues: { email: initialEmail, password: '' },
    idOf,
    mode: 'onSubmit',
  });
  // A problem carried back from the code step shows until the next try.
  const [carried, setCarried] = useState(carriedProblem);

  const logIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      api.logIn(credentials.email, credentials.password),
    onSuccess: onLoggedIn,
    onError: (error, credentials) => {
      if (isApiRequestError(error) && error.clientError.mfaToken) {
        onSecondFactor(error.clientError.mfaToken, credentials.email);
        return;
      }
      if (isApiRequestError(error) && error.apiCode === 'login_confirmation_required') {
        rememberPendingLogin(credentials.email, credentials.password);
        navigate(`/login-confirmation${search}`, { state: { email: credentials.email } });
        return;
      }
      if (isApiRequestError(error) && error.apiCode === 'invalid_credentials') form.setValue('password', '');
      form.showServerError(error);
    },
  });

  const onSubmit = form.submitWith(({ email }) => {
    setCarried(null);
    // The password goes as typed: the contract only bounds it.
    logIn.mutate({ email, password: form.getValues('password') });
  });

  const problem = form.problem ?? carried;
  const view = problem ? problemView(problem) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Log in">
      {problem && view && (
        <FormAlert tone={view.tone} title={problem.title} actions={view.actions}>
          {problem.message}
        </FormAlert>
      )}
      <TextField
        control={form.control}
        field="email"
        label="Email"
        id={idOf('email')}
        required
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
      />
      <div className="flex flex-col gap-2">
        <CurrentPasswordField control={form.control} field="password" id={idOf('password')} />
        <Link to="/forgot-password" className="self-end font-semibold text-brand text-sm hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={logIn.isPending} disabled={form.refused}>
        Log in
      </Button>
    </form>
  );
}
