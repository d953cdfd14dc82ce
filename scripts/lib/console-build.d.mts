/** Types of console-build.mjs for the TypeScript journeys' set-up. */
export const consoleDistIndex: string;
export function consoleBuildStaleReason(): string | null;
export function buildConsole(): Promise<number>;
export function ensureConsoleBuild(): Promise<number>;
