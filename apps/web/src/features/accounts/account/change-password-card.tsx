import type { Account } from '@kennel/core';
import { checkPassword } from '@kennel/core/accounts/password';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Card, CardBody, CardHeader, Field, toast } from '../../../shared/ui/index.ts';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import {
  errorsFromFailure,
  type FieldErrors,
  type FormProblem,
  focusFirstError,
} from '../forms/form-errors.ts';

const FIELDS = ['current_password', 'new_password'] as const;
type PasswordField = (typeof FIELDS)[number];
const idOf = (field: PasswordField) => `change-${field.replace('_', '-')}`;

/** Change the password with the current one; every other session ends. */
export function ChangePasswordCard({ account }: { account: Account }) {
  const api = useAccountsApi();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const change = useMutation({
    mutationFn: () => api.changePassword(current, next),
    onSuccess: (ended) => {
      setCurrent('');
      setNext('');
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      toast.success('Password changed', {
        description:
          ended === 0
            ? 'Use the new password next time you log in.'
            : `We logged out ${ended} other session${ended === 1 ? '' : 's'}. Use the new password from now on.`,
      });
    },
    onError: (failure) => {
      const found = errorsFromFailure(failure, FIELDS, {
        current_password_incorrect: 'current_password',
        weak_password: 'new_password',
      });
      setErrors(found.fields);
      setProblem(found.problem);
      focusFirstError(found.fields, FIELDS, idOf);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: FieldErrors<PasswordField> = {};
    if (current === '') found.current_password = 'Enter your current password.';
    const check = checkPassword(next, { username: account.username, email: account.email });
    if (!check.ok) found.new_password = check.message;
    else if (next === current) found.new_password = 'Choose a password different from your current one.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, FIELDS, idOf);
      return;
    }
    change.mutate();
  };

  return (
    <Card>
      <CardHeader
        as="h2"
        title="Password"
        subtitle="Changing it logs you out everywhere else, so only this device stays signed in."
      />
      <CardBody>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
          {problem && <FormAlert title={problem.title}>{problem.message}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
            <Field
              label="Current password"
              id={idOf('current_password')}
              error={errors.current_password}
              required
            >
              <PasswordInput
                name="current-password"
                autoComplete="current-password"
                value={current}
                onChange={(event) => {
                  setCurrent(event.target.value);
                  setErrors((shown) => ({ ...shown, current_password: undefined }));
                }}
              />
            </Field>
            <NewPasswordField
              id={idOf('new_password')}
              label="New password"
              value={next}
              onChange={(value) => {
                setNext(value);
                setErrors((shown) => ({ ...shown, new_password: undefined }));
              }}
              error={errors.new_password}
              context={{ username: account.username, email: account.email }}
            />
          </div>
          <Button type="submit" loading={change.isPending} className="sm:self-start">
            Change password
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
