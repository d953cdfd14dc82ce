import { Keyboard } from 'lucide-react';
import { Dialog, IconButton } from '../../../shared/ui/index.ts';

const SHORTCUTS: [string, string][] = [
  ['/', 'Search the player pool'],
  ['↑ ↓', 'Move through the players'],
  ['Enter', 'From the search box: go to the list. On a player you moved to: draft him (on the clock)'],
  ['q', 'Add the highlighted player to your queue'],
  ['i', 'Open the highlighted player’s card (ADP, next game, news)'],
  ['Space, then ↑ ↓, then Space', 'Reorder your queue from a player’s drag handle'],
];

/** The room's keyboard shortcuts, one press away. */
export function ShortcutsHelp() {
  return (
    <Dialog
      size="sm"
      title="Keyboard shortcuts"
      trigger={<IconButton size="sm" label="Keyboard shortcuts" icon={<Keyboard aria-hidden="true" />} />}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2.5 px-5 pb-5 text-sm">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={keys} className="contents">
            <dt>
              <kbd className="rounded-md border border-border-strong bg-surface-2 px-1.5 py-0.5 font-mono font-semibold text-xs">
                {keys}
              </kbd>
            </dt>
            <dd className="text-muted">{what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
