/** Types of api-build.mjs for the TypeScript tests that start the API as its own process. */
export const apiMain: string;
export const API_NODE_ARGS: string[];
/** Why the API needs compiling, or null when dist is current; `root` is the repository (a copy of its layout in tests). */
export function apiBuildStaleReason(root?: string): string | null;
export function apiBuildIsCurrent(): boolean;
export function buildApi(): Promise<number>;
export function ensureApiBuild(): Promise<number>;
