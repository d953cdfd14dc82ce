import { TOTP_DIGITS } from '@kennel/core/accounts/security';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, Smartphone } from 'lucide-react';
import { useCallback } from 'react';
import { isApiRequestError } from '../../../shared/api/index.ts';
import type { FormProblem } from '../../../shared/forms/index.ts';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, Field } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import type { LoggedIn } from '../api/accounts-api.ts';
import { CodeInput } from '../components/code-input.tsx';
import { FormAlert } from '../components/form-alert.tsx';

export interface MfaStepProps {
  mfaToken: string;
  onLoggedIn: (loggedIn: LoggedIn) => void;
  /** Back to email and password, with the reason when the step can no longer go on. */
  onRestart: (problem: FormProblem | null) => void;
  kind: 'totp' | 'recovery';
  onKindChange: (kind: 'totp' | 'recovery') => void;
}

const CODE_ID = 'login-code';
/** The second step: a code from the authenticator app, or one of the recovery codes. */
export function MfaStep({ mfaToken, onLoggedIn, onRestart, kind, onKindChange }: MfaStepProps) {
  const api = useAccountsApi();
  const form = useKennelForm({
    schema: useCallback(() => import('./mfa-code-schema.ts').then((m) => m.codeSchema(kind)), [kind]),
    defaultValues: { code: '' },
    codeFields: { invalid_mfa_code: 'code' },
    idOf: () => CODE_ID,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const code = useFormField(form.control, 'code');
  // The step replaces the password form (and each code kind its own field): put the cursor where the code goes.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  const verify = useMutation({
    mutationFn: (value: string) => api.logInWithMfa(mfaToken, value),
    onSuccess: onLoggedIn,
    onError: (failure) => {
      if (isApiRequestError(failure)) {
        const client = failure.clientError;
        if (client.apiCode === 'session_expired') {
          onRestart({ title: 'Log in again', message: 'Your login step has expired. Log in again.' });
          return;
        }
        if (client.apiCode === 'account_locked') {
          onRestart({ title: client.title, message: client.message, apiCode: client.apiCode });
          return;
        }
        // A wrong code is typed again from scratch.
        if (client.apiCode === 'invalid_mfa_code') form.setValue('code', '');
      }
      form.showServerError(failure);
    },
  });

  const onSubmit = form.submitWith((request) => verify.mutate(request.code));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Enter your code">
      {form.problem && (
        <FormAlert title={form.problem.title} tone="danger">
          {form.problem.message}
        </FormAlert>
      )}
      <Field
        label={kind === 'totp' ? 'Authenticator code' : 'Recovery code'}
        id={CODE_ID}
        error={code.error}
        hint={kind === 'totp' ? 'The code changes every 30 seconds.' : 'Each recovery code works once.'}
        required
      >
        <CodeInput
          key={kind}
          kind={kind}
          ref={focusOnMount}
          name="code"
          value={code.value}
          onChange={(value) => {
            code.onChange(value);
            form.clearErrors('code');
            // Six digits is a whole code: send it without making the user press the button.
            if (kind === 'totp' && value.length === TOTP_DIGITS && !verify.isPending) void onSubmit();
          }}
        />
      </Field>
      <Button type="submit" size="lg" fullWidth loading={verify.isPending} disabled={form.refused}>
        Verify and log in
      </Button>
      <div className="flex flex-col items-center gap-3 text-sm">
        <button
          type="button"
          onClick={() => {
            onKindChange(kind === 'totp' ? 'recovery' : 'totp');
            form.reset();
          }}
          className="flex items-center gap-1.5 font-semibold text-brand hover:underline"
        >
          {kind === 'totp' ? (
            <>
              <KeyRound aria-hidden="true" className="size-4" /> Use a recovery code instead
            </>
          ) : (
            <>
              <Smartphone aria-hidden="true" className="size-4" /> Use my authenticator app
            </>
          )}
        </button>
        <button
          type="button"
          onClick={() => onRestart(null)}
          className="flex items-center gap-1.5 font-medium text-muted hover:text-text hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to email and password
        </button>
      </div>
    </form>
  );
}
