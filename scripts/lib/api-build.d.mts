/** Types of api-build.mjs for the TypeScript tests that start the API as its own process. */
export const apiMain: string;
export const API_NODE_ARGS: string[];
export function apiBuildStaleReason(): string | null;
export function apiBuildIsCurrent(): boolean;
export function buildApi(): Promise<number>;
export function ensureApiBuild(): Promise<number>;
