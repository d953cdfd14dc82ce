import { classifySecondFactorCode } from '@kennel/core/accounts/recovery-codes';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Field, Input } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import {
  errorsFromFailure,
  type FieldErrors,
  type FormProblem,
  focusFirstError,
} from '../forms/form-errors.ts';

const FIELDS = ['password', 'code'] as const;
type DisableField = (typeof FIELDS)[number];
const idOf = (field: DisableField) => `mfa-disable-${field}`;

/** Turning two-step login off takes the password and a current code, so a stolen session cannot do it. */
export function MfaDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const api = useAccountsApi();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<DisableField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const disable = useMutation({
    mutationFn: () => api.disableMfa(password, code),
    onSuccess: onDisabled,
    onError: (failure) => {
      const found = errorsFromFailure(failure, FIELDS, {
        current_password_incorrect: 'password',
        invalid_mfa_code: 'code',
      });
      setErrors(found.fields);
      setProblem(found.problem);
      focusFirstError(found.fields, FIELDS, idOf);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: FieldErrors<DisableField> = {};
    if (password === '') found.password = 'Enter your password.';
    if (!classifySecondFactorCode(code)) {
      found.code = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    disable.mutate();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Turn off two-step login">
      <p className="text-muted text-sm">
        Without two-step login, anyone with your password can log in. Confirm it’s you to turn it off.
      </p>
      {problem && <FormAlert title={problem.title}>{problem.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Password" id={idOf('password')} error={errors.password} required>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field
          label="Authenticator or recovery code"
          id={idOf('code')}
          error={errors.code}
          hint="6 digits from your app, or a recovery code."
          required
        >
          <Input
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={disable.isPending}>
          Turn off two-step login
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Keep it on
        </Button>
      </div>
    </form>
  );
}
