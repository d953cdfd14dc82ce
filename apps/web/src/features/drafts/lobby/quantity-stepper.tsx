import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../shared/ui/index.ts';

/**
 * How many entries to buy, 1..most: buttons for thumbs, a field for typing a number. The field may be
 * empty while the player types (`value` null: nothing to buy yet); leaving it empty puts back 1. Text
 * that is not a whole number ("1.5", "2 entries") buys nothing and stays as typed until it is one: its
 * digits run together would buy "15".
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
  // What the player typed while it is not a number of entries; null when the field shows `value`.
  const [typed, setTyped] = useState<string | null>(null);
  const choose = (next: number | null) => {
    setTyped(null);
    onChange(next);
  };
  return (
    <fieldset className="flex items-center gap-1" disabled={disabled}>
      <legend className="sr-only">Entries to buy</legend>
      <IconButton
        label="Fewer entries"
        size="sm"
        variant="secondary"
        icon={<Minus />}
        disabled={(value ?? 1) <= 1}
        onClick={() => choose(clamp((value ?? 1) - 1))}
      />
      <input
        aria-label="Entries"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-invalid={typed !== null}
        value={typed ?? value ?? ''}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          if (text === '') choose(null);
          else if (/^\d+$/.test(text)) choose(clamp(Number.parseInt(text, 10)));
          else {
            setTyped(event.currentTarget.value);
            onChange(null);
          }
        }}
        onBlur={() => {
          if (value === null) choose(1);
        }}
        // 16px text: iOS zooms into any smaller field it focuses.
        className="h-8 w-12 rounded-lg border border-border bg-surface aria-invalid:border-danger text-center font-bold text-base tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand"
      />
      <IconButton
        label="More entries"
        size="sm"
        variant="secondary"
        icon={<Plus />}
        disabled={value !== null && value >= most}
        onClick={() => choose(clamp((value ?? 0) + 1))}
      />
    </fieldset>
  );
}
