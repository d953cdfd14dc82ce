import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'warning' | 'accent';

/** Exported for the contrast test, which reads each tone's colours from these classes. */
export const SOFT_BADGE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-muted ring-border',
  brand: 'bg-brand/12 text-brand ring-brand/20',
  success: 'bg-success/12 text-success ring-success/20',
  danger: 'bg-danger/12 text-danger ring-danger/20',
  warning: 'bg-warning/12 text-warning ring-warning/20',
  accent: 'bg-accent/20 text-text ring-accent/40',
};

export const SOLID_BADGE_CLASSES: Record<BadgeTone, string> = {
  neutral: 'bg-text text-bg ring-transparent',
  brand: 'bg-brand text-brand-contrast ring-transparent',
  success: 'bg-success text-success-contrast ring-transparent',
  danger: 'bg-danger text-danger-contrast ring-transparent',
  warning: 'bg-warning text-warning-contrast ring-transparent',
  accent: 'bg-accent text-accent-contrast ring-transparent',
};

const SIZES = {
  md: 'h-6 px-2.5 text-xs',
  /** A pick'em card's price. */
  sm: 'h-5 px-1.5 text-[11px]',
  /** A player's status in a chip or a row. */
  xs: 'h-[18px] px-1.5 text-[10px]',
} as const;

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  /** Filled for loud states such as LIVE; soft otherwise. */
  solid?: boolean;
  icon?: ReactNode;
};

export function Badge({
  tone = 'neutral',
  size = 'md',
  solid: isSolid = false,
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span
      {...props}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full font-semibold ring-1 ring-inset',
        SIZES[size],
        '[&_svg]:size-3.5 [&_svg]:shrink-0',
        (isSolid ? SOLID_BADGE_CLASSES : SOFT_BADGE_CLASSES)[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
