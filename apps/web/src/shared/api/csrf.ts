/** Double-submit CSRF: the API sets this readable cookie; mutating calls echo it in the header. */
export const CSRF_COOKIE = 'kennel_csrf';
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
