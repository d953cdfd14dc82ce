import { removeStored } from '../../shared/storage/index.ts';

/** The same address with a fresh `t` timestamp query, so caches cannot serve the broken page again. */
export function timestampedUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('t', String(now));
  return url.toString();
}

/** The error screen's Refresh: drops the saved pick'em slip (it may be what broke) and reloads. */
export function refreshPage(location: Pick<Location, 'href' | 'assign'> = window.location): void {
  removeStored('pickEm');
  location.assign(timestampedUrl(location.href, Date.now()));
}
