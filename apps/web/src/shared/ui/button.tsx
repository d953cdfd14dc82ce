import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet' | 'danger' | 'higher' | 'lower';
/** `pick`: a pick'em choice, as tall as `md` and narrow; its layout sets the gap. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'pick';
export type IconButtonSize = 'xs' | 'sm' | 'md' | 'lg';

// Each size sets the text size, and with it the line height (a `leading-` class here would fight it).
const base =
  'inline-flex select-none items-center justify-center whitespace-nowrap font-semibold ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-150 ' +
  'motion-safe:active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-contrast shadow-sm hover:bg-brand-strong',
  secondary: 'border border-border-strong bg-surface text-text shadow-sm hover:bg-surface-2',
  ghost: 'bg-transparent text-text hover:bg-surface-2',
  /** A ghost in the muted text colour: a dialog's close, a row's remove. */
  quiet: 'bg-transparent text-muted hover:bg-surface-2',
  danger: 'bg-danger text-danger-contrast shadow-sm hover:bg-danger/90',
  higher:
    'border border-higher/35 bg-higher/10 text-higher hover:border-higher/60 hover:bg-higher/15 ' +
    'aria-pressed:border-higher aria-pressed:bg-higher aria-pressed:text-higher-contrast',
  lower:
    'border border-lower/35 bg-lower/10 text-lower hover:border-lower/60 hover:bg-lower/15 ' +
    'aria-pressed:border-lower aria-pressed:bg-lower aria-pressed:text-lower-contrast',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-[13px] [&_svg]:size-4',
  md: 'h-10 gap-2 rounded-xl px-4 text-sm [&_svg]:size-[18px]',
  lg: 'h-12 gap-2 rounded-xl px-5 text-base [&_svg]:size-5',
  pick: 'h-10 min-w-0 rounded-xl px-2 text-[13px] [&_svg]:size-4',
};

export type ButtonClassOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The classes of a Button, for links and other elements that must look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonClassOptions = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  Omit<ButtonClassOptions, 'className'> & {
    /** Shows a spinner in place of the icon and blocks further clicks. */
    loading?: boolean;
    /** An icon shown before the label. */
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading ? <Spinner label={null} /> : icon}
      {children}
    </button>
  );
}

const iconSizes: Record<IconButtonSize, string> = {
  xs: 'size-7 rounded-lg text-[13px] [&_svg]:size-4',
  sm: 'size-8 rounded-lg text-[13px] [&_svg]:size-4',
  md: 'size-10 rounded-xl text-sm [&_svg]:size-5',
  lg: 'size-12 rounded-xl text-base [&_svg]:size-6',
};

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label'> & {
  /** What the button does, read by screen readers (the icon alone says nothing to them). */
  label: string;
  icon?: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
};

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(base, variants[variant], iconSizes[size], className)}
      {...rest}
    >
      {icon ?? children}
    </button>
  );
}
