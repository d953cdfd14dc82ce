import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@kennel/core/accounts/username';
import { CircleCheck } from 'lucide-react';
import { Field, Input, Spinner } from '../../../shared/ui/index.ts';
import { LiveCheckLine, type LiveCheckTone } from '../components/live-check-line.tsx';
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

function statusLine(status: UsernameStatus): { tone: LiveCheckTone; text: string } {
  switch (status.state) {
    case 'checking':
      return { tone: 'muted', text: 'Checking the username…' };
    case 'available':
      return { tone: 'success', text: `${status.username} is available.` };
    case 'unavailable':
      return { tone: 'danger', text: status.message };
    default:
      return { tone: 'muted', text: '' };
  }
}

/**
 * The username with its live availability: a spinner while checking, then why not or a green tick,
 * on a line of its own that keeps its height (see LiveCheckLine).
 */
export function UsernameField({ id, value, onChange, onBlur, status, error }: UsernameFieldProps) {
  const line = statusLine(status);
  const checkId = `${id}-check`;
  return (
    <>
      <Field label="Username" id={id} error={error} hint={RULE} required>
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH + 10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={checkId}
          aria-invalid={status.state === 'unavailable' || undefined}
          trailing={
            status.state === 'checking' ? (
              <Spinner size={16} label={null} />
            ) : status.state === 'available' && !error ? (
              <CircleCheck aria-hidden="true" className="text-success" />
            ) : undefined
          }
        />
      </Field>
      <LiveCheckLine id={checkId} tone={line.tone} className="-mt-3.5">
        {error ? '' : line.text}
      </LiveCheckLine>
    </>
  );
}
