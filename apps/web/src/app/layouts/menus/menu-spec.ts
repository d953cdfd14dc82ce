import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One row of a dropdown menu, described as data so the menu's code can load on first use. */
export type MenuEntry =
  | { kind: 'link'; to: string; label: string; icon: LucideIcon }
  | {
      kind: 'action';
      label: string;
      icon: LucideIcon;
      onSelect: () => void;
      /** Leaves the menu open after the action, so its effect is visible in place (the theme). */
      keepOpen?: boolean;
      disabled?: boolean;
    }
  | { kind: 'separator'; id: string }
  | { kind: 'label'; id: string; content: ReactNode };

export interface MenuProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The trigger's accessible name when its content is not text. */
  triggerLabel?: string;
  entries: readonly MenuEntry[];
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
}
