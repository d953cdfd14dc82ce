import {
  checkPassword,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  passwordLength,
} from '@kennel/core/accounts/password';
import { cn, Field } from '../../../shared/ui/index.ts';
import { PasswordInput } from './password-input.tsx';

export type PasswordStrength = 'empty' | 'short' | 'weak' | 'good' | 'strong' | 'great';

/** How a new password measures up: length first (NIST), then the same checks the server makes. */
export function passwordStrength(
  password: string,
  context: PasswordContext = {},
): { strength: PasswordStrength; message: string } {
  if (password === '') {
    return {
      strength: 'empty',
      message: `Use ${PASSWORD_MIN_LENGTH} or more characters. A few unrelated words make a strong password you can remember.`,
    };
  }
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) {
    const more = PASSWORD_MIN_LENGTH - length;
    return { strength: 'short', message: `${more} more character${more === 1 ? '' : 's'} to go.` };
  }
  const check = checkPassword(password, context);
  if (!check.ok) return { strength: 'weak', message: check.message };
  if (length >= 20) return { strength: 'great', message: 'Great password.' };
  if (length >= 16) return { strength: 'strong', message: 'Strong password.' };
  return { strength: 'good', message: 'Good password. A longer one is even better.' };
}

const METER: Record<PasswordStrength, { filled: number; colour: string }> = {
  empty: { filled: 0, colour: 'bg-border-strong' },
  short: { filled: 1, colour: 'bg-danger' },
  weak: { filled: 1, colour: 'bg-danger' },
  good: { filled: 2, colour: 'bg-warning' },
  strong: { filled: 3, colour: 'bg-success' },
  great: { filled: 4, colour: 'bg-success' },
};

export interface NewPasswordFieldProps {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The account's username and email, which the password must not contain. */
  context?: PasswordContext;
  name?: string;
}

/** A new password with a live length meter and the policy's own words; no composition rules. */
export function NewPasswordField({
  id,
  label = 'Password',
  value,
  onChange,
  onBlur,
  error,
  context,
  name = 'new-password',
}: NewPasswordFieldProps) {
  const { strength, message } = passwordStrength(value, context);
  const meter = METER[strength];
  const hint = (
    <span className="flex flex-col gap-1.5">
      <span
        aria-hidden="true"
        className={cn(strength === 'empty' ? 'hidden' : 'grid', 'grid-cols-4 gap-1')}
        data-strength={strength}
      >
        {[0, 1, 2, 3].map((index) => (
          <span
            key={index}
            className={cn(
              'h-1 rounded-full transition-colors duration-200',
              index < meter.filled ? meter.colour : 'bg-surface-2',
            )}
          />
        ))}
      </span>
      {!error && <span className={cn(strength === 'weak' && 'text-warning')}>{message}</span>}
    </span>
  );
  return (
    <Field label={label} id={id} error={error} hint={hint} required>
      <PasswordInput
        name={name}
        autoComplete="new-password"
        value={value}
        minLength={PASSWORD_MIN_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
