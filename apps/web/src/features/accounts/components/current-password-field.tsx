import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { type FormFieldBinding, useFormField } from '../../../shared/forms/index.ts';
import { Field } from '../../../shared/ui/index.ts';
import { PasswordInput } from './password-input.tsx';

export interface CurrentPasswordFieldProps<Values extends FieldValues, Sent> {
  control: Control<Values, unknown, Sent>;
  field: FieldPath<Values>;
  id: string;
  label?: string;
  /** The input's own name, for password managers. */
  name?: string;
}

/** The password the account has now (log in, confirm a change), bound to a form field. */
export function CurrentPasswordField<Values extends FieldValues, Sent>({
  control,
  field,
  id,
  label = 'Password',
  name = 'password',
}: CurrentPasswordFieldProps<Values, Sent>) {
  const bound = useFormField(control, field) as unknown as FormFieldBinding<string>;
  return (
    <Field label={label} id={id} error={bound.error} required>
      <PasswordInput
        name={name}
        autoComplete="current-password"
        ref={bound.ref}
        value={bound.value}
        onChange={(event) => bound.onChange(event.target.value)}
        onBlur={bound.onBlur}
      />
    </Field>
  );
}
