import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** Lifts the card on hover, for cards that are one big link or button. */
  interactive?: boolean;
};

export function Card({ interactive = false, className, ...props }: CardProps) {
  return (
    <div
      {...props}
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-surface text-text shadow-card',
        interactive &&
          'transition-[border-color,box-shadow,transform] duration-150 hover:border-border-strong hover:shadow-raised motion-safe:hover:-translate-y-px',
        className,
      )}
    />
  );
}

export type CardHeaderProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header row. */
  action?: ReactNode;
  /** Heading level of the title, so the page outline stays right. */
  as?: 'h2' | 'h3' | 'h4';
};

export function CardHeader({
  title,
  subtitle,
  action,
  as: Heading = 'h3',
  className,
  children,
  ...props
}: CardHeaderProps) {
  return (
    <div {...props} className={cn('flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5', className)}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title && <Heading className="font-bold text-base text-text tracking-tight">{title}</Heading>}
        {subtitle && <p className="text-muted text-sm">{subtitle}</p>}
        {children}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
    </div>
  );
}

export function CardBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={cn('p-4 sm:p-5', className)} />;
}
