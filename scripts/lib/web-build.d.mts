/** Why the web app needs building, or null when apps/web/dist is newer than every source. */
export function webBuildStaleReason(): string | null;
/** Builds the web app when stale; resolves with the build's exit code (0 when nothing to do). */
export function ensureWebBuild(): Promise<number>;
export const webDistIndex: string;
export function newestMtime(path: string): number;
