import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@kennel/core/accounts/username';
import { CircleCheck } from 'lucide-react';
import { Field, Input, Spinner, VisuallyHidden } from '../../../shared/ui/index.ts';
import type { UsernameStatus } from './username-availability.ts';

export interface UsernameFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  status: UsernameStatus;
  /** A rule the name breaks (from the form's check or the server's answer to submitting). */
  error?: string;
}

const RULE = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, numbers or underscores. Other players see it.`;

function statusText(status: UsernameStatus): string {
  switch (status.state) {
    case 'checking':
      return 'Checking the username…';
    case 'available':
      return `${status.username} is available.`;
    case 'unavailable':
      return status.message;
    default:
      return '';
  }
}

/** The username with its live availability: a spinner while checking, then why not or a green tick. */
export function UsernameField({ id, value, onChange, onBlur, status, error }: UsernameFieldProps) {
  const shownError = error ?? (status.state === 'unavailable' ? status.message : undefined);
  const hint =
    status.state === 'available' && !shownError ? (
      <span className="font-medium text-success">{status.username} is available.</span>
    ) : (
      RULE
    );
  return (
    <Field label="Username" id={id} error={shownError} hint={hint} required>
      <Input
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USERNAME_MAX_LENGTH + 10}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        trailing={
          status.state === 'checking' ? (
            <Spinner size={16} label={null} />
          ) : status.state === 'available' && !shownError ? (
            <CircleCheck aria-hidden="true" className="text-success" />
          ) : undefined
        }
      />
      <VisuallyHidden aria-live="polite">{statusText(status)}</VisuallyHidden>
    </Field>
  );
}
