import { Tabs } from '../../../shared/ui/index.ts';

/** Active | Completed: the player's teams in play and the finished ones. */
export function DraftsTabs({ current }: { current: 'active' | 'completed' }) {
  return (
    <Tabs
      label="My drafts"
      value={current}
      items={[
        { value: 'active', label: 'Active', to: '/active' },
        { value: 'completed', label: 'Completed', to: '/completed' },
      ]}
    />
  );
}
