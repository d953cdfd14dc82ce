import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { useFieldControl } from './field.tsx';

/** The box shared by text inputs and selects; the ring follows keyboard and pointer focus alike. */
const controlBox =
  'relative flex items-center rounded-xl border border-border-strong bg-surface text-text ' +
  'shadow-xs transition-[border-color,box-shadow] duration-150 hover:border-muted/60 ' +
  'focus-within:border-brand focus-within:ring-4 focus-within:ring-brand/15 ' +
  'has-[[aria-invalid=true]]:border-danger has-[[aria-invalid=true]]:focus-within:ring-danger/15 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 forced-colors:focus-within:outline-2';

// 16px text on phones keeps iOS from zooming into the field on focus.
const controlText = 'min-w-0 flex-1 bg-transparent text-base outline-none sm:text-sm';

/** The placeholder's colour: muted, or fainter where it only shows the shape of what to type. */
const PLACEHOLDER_TONES = { muted: 'placeholder:text-muted', faint: 'placeholder:text-muted/50' } as const;

export type InputProps = ComponentPropsWithRef<'input'> & {
  /** Shown inside the field before the text, such as a search icon or a "$". */
  leading?: ReactNode;
  /** Shown inside the field after the text, such as a unit or a clear button. */
  trailing?: ReactNode;
  /** Classes for the input element itself; className styles the box around it. */
  inputClassName?: string;
  placeholderTone?: keyof typeof PLACEHOLDER_TONES;
};

export function Input({
  leading,
  trailing,
  className,
  inputClassName,
  placeholderTone = 'muted',
  ...props
}: InputProps) {
  const wired = useFieldControl(props);
  return (
    <div className={cn(controlBox, 'h-11 w-full', className)}>
      {leading && (
        <span className="pointer-events-none flex shrink-0 pl-3.5 text-muted [&_svg]:size-[18px]">
          {leading}
        </span>
      )}
      <input
        {...wired}
        className={cn(
          controlText,
          PLACEHOLDER_TONES[placeholderTone],
          'h-full px-3.5',
          leading ? 'pl-2' : '',
          trailing ? 'pr-2' : '',
          inputClassName,
        )}
      />
      {trailing && (
        <span className="flex shrink-0 pr-3 text-muted text-sm [&_svg]:size-[18px]">{trailing}</span>
      )}
    </div>
  );
}

export type SelectProps = ComponentPropsWithRef<'select'> & {
  /** Shortcut for simple lists; children options are used when absent. */
  options?: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  placeholder?: string;
  /** As tall as a small button and as wide as its options, for a toolbar; otherwise a form's full width. */
  compact?: boolean;
  selectClassName?: string;
};

/** A native select: the phone's own picker is the most usable one on a 375 px screen. */
export function Select({
  options,
  placeholder,
  compact = false,
  className,
  selectClassName,
  children,
  ...props
}: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <div className={cn(controlBox, compact ? 'h-9 w-auto' : 'h-11 w-full', className)}>
      <select
        {...wired}
        className={cn(
          controlText,
          PLACEHOLDER_TONES.muted,
          'h-full cursor-pointer appearance-none pr-10 pl-3.5',
          selectClassName,
        )}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))
          : children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 size-[18px] text-muted"
      />
    </div>
  );
}
