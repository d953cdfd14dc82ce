import { readStored, removeStored, THEME_COOKIE, type ThemeChoice, writeStored } from '../storage/index.ts';

export type { ThemeChoice } from '../storage/index.ts';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_CHOICES: ReadonlyArray<ThemeChoice> = ['light', 'dark', 'system'];

/** The page background of each theme, for the browser chrome (kept equal to --kn-bg in styles.css). */
export const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#f5f6fa', dark: '#0b0c12' };

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice);
}

function readThemeCookie(): ThemeChoice | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== THEME_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isThemeChoice(value) ? value : null;
  }
  return null;
}

/** The saved choice, by the seed's order: the cookie, then local storage, then 'system'. */
export function readThemeChoice(): ThemeChoice {
  return readThemeCookie() ?? readStored('theme') ?? 'system';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SYSTEM_DARK_QUERY).matches
    : false;
}

/** Calls back whenever the system switches between light and dark; returns the unsubscribe. */
export function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return choice;
}

/** Paints the page in a theme: the `dark` class the tokens hang on, form controls, and browser chrome. */
export function applyTheme(resolved: ResolvedTheme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  if (metas.length === 0) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = THEME_COLORS[resolved];
    document.head.append(meta);
  }
  // index.html keeps one tag per system scheme; the user's choice overrides both.
  for (const meta of metas) meta.content = THEME_COLORS[resolved];
}

/** Saves the choice in both places the seed names: the cookie (path /, one year, Lax) and local storage. */
export function saveThemeChoice(choice: ThemeChoice): void {
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the seed keeps the theme in a cookie; the Cookie Store API is not in every browser we support
    document.cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  }
  writeStored('theme', choice);
}

/** Forgets the saved choice, so the system preference applies again. */
export function clearThemeChoice(): void {
  removeStored('theme');
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see saveThemeChoice
  document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Flips the theme on screen between light and dark, saves the new choice in both places and paints it. */
export function toggleTheme(): ResolvedTheme {
  const next: ResolvedTheme = resolveTheme(readThemeChoice()) === 'dark' ? 'light' : 'dark';
  saveThemeChoice(next);
  applyTheme(next);
  return next;
}
