import { Check } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
};

export function Checkbox({ label, description, error, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, descriptionId, props['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        htmlFor={inputId}
        className="group flex cursor-pointer items-start gap-3 has-[:disabled]:opacity-60"
      >
        <span className="relative mt-px flex size-5 shrink-0">
          <input
            {...props}
            id={inputId}
            type="checkbox"
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : props['aria-invalid']}
            className={cn(
              'peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border-2 border-border-strong bg-surface',
              'transition-colors duration-150 checked:border-brand checked:bg-brand group-hover:border-brand/70',
              'aria-invalid:border-danger disabled:cursor-not-allowed forced-colors:appearance-auto',
            )}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3.5}
            className="pointer-events-none absolute inset-0 m-auto size-3.5 text-brand-contrast opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span className="flex flex-col gap-0.5">
          <span className="font-medium text-sm text-text leading-5">{label}</span>
          {description && (
            <span id={descriptionId} className="text-[13px] text-muted">
              {description}
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={errorId} className="pl-8 font-medium text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
