/** Double-submit CSRF: the API sets this readable cookie; mutating calls echo it in the header. */
export const CSRF_COOKIE = 'kennel_csrf';
/** Over https the API names it with the `__Host-` prefix (no other subdomain can set it). */
export const HOST_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const CSRF_HEADER = 'x-csrf-token';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

/** The CSRF token cookie under whichever name the API uses on this site. */
export function readCsrfCookie(read: (name: string) => string | undefined = readCookie): string | undefined {
  return read(HOST_CSRF_COOKIE) ?? read(CSRF_COOKIE);
}
