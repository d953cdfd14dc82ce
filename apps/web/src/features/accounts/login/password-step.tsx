import { loginRequestSchema } from '@kennel/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiRequestError } from '../../../shared/api/index.ts';
import { Button, buttonClasses, Field, Input } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import type { LoggedIn } from '../api/accounts-api.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import {
  answered,
  errorsFromFailure,
  type FieldErrors,
  type FormProblem,
  fieldErrorsFromIssues,
  focusFirstError,
} from '../forms/form-errors.ts';
import { rememberPendingLogin } from './pending-login.ts';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];
const idOf = (field: LoginField) => `login-${field}`;

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(carriedProblem);

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
      const found = errorsFromFailure(error, FIELDS);
      setErrors(found.fields);
      setProblem(found.problem);
      if (found.problem?.apiCode === 'invalid_credentials') setPassword('');
      focusFirstError(found.fields, FIELDS, idOf);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = loginRequestSchema.safeParse({
      email: answered(email),
      password: answered(password, { exact: true }),
    });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      setErrors(found);
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    setErrors({});
    logIn.mutate({ email: parsed.data.email, password });
  };

  const view = problem ? problemView(problem) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Log in">
      {problem && view && (
        <FormAlert tone={view.tone} title={problem.title} actions={view.actions}>
          {problem.message}
        </FormAlert>
      )}
      <Field label="Email" id={idOf('email')} error={errors.email} required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Password" id={idOf('password')} error={errors.password} required>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
        </Field>
        <Link to="/forgot-password" className="self-end font-semibold text-brand text-sm hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={logIn.isPending}>
        Log in
      </Button>
    </form>
  );
}
