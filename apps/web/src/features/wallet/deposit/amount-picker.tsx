import { DEPOSIT_PRESETS_CENTS } from '@kennel/core';
import { useId } from 'react';
import { cn, Field, formatMoney, Input } from '../../../shared/ui/index.ts';
import { dollarsForPath, parseDollars } from './amount.ts';

export interface AmountPickerProps {
  /** What is in the amount field, as typed. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  presets?: readonly number[];
  label?: string;
  hint?: string;
  /** The most the player's limits leave now: presets above it are shown as over the limit and cannot be picked. */
  roomCents?: number | null;
}

/** Preset amounts as a row of chips, and the same amount in a field the player can type into. */
export function AmountPicker({
  value,
  onChange,
  error,
  presets = DEPOSIT_PRESETS_CENTS,
  label = 'Amount',
  hint,
  roomCents = null,
}: AmountPickerProps) {
  const name = useId();
  const current = parseDollars(value);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-semibold text-sm">{label}</legend>
      {presets.length > 0 && (
        <div
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${presets.length}, minmax(0, 1fr))` }}
        >
          {presets.map((preset) => {
            const selected = current === preset;
            const overLimit = roomCents !== null && preset > roomCents;
            return (
              <label
                key={preset}
                title={overLimit ? 'More than your deposit limits leave' : undefined}
                className={cn(
                  'relative flex h-12 flex-col items-center justify-center rounded-xl border font-bold text-sm tabular-nums transition-colors',
                  'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25',
                  overLimit
                    ? 'cursor-not-allowed border-border border-dashed bg-surface-2 text-muted'
                    : selected
                      ? 'cursor-pointer border-brand bg-brand text-brand-contrast shadow-sm'
                      : 'cursor-pointer border-border-strong bg-surface text-text hover:border-brand/60 hover:bg-surface-2',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  checked={selected}
                  disabled={overLimit}
                  onChange={() => onChange(dollarsForPath(preset))}
                />
                <span className={cn(overLimit && 'line-through decoration-1')}>
                  {formatMoney(preset, { wholeDollars: true })}
                </span>
                {overLimit && <span className="font-medium text-[10px] leading-none">Over limit</span>}
              </label>
            );
          })}
        </div>
      )}
      <Field
        label={presets.length > 0 ? 'Or enter an amount' : 'Amount in dollars'}
        error={error}
        hint={hint}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          leading={<span className="font-semibold text-base text-text">$</span>}
          inputClassName="font-semibold tabular-nums"
        />
      </Field>
    </fieldset>
  );
}
