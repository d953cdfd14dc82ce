import { cn } from '../../../shared/ui/index.ts';

export interface DurationChoiceProps<D extends string> {
  legend: string;
  options: readonly D[];
  labels: Readonly<Record<D, string>>;
  value: D;
  onChange: (value: D) => void;
  disabled?: boolean;
}

/** Lengths as a row of chips (radios underneath), like the deposit's preset amounts. */
export function DurationChoice<D extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  disabled,
}: DurationChoiceProps<D>) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 font-semibold text-sm">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'relative flex h-11 cursor-pointer items-center justify-center rounded-xl border px-4 font-semibold text-sm transition-colors',
              'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
              value === option
                ? 'border-brand bg-brand text-brand-contrast shadow-sm'
                : 'border-border-strong bg-surface text-text hover:border-brand/60 hover:bg-surface-2',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
