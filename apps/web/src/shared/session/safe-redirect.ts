const ORIGIN = 'https://kennel.invalid';

/**
 * The `?redirect=` address to return to after logging in, only when it is a path on this site
 * (never another origin, a protocol-relative `//host`, or the log-in page itself); null otherwise.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
