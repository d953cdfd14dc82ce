import { TOTP_DIGITS } from '@kennel/core/accounts/security';
import { Input, type InputProps } from '../../../shared/ui/index.ts';

export type CodeInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** 'totp': six digits from an authenticator app; 'recovery': a code like ABCDE-12345. */
  kind?: 'totp' | 'recovery';
};

/** A one-time code field: digits keypad on phones, and the code from an SMS or app offered by the OS. */
export function CodeInput({
  value,
  onChange,
  kind = 'totp',
  className,
  inputClassName,
  ...props
}: CodeInputProps) {
  const totp = kind === 'totp';
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) =>
        onChange(totp ? event.target.value.replace(/\D+/g, '').slice(0, TOTP_DIGITS) : event.target.value)
      }
      inputMode={totp ? 'numeric' : 'text'}
      autoComplete={totp ? 'one-time-code' : 'off'}
      autoCapitalize={totp ? undefined : 'characters'}
      spellCheck={false}
      pattern={totp ? '[0-9]*' : undefined}
      maxLength={totp ? TOTP_DIGITS : 16}
      placeholder={totp ? '000000' : 'ABCDE-12345'}
      className={className}
      // The letter spacing also follows the last digit: the same padding on the left keeps the code centred.
      placeholderTone="faint"
      inputClassName={`pl-[calc(0.875rem+0.4em)] text-center font-mono text-xl! tracking-[0.4em] ${inputClassName ?? ''}`}
    />
  );
}
