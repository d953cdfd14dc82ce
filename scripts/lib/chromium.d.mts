/** Types of chromium.mjs for the TypeScript callers (Playwright config, benchmarks). */
export const CHROMIUM_FLAGS: string[];
export function chromiumPath(): string;
/** Installs Debian's chromium when missing and allowed; answers why not, or null when it is there. */
export function ensureChromium(): Promise<string | null>;
