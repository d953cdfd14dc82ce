import { mfaDisableRequestSchema } from '@kennel/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { TextField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { useAccountsApi } from '../api/account-queries.ts';
import { CurrentPasswordField } from '../components/current-password-field.tsx';
import { FormAlert } from '../components/form-alert.tsx';

const idOf = (field: string) => `mfa-disable-${field}`;

/** Turning two-step login off takes the password and a current code, so a stolen session cannot do it. */
export function MfaDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const api = useAccountsApi();
  const form = useKennelForm({
    schema: mfaDisableRequestSchema,
    defaultValues: { password: '', code: '' },
    codeFields: { current_password_incorrect: 'password', invalid_mfa_code: 'code' },
    idOf,
    mode: 'onSubmit',
  });
  const disable = useMutation({
    mutationFn: (request: { password: string; code: string }) =>
      api.disableMfa(request.password, request.code),
    onSuccess: onDisabled,
    onError: form.showServerError,
  });
  const onSubmit = form.submitWith((request) => disable.mutate(request));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Turn off two-step login">
      <p className="text-muted text-sm">
        Without two-step login, anyone with your password can log in. Confirm it’s you to turn it off.
      </p>
      {form.problem && <FormAlert title={form.problem.title}>{form.problem.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrentPasswordField control={form.control} field="password" id={idOf('password')} />
        <TextField
          control={form.control}
          field="code"
          label="Authenticator or recovery code"
          id={idOf('code')}
          hint="6 digits from your app, or a recovery code."
          required
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={disable.isPending} disabled={form.refused}>
          Turn off two-step login
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Keep it on
        </Button>
      </div>
    </form>
  );
}
