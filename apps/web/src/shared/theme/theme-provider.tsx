import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useHydrating } from '../hydration/index.ts';
import { STORAGE_KEYS } from '../storage/index.ts';
import {
  applyTheme,
  type ResolvedTheme,
  readThemeChoice,
  saveThemeChoice,
  subscribeToSystemTheme,
  systemPrefersDark,
  type ThemeChoice,
} from './theme.ts';

export type ThemeState = {
  /** What the user picked, including 'system'. */
  choice: ThemeChoice;
  /** What is on screen now. */
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
  /** Flips what is on screen between light and dark and saves it. */
  toggle: () => void;
};

const ThemeContext = createContext<ThemeState | null>(null);

export type ThemeProviderProps = {
  children: ReactNode;
  /** Starts from this choice instead of the saved one (tests and previews). */
  initialChoice?: ThemeChoice;
};

export function ThemeProvider({ children, initialChoice }: ThemeProviderProps) {
  const [choice, setChoiceState] = useState<ThemeChoice>(() => initialChoice ?? readThemeChoice());
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const unsubscribe = subscribeToSystemTheme(() => setSystemDark(systemPrefersDark()));
    // The system may have switched between the first render and this subscription.
    setSystemDark(systemPrefersDark());
    return unsubscribe;
  }, []);

  // Another tab changing the theme writes local storage; follow it so open tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === null) setChoiceState(readThemeChoice());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const saved: ResolvedTheme = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  // The server knows no saved theme: a server-rendered page is drawn, and hydrated, in 'system'
  // resolved as light (its toggle's label and icon), then at once in the saved theme (ADR 0046).
  const hydrating = useHydrating();
  const shownChoice: ThemeChoice = hydrating ? 'system' : choice;
  const resolved: ResolvedTheme = hydrating ? 'light' : saved;

  // The page itself is in the saved theme from index.html's script on: never repainted in the server's.
  useEffect(() => {
    if (!hydrating) applyTheme(resolved);
  }, [hydrating, resolved]);

  const setChoice = useCallback((next: ThemeChoice) => {
    saveThemeChoice(next);
    setChoiceState(next);
  }, []);

  const toggle = useCallback(() => {
    setChoice(resolved === 'dark' ? 'light' : 'dark');
  }, [resolved, setChoice]);

  const state = useMemo(
    () => ({ choice: shownChoice, resolved, setChoice, toggle }),
    [shownChoice, resolved, setChoice, toggle],
  );
  return <ThemeContext.Provider value={state}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a <ThemeProvider> above it.');
  return state;
}
