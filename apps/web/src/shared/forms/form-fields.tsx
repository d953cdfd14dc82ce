import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  useController,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps, Field, type FieldProps, Input, type InputProps } from '../ui/index.ts';

/** A field of a form, as a control needs it: its value, its handlers and its error. */
export interface FormFieldBinding<Value> {
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  ref: RefCallBack;
  error: string | undefined;
  /** The message came from the server's answer, not the form's own rules. */
  fromServer: boolean;
}

export function useFormField<Values extends FieldValues, Name extends FieldPath<Values>, Sent>(
  control: Control<Values, unknown, Sent>,
  name: Name,
): FormFieldBinding<Values[Name]> {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
    fromServer: fieldState.error?.type === 'server',
  };
}

type Bound<Values extends FieldValues, Sent> = {
  control: Control<Values, unknown, Sent>;
  /** The form field; the input's own `name` (for autofill) is separate. */
  field: FieldPath<Values>;
};

export type TextFieldProps<Values extends FieldValues, Sent = Values> = Bound<Values, Sent> &
  Pick<FieldProps, 'label' | 'hint' | 'id' | 'required' | 'optional'> &
  Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'id' | 'required'> & {
    fieldClassName?: string;
    /** Shapes what is typed (card number groups, digits only); gets the text and the previous value. */
    format?: (text: string, previous: string) => string;
    /** Told of each new value, after the form took it. */
    onChange?: (value: string) => void;
  };

/** A labelled text input bound to a form field: the error under it comes from the form. */
export function TextField<Values extends FieldValues, Sent = Values>({
  control,
  field,
  label,
  hint,
  id,
  required,
  optional,
  fieldClassName,
  format,
  onChange,
  ...input
}: TextFieldProps<Values, Sent>) {
  const bound = useFormField(control, field) as unknown as FormFieldBinding<string>;
  return (
    <Field
      label={label}
      hint={hint}
      id={id}
      required={required}
      optional={optional}
      className={fieldClassName}
      error={bound.error}
    >
      <Input
        {...input}
        ref={bound.ref}
        value={bound.value ?? ''}
        onBlur={bound.onBlur}
        onChange={(event) => {
          const value = format ? format(event.target.value, bound.value ?? '') : event.target.value;
          bound.onChange(value);
          onChange?.(value);
        }}
      />
    </Field>
  );
}

export type CheckboxFieldProps<Values extends FieldValues, Sent = Values> = Bound<Values, Sent> &
  Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'error'> & { label: ReactNode };

/** A checkbox bound to a true/false form field. */
export function CheckboxField<Values extends FieldValues, Sent = Values>({
  control,
  field,
  ...checkbox
}: CheckboxFieldProps<Values, Sent>) {
  const bound = useFormField(control, field) as unknown as FormFieldBinding<boolean>;
  return (
    <Checkbox
      {...checkbox}
      ref={bound.ref}
      checked={Boolean(bound.value)}
      onBlur={bound.onBlur}
      onChange={(event) => bound.onChange(event.target.checked)}
      error={bound.error}
    />
  );
}
