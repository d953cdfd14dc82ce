import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  readThemeChoice,
  resolveTheme,
  saveThemeChoice,
  THEME_COLORS,
  ThemeChoicePicker,
  ThemeProvider,
  ThemeToggle,
  toggleTheme,
  useTheme,
} from '../src/shared/theme/index.ts';
import { setSystemScheme } from './system-theme.ts';

function setThemeCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a browser that already holds the cookie
  document.cookie = `kennel_theme=${value}; Path=/`;
}
const cookieTheme = () => document.cookie.match(/(?:^|;\s*)kennel_theme=([^;]*)/)?.[1] ?? null;
const storedTheme = () => localStorage.getItem('kennel.theme');
const isDark = () => document.documentElement.classList.contains('dark');

function ThemeReadout() {
  const { choice, resolved } = useTheme();
  return <output aria-label="theme">{`${choice}/${resolved}`}</output>;
}

beforeEach(() => setSystemScheme('light'));
afterEach(() => setSystemScheme('light'));

describe('reading the saved theme', () => {
  it('prefers the cookie over local storage', () => {
    setThemeCookie('dark');
    localStorage.setItem('kennel.theme', '"light"');
    expect(readThemeChoice()).toBe('dark');
  });

  it('uses local storage when there is no cookie', () => {
    localStorage.setItem('kennel.theme', '"light"');
    expect(readThemeChoice()).toBe('light');
  });

  it('ignores a cookie holding an unknown theme and falls back to storage', () => {
    setThemeCookie('neon');
    localStorage.setItem('kennel.theme', '"dark"');
    expect(readThemeChoice()).toBe('dark');
  });

  it('is system when neither is saved, and system follows the media query', () => {
    expect(readThemeChoice()).toBe('system');
    expect(resolveTheme('system')).toBe('light');
    setSystemScheme('dark');
    expect(resolveTheme('system')).toBe('dark');
    expect(resolveTheme('light')).toBe('light');
  });

  it.each(['{not json', '"sepia"', '{"theme":"dark"}'])(
    'drops and removes a corrupt stored theme %s',
    (raw) => {
      localStorage.setItem('kennel.theme', raw);
      expect(readThemeChoice()).toBe('system');
      expect(storedTheme()).toBeNull();
    },
  );
});

describe('saving and painting the theme', () => {
  it('saves the choice in the cookie and local storage', () => {
    saveThemeChoice('system');
    expect(cookieTheme()).toBe('system');
    expect(storedTheme()).toBe('"system"');
  });

  it('paints the dark class, colour scheme and browser theme colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyTheme('dark');
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(meta.content).toBe(THEME_COLORS.dark);
    applyTheme('light');
    expect(isDark()).toBe(false);
    expect(meta.content).toBe(THEME_COLORS.light);
    meta.remove();
  });

  it('toggle flips what is on screen and saves it in both places', () => {
    setSystemScheme('dark');
    expect(toggleTheme()).toBe('light');
    expect(cookieTheme()).toBe('light');
    expect(storedTheme()).toBe('"light"');
    expect(isDark()).toBe(false);
    expect(toggleTheme()).toBe('dark');
    expect(cookieTheme()).toBe('dark');
    expect(storedTheme()).toBe('"dark"');
    expect(isDark()).toBe(true);
  });
});

describe('ThemeProvider', () => {
  it('follows the system live while the choice is system', () => {
    render(
      <ThemeProvider>
        <ThemeReadout />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('theme').textContent).toBe('system/light');
    expect(isDark()).toBe(false);
    act(() => setSystemScheme('dark'));
    expect(screen.getByLabelText('theme').textContent).toBe('system/dark');
    expect(isDark()).toBe(true);
    act(() => setSystemScheme('light'));
    expect(screen.getByLabelText('theme').textContent).toBe('system/light');
    expect(isDark()).toBe(false);
  });

  it('keeps an explicit choice when the system changes', () => {
    setThemeCookie('light');
    render(
      <ThemeProvider>
        <ThemeReadout />
      </ThemeProvider>,
    );
    act(() => setSystemScheme('dark'));
    expect(screen.getByLabelText('theme').textContent).toBe('light/light');
    expect(isDark()).toBe(false);
  });

  it('toggle button flips the theme, saves both and names the next action', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeToggle />
        <ThemeReadout />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByLabelText('theme').textContent).toBe('dark/dark');
    expect(cookieTheme()).toBe('dark');
    expect(storedTheme()).toBe('"dark"');
    expect(isDark()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(cookieTheme()).toBe('light');
    expect(isDark()).toBe(false);
  });

  it('picker offers light, dark and system as radios and saves the pick', async () => {
    const user = userEvent.setup();
    setThemeCookie('dark');
    render(
      <ThemeProvider>
        <ThemeChoicePicker />
        <ThemeReadout />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('theme').textContent).toBe('system/light');
    expect(cookieTheme()).toBe('system');
    expect(storedTheme()).toBe('"system"');
  });

  it('follows a theme saved by another tab', () => {
    render(
      <ThemeProvider>
        <ThemeReadout />
      </ThemeProvider>,
    );
    localStorage.setItem('kennel.theme', '"dark"');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'kennel.theme', newValue: '"dark"' }));
    });
    expect(screen.getByLabelText('theme').textContent).toBe('dark/dark');
  });
});
