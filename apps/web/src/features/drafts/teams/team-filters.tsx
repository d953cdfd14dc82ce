import { useId } from 'react';
import { Select } from '../../../shared/ui/index.ts';

export type FilterOption = { value: string; label: string };

/** A labelled native select (the phone's own picker is the usable one at 375 px). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  // A value from the address that is no longer offered still shows as chosen.
  const shown = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: value }];
  return (
    <div className={className ?? 'flex min-w-0 flex-col gap-1 sm:w-60'}>
      <label htmlFor={id} className="font-semibold text-muted text-xs">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} options={shown} />
    </div>
  );
}
