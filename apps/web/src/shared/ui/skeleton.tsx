import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';

/** A placeholder block shaped like the content that is loading; size it with classes. */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      aria-hidden="true"
      {...props}
      className={cn('rounded-lg bg-surface-2 motion-safe:animate-pulse', className)}
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
