import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { MenuProps } from './menu-spec.ts';

const contentClasses =
  'z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 text-text shadow-raised';
const itemClasses =
  'flex h-10 cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 font-medium text-sm outline-none ' +
  'data-[disabled]:opacity-50 data-[highlighted]:bg-surface-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted';

/** The Radix dropdown behind LazyMenu; loaded the first time someone opens a menu. */
export default function RadixMenu({
  trigger,
  triggerClassName,
  triggerLabel,
  entries,
  align = 'end',
  side = 'bottom',
  defaultOpen,
}: MenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} side={side} sideOffset={8} className={contentClasses}>
          {entries.map((entry) => {
            switch (entry.kind) {
              case 'separator':
                return <DropdownMenu.Separator key={entry.id} className="my-1 h-px bg-border" />;
              case 'label':
                return (
                  <DropdownMenu.Label key={entry.id} className="px-2.5 pt-1.5 pb-2">
                    {entry.content}
                  </DropdownMenu.Label>
                );
              case 'link':
                return (
                  <DropdownMenu.Item key={entry.to} asChild className={itemClasses}>
                    <Link to={entry.to}>
                      <entry.icon aria-hidden="true" />
                      {entry.label}
                    </Link>
                  </DropdownMenu.Item>
                );
              default:
                return (
                  <DropdownMenu.Item
                    key={entry.label}
                    className={itemClasses}
                    disabled={entry.disabled}
                    onSelect={(event) => {
                      if (entry.keepOpen) event.preventDefault();
                      entry.onSelect();
                    }}
                  >
                    <entry.icon aria-hidden="true" />
                    {entry.label}
                  </DropdownMenu.Item>
                );
            }
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
