/** Types of chromium.mjs for the TypeScript callers (Playwright config, benchmarks). */
export const CHROMIUM_FLAGS: string[];
export function chromiumPath(): string;
export const HEADLESS_SHELL_PATH: string;
/** The journeys' browser: CHROMIUM_PATH, else Debian's chromium-headless-shell when installed, else chromium. */
export function journeyBrowserPath(): string;
/** Installs Debian's chromium-headless-shell when the journeys' browser is missing and allowed; answers why not, or null when it is there. */
export function ensureChromium(): Promise<string | null>;
