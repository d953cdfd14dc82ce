export {
  applyTheme,
  clearThemeChoice,
  type ResolvedTheme,
  readThemeChoice,
  resolveTheme,
  saveThemeChoice,
  subscribeToSystemTheme,
  systemPrefersDark,
  THEME_CHOICES,
  THEME_COLORS,
  type ThemeChoice,
  toggleTheme,
} from './theme.ts';
export { ThemeProvider, type ThemeProviderProps, type ThemeState, useTheme } from './theme-provider.tsx';
export {
  ThemeChoicePicker,
  type ThemeChoicePickerProps,
  ThemeToggle,
  type ThemeToggleProps,
} from './theme-toggle.tsx';
