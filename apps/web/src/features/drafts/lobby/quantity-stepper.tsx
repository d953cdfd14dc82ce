import { Minus, Plus } from 'lucide-react';
import { IconButton } from '../../../shared/ui/index.ts';

/**
 * How many entries to buy, 1..most: buttons for thumbs, a field for typing a number. The field may be
 * empty while the player types (`value` null: nothing to buy yet); leaving it empty puts back 1.
 */
export function QuantityStepper({
  value,
  most,
  disabled,
  onChange,
}: {
  value: number | null;
  most: number;
  disabled?: boolean;
  onChange: (next: number | null) => void;
}) {
  const clamp = (n: number) => Math.max(1, Math.min(most, n));
  return (
    <fieldset className="flex items-center gap-1" disabled={disabled}>
      <legend className="sr-only">Entries to buy</legend>
      <IconButton
        label="Fewer entries"
        size="sm"
        variant="secondary"
        icon={<Minus />}
        disabled={(value ?? 1) <= 1}
        onClick={() => onChange(clamp((value ?? 1) - 1))}
      />
      <input
        aria-label="Entries"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value ?? ''}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const typed = Number.parseInt(event.currentTarget.value.replace(/\D/g, ''), 10);
          onChange(Number.isNaN(typed) ? null : clamp(typed));
        }}
        onBlur={() => {
          if (value === null) onChange(1);
        }}
        // 16px text: iOS zooms into any smaller field it focuses.
        className="h-8 w-12 rounded-lg border border-border bg-surface text-center font-bold text-base tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand"
      />
      <IconButton
        label="More entries"
        size="sm"
        variant="secondary"
        icon={<Plus />}
        disabled={value !== null && value >= most}
        onClick={() => onChange(clamp((value ?? 0) + 1))}
      />
    </fieldset>
  );
}
