import { isRegistrationOpen, minimumAge, US_STATES } from '@kennel/core/compliance/states';
import { DEFAULT_LOBBY_PATH } from '@kennel/core/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLegalLinks } from '../../../shared/config/index.ts';
import { CheckboxField, TextField, useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { safeRedirectPath } from '../../../shared/session/index.ts';
import { readStored, removeStored } from '../../../shared/storage/index.ts';
import { Button, Field, Select, toast } from '../../../shared/ui/index.ts';
import { accountKeys, startSignedInSession, useAccountsApi } from '../api/account-queries.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { useCodeCheck } from './code-check.ts';
import { CodeField } from './code-field.tsx';
import {
  EMPTY_REGISTRATION,
  type RegistrationValues,
  registrationRequest,
  registrationToday,
} from './registration-form.ts';
import { useUsernameAvailability } from './username-availability.ts';
import { UsernameField } from './username-field.tsx';

const idOf = (field: string, values?: Pick<RegistrationValues, 'code_kind'>) =>
  field === 'code'
    ? `register-${values?.code_kind ?? 'promo'}-code`
    : `register-${field.replaceAll('_', '-')}`;

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.code,
  label: isRegistrationOpen(state.code) ? state.name : `${state.name} (not available yet)`,
}));

/** The code a referral link or a promo link brought: `?ref=` / `?promo=` here, else the saved referring link. */
function initialValues(search: URLSearchParams): RegistrationValues {
  const promo = search.get('promo');
  if (promo) return { ...EMPTY_REGISTRATION, code_kind: 'promo', code: promo };
  const referral = search.get('ref') ?? readStored('referringLink')?.code;
  if (referral) return { ...EMPTY_REGISTRATION, code_kind: 'referral', code: referral };
  return EMPTY_REGISTRATION;
}

/** `/register`: a new account in one screen, every rule of core's contract checked as the user goes. */
export function RegisterPage() {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const legal = useLegalLinks();
  const today = useMemo(() => registrationToday(), []);
  const form = useKennelForm({
    schema: useCallback(
      () => import('@kennel/core/contracts/accounts').then((m) => m.registrationFormSchema(today)),
      [today],
    ),
    toRequest: registrationRequest,
    defaultValues: useMemo(() => initialValues(search), [search]),
    fieldOf: { promo_code: 'code', referral_code: 'code' },
    codeFields: {
      underage: 'date_of_birth',
      state_not_supported: 'state',
      username_taken: 'username',
      email_taken: 'email',
      weak_password: 'password',
      promo_code_invalid: 'code',
      referral_code_invalid: 'code',
    },
    idOf,
  });
  const { control, watch, setError, setValue, getFieldState, trigger, formState } = form;
  const [username, email, codeKind, code, stateCode] = watch([
    'username',
    'email',
    'code_kind',
    'code',
    'state',
  ]);
  const emailField = useFormField(control, 'email');
  const usernameField = useFormField(control, 'username');
  const passwordField = useFormField(control, 'password');
  const codeField = useFormField(control, 'code');
  const usernameStatus = useUsernameAvailability(username);
  const codeStatus = useCodeCheck(codeKind ?? 'promo', codeKind ? code : '');

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
    onError: form.showServerError,
  });

  const onSubmit = form.submitWith((request) => {
    // The server's live answers refuse what the contract alone cannot know.
    const refused =
      usernameStatus.state === 'unavailable'
        ? (['username', usernameStatus.message] as const)
        : codeStatus.state === 'invalid'
          ? (['code', codeStatus.message] as const)
          : null;
    if (!refused) return register.mutate(request);
    setError(refused[0], { type: 'server', message: refused[1] });
    document.getElementById(idOf(refused[0], form.getValues()))?.focus();
  });

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
        <TextField
          control={control}
          field="email"
          label="Email"
          id={idOf('email')}
          hint={
            emailField.fromServer ? (
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
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
        />
        <UsernameField id={idOf('username')} {...usernameField} status={usernameStatus} />
        <NewPasswordField id={idOf('password')} {...passwordField} context={{ username, email }} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            field="date_of_birth"
            label="Date of birth"
            id={idOf('date_of_birth')}
            hint={
              stateCode
                ? `You must be ${minimumAge(stateCode as (typeof US_STATES)[number]['code'])} or older in your state.`
                : undefined
            }
            required
            type="date"
            name="bday"
            autoComplete="bday"
            min="1900-01-01"
            max={today}
          />
          <Field
            label="State of residence"
            id={idOf('state')}
            error={formState.errors.state?.message}
            required
          >
            <Select
              name="state"
              autoComplete="address-level1"
              placeholder="Choose your state"
              options={STATE_OPTIONS}
              value={stateCode}
              onChange={(event) => {
                setValue('state', event.target.value, { shouldTouch: true, shouldValidate: true });
                // The state sets the age rule the date of birth is held to.
                if (getFieldState('date_of_birth').isTouched || formState.isSubmitted)
                  void trigger('date_of_birth');
              }}
            />
          </Field>
        </div>
        <CodeField
          kind={codeKind}
          onKindChange={(kind) => setValue('code_kind', kind, { shouldValidate: formState.isSubmitted })}
          {...codeField}
          status={codeStatus}
          error={codeKind ? codeField.error : undefined}
          idOf={(kind) => idOf('code', { code_kind: kind })}
        />
        <CheckboxField
          control={control}
          field="accept_terms"
          id={idOf('accept_terms')}
          label={
            <>
              I accept Kennel’s <LegalLink href={legal.enhanced_terms_of_use_url}>Terms of use</LegalLink>,{' '}
              <LegalLink href={legal.enhanced_membership_agreement_url}>Membership agreement</LegalLink> and{' '}
              <LegalLink href={legal.enhanced_privacy_policy_url}>Privacy policy</LegalLink>.
            </>
          }
          description="I confirm the details above are true. Kennel may check my identity and location before I play."
        />
        {form.problem && (
          <FormAlert title={form.problem.title} tone="danger">
            {form.problem.message}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={register.isPending} disabled={form.refused}>
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
