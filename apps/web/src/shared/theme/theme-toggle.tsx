import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import type { ThemeChoice } from './theme.ts';
import { useTheme } from './theme-provider.tsx';

export type ThemeToggleProps = { className?: string; size?: 'sm' | 'md' | 'lg' };

/** Flips between light and dark; the label says what pressing it will do. */
export function ThemeToggle({ className, size = 'md' }: ThemeToggleProps) {
  const { resolved, toggle } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={`Switch to ${next} theme`}
      size={size}
      onClick={toggle}
      className={className}
      icon={resolved === 'dark' ? <Sun /> : <Moon />}
    />
  );
}

const OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string; icon: typeof Sun }> = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

export type ThemeChoicePickerProps = { className?: string; legend?: string };

/** Light / Dark / System as one radio group, for account settings. */
export function ThemeChoicePicker({ className, legend = 'Theme' }: ThemeChoicePickerProps) {
  const { choice, setChoice } = useTheme();
  const name = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 font-semibold text-sm text-text">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-border bg-surface px-2 py-3',
              'font-semibold text-muted text-sm transition-colors duration-150 hover:border-border-strong hover:text-text',
              'has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:checked]:text-brand',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-offset-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
