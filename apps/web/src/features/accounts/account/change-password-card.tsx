import type { Account } from '@kennel/core';
import { checkPassword } from '@kennel/core/accounts/password';
import { passwordChangeRequestSchema } from '@kennel/core/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button, Card, CardBody, CardHeader, toast } from '../../../shared/ui/index.ts';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { CurrentPasswordField } from '../components/current-password-field.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';

const idOf = (field: string) => `change-${field.replace('_', '-')}`;

/** Core's password change contract, with the policy's check against this account's own name and email. */
function changeSchema(account: Account) {
  return passwordChangeRequestSchema.superRefine((value, ctx) => {
    const check = checkPassword(value.new_password, { username: account.username, email: account.email });
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['new_password'], message: check.message });
  });
}

/** Change the password with the current one; every other session ends. */
export function ChangePasswordCard({ account }: { account: Account }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const form = useKennelForm({
    schema: useMemo(() => changeSchema(account), [account]),
    defaultValues: { current_password: '', new_password: '' },
    codeFields: { current_password_incorrect: 'current_password', weak_password: 'new_password' },
    idOf,
    mode: 'onSubmit',
  });
  const next = useFormField(form.control, 'new_password');
  const change = useMutation({
    mutationFn: (request: { current_password: string; new_password: string }) =>
      api.changePassword(request.current_password, request.new_password),
    onSuccess: (ended) => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast.success('Password changed', {
        description:
          ended === 0
            ? 'Use the new password next time you log in.'
            : `We logged out ${ended} other session${ended === 1 ? '' : 's'}. Use the new password from now on.`,
      });
    },
    onError: form.showServerError,
  });

  return (
    <Card>
      <CardHeader
        as="h2"
        title="Password"
        subtitle="Changing it logs you out everywhere else, so only this device stays signed in."
      />
      <CardBody>
        <form
          noValidate
          onSubmit={form.submitWith((request) => change.mutate(request))}
          className="flex flex-col gap-4"
          aria-label="Change password"
        >
          {form.problem && <FormAlert title={form.problem.title}>{form.problem.message}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <CurrentPasswordField
              control={form.control}
              field="current_password"
              id={idOf('current_password')}
              label="Current password"
              name="current-password"
            />
            <NewPasswordField
              id={idOf('new_password')}
              label="New password"
              {...next}
              context={{ username: account.username, email: account.email }}
            />
          </div>
          <Button type="submit" loading={change.isPending} disabled={form.refused} className="sm:self-start">
            Change password
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
