import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../../shared/forms/index.ts';
import { IconButton } from '../../../shared/ui/index.ts';

export type MaskedNumberFieldProps<Values extends FieldValues, Sent> = Omit<
  TextFieldProps<Values, Sent>,
  'type' | 'inputMode' | 'autoComplete' | 'trailing'
> & {
  /** The toggle's accessible names ("Show the number", "Hide the number"). */
  showLabel: string;
  hideLabel: string;
};

/** A tax or identity number typed hidden like a password, with a button to show it; never autofilled. */
export function MaskedNumberField<Values extends FieldValues, Sent = Values>({
  showLabel,
  hideLabel,
  ...field
}: MaskedNumberFieldProps<Values, Sent>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      autoComplete="off"
      trailing={
        <IconButton
          label={shown ? hideLabel : showLabel}
          size="sm"
          icon={shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          onClick={() => setShown((was) => !was)}
          className="-mr-1.5"
        />
      }
    />
  );
}
