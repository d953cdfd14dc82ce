import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only: it stays in the accessibility tree but takes no space. */
export function VisuallyHidden(props: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} className="sr-only" />;
}
