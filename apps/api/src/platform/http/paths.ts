/** Everything the JSON API serves lives under this prefix. */
export const API_PREFIX = '/v1';

/** Paths the server answers itself; the web app's SPA fallback never applies to them. */
const SERVER_PATH_PREFIXES = [API_PREFIX, '/health', '/ready', '/metrics'] as const;

/** The path part of a request URL, without the query string. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isApiPath(path: string): boolean {
  return underPrefix(path, API_PREFIX);
}

export function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => underPrefix(path, prefix));
}
