import { checkPassword } from '@kennel/core/accounts/password';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/index.ts';
import { type LinkProblem, linkProblemFrom } from '../components/email-link.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { errorsFromFailure, type FormProblem } from '../forms/form-errors.ts';

const FIELD_ID = 'new-password';

export interface SetNewPasswordFormProps {
  /** Sends the emailed token with the new password. */
  submit: (newPassword: string) => Promise<void>;
  onDone: () => void;
  submitLabel: string;
  /** The link itself cannot be used (expired, used, incomplete): the page says so instead of the form. */
  onLinkProblem: (problem: LinkProblem) => void;
}

/** The new-password step of an emailed link (reset or unlock); an expired link says how to get another. */
export function SetNewPasswordForm({ submit, onDone, submitLabel, onLinkProblem }: SetNewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const save = useMutation({
    mutationFn: submit,
    onSuccess: onDone,
    onError: (failure) => {
      const linkProblem = linkProblemFrom(failure);
      if (linkProblem) {
        onLinkProblem(linkProblem);
        return;
      }
      const found = errorsFromFailure(failure, ['new_password'] as const, {
        weak_password: 'new_password',
      });
      setError(found.fields.new_password);
      setProblem(found.problem);
      if (found.fields.new_password) document.getElementById(FIELD_ID)?.focus();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const check = checkPassword(password);
    if (!check.ok) {
      setError(check.message);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    save.mutate(password);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={submitLabel}>
      {problem && <FormAlert title={problem.title}>{problem.message}</FormAlert>}
      <NewPasswordField
        id={FIELD_ID}
        label="New password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="lg" fullWidth loading={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
