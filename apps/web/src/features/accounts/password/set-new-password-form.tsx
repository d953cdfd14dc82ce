import { useMutation } from '@tanstack/react-query';
import { useFormField, useKennelForm } from '../../../shared/forms/index.ts';
import { Button } from '../../../shared/ui/index.ts';
import { type LinkProblem, linkProblemFrom } from '../components/email-link.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';

const newPassword = () =>
  import('@kennel/core/contracts/accounts').then((m) =>
    m.passwordResetConfirmSchema.pick({ new_password: true }),
  );

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
  const form = useKennelForm({
    schema: newPassword,
    defaultValues: { new_password: '' },
    codeFields: { weak_password: 'new_password' },
    idOf: () => FIELD_ID,
    mode: 'onSubmit',
  });
  const password = useFormField(form.control, 'new_password');
  const save = useMutation({
    mutationFn: submit,
    onSuccess: onDone,
    onError: (failure) => {
      const linkProblem = linkProblemFrom(failure);
      if (linkProblem) onLinkProblem(linkProblem);
      else form.showServerError(failure);
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.submitWith(({ new_password }) => save.mutate(new_password))}
      className="flex flex-col gap-5"
      aria-label={submitLabel}
    >
      {form.problem && <FormAlert title={form.problem.title}>{form.problem.message}</FormAlert>}
      <NewPasswordField id={FIELD_ID} label="New password" {...password} />
      <Button type="submit" size="lg" fullWidth loading={save.isPending} disabled={form.refused}>
        {submitLabel}
      </Button>
    </form>
  );
}
