import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'role' | 'checked' | 'onChange'> & {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off setting that takes effect at once (not a form answer: that is a Checkbox). A native
 * checkbox with the switch role, so keyboards, screen readers and forced colours get it for free.
 */
export function Switch({
  label,
  description,
  checked,
  onCheckedChange,
  className,
  id,
  ...props
}: SwitchProps) {
  const generated = useId();
  const inputId = id ?? `switch-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy = [descriptionId, props['aria-describedby']].filter(Boolean).join(' ');
  return (
    <label
      htmlFor={inputId}
      className={cn(
        'flex cursor-pointer items-center justify-between gap-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-sm text-text leading-5">{label}</span>
        {description && (
          <span id={descriptionId} className="text-muted text-xs">
            {description}
          </span>
        )}
      </span>
      <span className="relative inline-flex h-6 w-10 shrink-0">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-describedby={describedBy || undefined}
          className={cn(
            'peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-border-strong',
            'transition-colors duration-150 checked:bg-brand disabled:cursor-not-allowed',
            'focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2',
            'forced-colors:appearance-auto',
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm',
            'transition-transform duration-150 peer-checked:translate-x-4 forced-colors:hidden',
          )}
        />
      </span>
    </label>
  );
}
