import { ChevronDown, CircleCheck, Gift, Users } from 'lucide-react';
import { cn, Field, Input, Spinner } from '../../../shared/ui/index.ts';
import { LiveCheckLine } from '../components/live-check-line.tsx';
import type { CodeKind, CodeStatus } from './code-check.ts';

export interface CodeFieldProps {
  /** null while the section is closed. */
  kind: CodeKind | null;
  onKindChange: (kind: CodeKind | null) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  status: CodeStatus;
  error?: string;
  idOf: (kind: CodeKind) => string;
}

const KINDS: ReadonlyArray<{ kind: CodeKind; label: string; icon: typeof Gift }> = [
  { kind: 'promo', label: 'Promo code', icon: Gift },
  { kind: 'referral', label: 'Referral code', icon: Users },
];

/** One optional code, a promo code or a friend's referral code (not both), checked live. */
export function CodeField({
  kind,
  onKindChange,
  value,
  onChange,
  onBlur,
  status,
  error,
  idOf,
}: CodeFieldProps) {
  if (kind === null) {
    return (
      <button
        type="button"
        aria-expanded={false}
        onClick={() => onKindChange('promo')}
        className="flex items-center gap-1.5 self-start rounded-lg font-semibold text-brand text-sm hover:underline"
      >
        <Gift aria-hidden="true" className="size-4" />
        Have a promo or referral code?
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
    );
  }
  const checkId = `${idOf(kind)}-check`;
  const label = kind === 'promo' ? 'Promo code' : 'Referral code';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/50 p-3 sm:p-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Which code do you have?</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          {KINDS.map(({ kind: option, label: optionLabel, icon: Icon }) => (
            <label
              key={option}
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg font-semibold text-muted text-sm transition-colors',
                'has-[:checked]:bg-surface has-[:checked]:text-text has-[:checked]:shadow-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus',
              )}
            >
              <input
                type="radio"
                name="code-kind"
                value={option}
                checked={kind === option}
                onChange={() => onKindChange(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {optionLabel}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={label} id={idOf(kind)} optional error={error}>
        <Input
          name={kind === 'promo' ? 'promo_code' : 'referral_code'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={checkId}
          aria-invalid={status.state === 'invalid' || undefined}
          trailing={
            status.state === 'checking' ? (
              <Spinner size={16} label={null} />
            ) : status.state === 'valid' && !error ? (
              <CircleCheck aria-hidden="true" className="text-success" />
            ) : undefined
          }
        />
      </Field>
      <LiveCheckLine
        className="-mt-1.5"
        id={checkId}
        tone={status.state === 'valid' ? 'success' : status.state === 'invalid' ? 'danger' : 'muted'}
      >
        {error
          ? ''
          : status.state === 'valid'
            ? status.text
            : status.state === 'invalid'
              ? status.message
              : kind === 'promo'
                ? 'From a Kennel email or ad.'
                : 'Your friend’s code from their invite link.'}
      </LiveCheckLine>
      <button
        type="button"
        onClick={() => onKindChange(null)}
        className="self-start font-medium text-muted text-sm hover:text-text hover:underline"
      >
        I don’t have a code
      </button>
    </div>
  );
}
