import { isRegistrationOpen, minimumAge, US_STATES } from '@kennel/core/compliance/states';
import { DEFAULT_LOBBY_PATH } from '@kennel/core/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLegalLinks } from '../../../shared/config/index.ts';
import { safeRedirectPath } from '../../../shared/session/index.ts';
import { readStored, removeStored } from '../../../shared/storage/index.ts';
import { Button, Checkbox, Field, Input, Select, toast } from '../../../shared/ui/index.ts';
import { accountKeys, startSignedInSession, useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import {
  errorsFromFailure,
  type FieldErrors,
  type FormProblem,
  focusFirstError,
} from '../forms/form-errors.ts';
import { type CodeKind, useCodeCheck } from './code-check.ts';
import { CodeField } from './code-field.tsx';
import {
  EMPTY_REGISTRATION,
  fieldOfValue,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationValues,
  registrationToday,
  validateRegistration,
} from './registration-form.ts';
import { useUsernameAvailability } from './username-availability.ts';
import { UsernameField } from './username-field.tsx';

const idOf = (field: RegistrationField) => `register-${field.replaceAll('_', '-')}`;

const SERVER_CODE_FIELDS: Partial<Record<string, RegistrationField>> = {
  underage: 'date_of_birth',
  state_not_supported: 'state',
  username_taken: 'username',
  email_taken: 'email',
  weak_password: 'password',
  promo_code_invalid: 'promo_code',
  referral_code_invalid: 'referral_code',
};

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: isRegistrationOpen(state.code) ? state.name : `${state.name} (not available yet)`,
}));

/** The code a referral link or a promo link brought: `?ref=` / `?promo=` here, else the saved referring link. */
function initialValues(search: URLSearchParams): RegistrationValues {
  const promo = search.get('promo');
  if (promo) return { ...EMPTY_REGISTRATION, codeKind: 'promo', code: promo };
  const referral = search.get('ref') ?? readStored('referringLink')?.code;
  if (referral) return { ...EMPTY_REGISTRATION, codeKind: 'referral', code: referral };
  return EMPTY_REGISTRATION;
}

/** `/register`: a new account in one screen, every rule checked as the user goes. */
export function RegisterPage() {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const legal = useLegalLinks();
  const today = useMemo(() => registrationToday(), []);
  const [values, setValues] = useState(() => initialValues(search));
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<RegistrationField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const usernameStatus = useUsernameAvailability(values.username);
  const codeStatus = useCodeCheck(values.codeKind ?? 'promo', values.codeKind ? values.code : '');
  const validation = useMemo(() => validateRegistration(values, today), [values, today]);
  const ruleErrors = validation.ok ? {} : validation.errors;
  const codeField: RegistrationField = values.codeKind === 'referral' ? 'referral_code' : 'promo_code';

  const errorFor = (field: RegistrationField): string | undefined =>
    serverErrors[field] ?? (submitted || touched[field] ? ruleErrors[field] : undefined);

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fieldOfValue(key, values)) delete next[field];
      return next;
    });
    setProblem(null);
  };
  const touch = (field: RegistrationField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const register = useMutation({
    mutationFn: api.register,
    onSuccess: (account) => {
      removeStored('referringLink');
      startSignedInSession(queryClient, { id: account.id, username: account.username, email: account.email });
      queryClient.setQueryData(accountKeys.account, account);
      toast.success(`Welcome to Kennel, ${account.username}!`, {
        description: `Check your email: we sent a link to ${account.email} to confirm your address. You can look around meanwhile; you'll need it confirmed to deposit.`,
        duration: 12_000,
      });
      navigate(safeRedirectPath(search.get('redirect')) ?? DEFAULT_LOBBY_PATH, { replace: true });
    },
    onError: (error) => {
      const { fields, problem: formProblem } = errorsFromFailure(
        error,
        REGISTRATION_FIELDS,
        SERVER_CODE_FIELDS,
      );
      setServerErrors(fields);
      setProblem(formProblem);
      focusFirstError(fields, REGISTRATION_FIELDS, idOf);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    const codeRefused = codeStatus.state === 'invalid' ? { [codeField]: codeStatus.message } : {};
    const usernameRefused =
      usernameStatus.state === 'unavailable' ? { username: usernameStatus.message } : {};
    const errors = { ...(validation.ok ? {} : validation.errors), ...usernameRefused, ...codeRefused };
    if (!validation.ok || Object.keys(errors).length > 0) {
      focusFirstError(errors, REGISTRATION_FIELDS, idOf);
      return;
    }
    register.mutate(validation.request);
  };

  const stateCode = values.state as (typeof US_STATES)[number]['code'] | '';
  return (
    <AuthPage
      page="Register"
      title="Create your account"
      subtitle="Join in a minute. We check your age and state to keep play fair and legal."
      icon={<UserPlus aria-hidden="true" />}
      width="md"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create your account">
        <Field
          label="Email"
          id={idOf('email')}
          error={errorFor('email')}
          hint={
            serverErrors.email ? (
              <>
                <Link to="/login" className="font-semibold text-brand hover:underline">
                  Log in
                </Link>{' '}
                or{' '}
                <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
                  reset your password
                </Link>
                .
              </>
            ) : (
              'We send your receipts and security alerts here.'
            )
          }
          required
        >
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            onBlur={touch('email')}
          />
        </Field>
        <UsernameField
          id={idOf('username')}
          value={values.username}
          onChange={(value) => set('username', value)}
          onBlur={touch('username')}
          status={usernameStatus}
          error={errorFor('username')}
        />
        <NewPasswordField
          id={idOf('password')}
          value={values.password}
          onChange={(value) => set('password', value)}
          onBlur={touch('password')}
          error={errorFor('password')}
          context={{ username: values.username, email: values.email }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Date of birth"
            id={idOf('date_of_birth')}
            error={errorFor('date_of_birth')}
            hint={stateCode ? `You must be ${minimumAge(stateCode)} or older in your state.` : undefined}
            required
          >
            <Input
              type="date"
              name="bday"
              autoComplete="bday"
              min="1900-01-01"
              max={today}
              value={values.dateOfBirth}
              onChange={(event) => set('dateOfBirth', event.target.value)}
              onBlur={touch('date_of_birth')}
            />
          </Field>
          <Field label="State of residence" id={idOf('state')} error={errorFor('state')} required>
            <Select
              name="state"
              autoComplete="address-level1"
              placeholder="Choose your state"
              options={STATE_OPTIONS}
              value={values.state}
              onChange={(event) => {
                set('state', event.target.value);
                touch('state')();
              }}
            />
          </Field>
        </div>
        <CodeField
          kind={values.codeKind}
          onKindChange={(kind: CodeKind | null) => set('codeKind', kind)}
          value={values.code}
          onChange={(value) => set('code', value)}
          onBlur={touch(codeField)}
          status={codeStatus}
          error={values.codeKind ? errorFor(codeField) : undefined}
          idOf={(kind) => idOf(kind === 'promo' ? 'promo_code' : 'referral_code')}
        />
        <Checkbox
          id={idOf('accept_terms')}
          checked={values.acceptTerms}
          onChange={(event) => set('acceptTerms', event.target.checked)}
          error={errorFor('accept_terms')}
          label={
            <>
              I accept Kennel’s <LegalLink href={legal.enhanced_terms_of_use_url}>Terms of use</LegalLink>,{' '}
              <LegalLink href={legal.enhanced_membership_agreement_url}>Membership agreement</LegalLink> and{' '}
              <LegalLink href={legal.enhanced_privacy_policy_url}>Privacy policy</LegalLink>.
            </>
          }
          description="I confirm the details above are true. Kennel may check my identity and location before I play."
        />
        {problem && (
          <FormAlert title={problem.title} tone="danger">
            {problem.message}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={register.isPending}>
          Create account
        </Button>
      </form>
    </AuthPage>
  );
}

function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-brand underline-offset-2 hover:underline"
    >
      {children}
    </a>
  );
}
