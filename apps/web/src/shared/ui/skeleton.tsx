import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from './cn.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

const RADII = { lg: 'rounded-lg', xl: 'rounded-xl', '2xl': 'rounded-2xl', full: 'rounded-full' } as const;

export type SkeletonProps = ComponentPropsWithRef<'div'> & {
  /** Its corners, as the content's it stands for (classes add to its own: cn() does not merge). */
  radius?: keyof typeof RADII;
};

/** A placeholder block shaped like the content that is loading; size it with classes. */
export function Skeleton({ className, radius = 'lg', ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      {...props}
      className={cn(RADII[radius], 'bg-surface-2 motion-safe:animate-pulse', className)}
    />
  );
}

export type SkeletonTextProps = {
  lines?: number;
  className?: string;
};

/** Lines of placeholder text; the last one is shorter, like a real paragraph. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity of their own
          key={index}
          className={cn('h-3.5', index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')}
        />
      ))}
    </div>
  );
}

export type SkeletonCardsProps = {
  /** Read out while loading ("Loading contests"). */
  label: string;
  count: number;
  /** The grid the cards sit in. */
  className?: string;
  /** The card's padding and anything else beyond its frame. */
  cardClassName?: string;
  /** One card's placeholder insides, shaped like the real card. */
  children: ReactNode;
};

/** A grid of card-shaped placeholders while a list of cards loads. */
export function SkeletonCards({ label, count, className, cardClassName, children }: SkeletonCardsProps) {
  return (
    <div aria-busy="true" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, card) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={card}
          className={cn('flex flex-col gap-3 rounded-2xl border border-border bg-surface', cardClassName)}
        >
          {children}
        </div>
      ))}
    </div>
  );
}
