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

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: BadgeTone;
  /** Filled for loud states such as LIVE; soft otherwise. */
  solid?: boolean;
  icon?: ReactNode;
};

export function Badge({
  tone = 'neutral',
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
        'inline-flex h-6 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 font-semibold text-xs ring-1 ring-inset',
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
