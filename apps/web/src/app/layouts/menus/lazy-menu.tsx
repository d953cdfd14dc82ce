import { lazy, Suspense, useState } from 'react';
import type { MenuProps } from './menu-spec.ts';

const loadRadixMenu = () => import('./radix-menu.tsx');
const RadixMenu = lazy(loadRadixMenu);

/**
 * A dropdown menu whose code (Radix and its positioning engine, a large share of the first download)
 * loads on first use: hovering or focusing the trigger starts the download, pressing it opens the menu.
 */
export function LazyMenu(props: MenuProps) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.triggerLabel}
      className={props.triggerClassName}
      onPointerEnter={loadRadixMenu}
      onFocus={loadRadixMenu}
      onClick={() => setWanted(true)}
    >
      {props.trigger}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RadixMenu {...props} defaultOpen />
    </Suspense>
  );
}
