import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

export type ScrollRegionProps = HTMLAttributes<HTMLElement> & {
  /** Names the region for screen readers ("Games today, scrolls sideways"). */
  label: string;
  /** The element to render; a div unless a list or a table wrapper needs another. */
  as?: ElementType;
  children: ReactNode;
};

/**
 * A box that scrolls (sideways or down): it takes keyboard focus, so its content can be scrolled
 * with the arrow keys when nothing inside is focusable (WCAG 2.1.1), and it says what it holds.
 */
export function ScrollRegion({
  label,
  as: Element = 'div',
  className,
  children,
  ...props
}: ScrollRegionProps) {
  return (
    <Element
      role={Element === 'div' || Element === 'section' ? 'region' : undefined}
      aria-label={label}
      // A region that scrolls must take focus so keyboard users can scroll it.
      tabIndex={0}
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-focus', className)}
      {...props}
    >
      {children}
    </Element>
  );
}
