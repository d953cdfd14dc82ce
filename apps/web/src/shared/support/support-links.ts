import { DEFAULT_SUPPORT_URL } from '../config/web-config.ts';

export const SUPPORT_EMAIL = 'support@kennel.example';

/** A support link that mentions the help desk opens the in-app chat instead of navigating (seed section 2). */
export function isHelpDeskLink(url: string): boolean {
  return /help-?desk/i.test(url);
}

/**
 * The support link straight from the build setting, checked here rather than through the validated
 * config: the error screen needs it precisely when the config may have failed.
 */
export function resolveSupportUrl(raw: unknown): string {
  if (typeof raw === 'string' && /^https?:\/\/[^\s]+$/i.test(raw.trim())) return raw.trim();
  return DEFAULT_SUPPORT_URL;
}

export function supportMailto(message?: string): string {
  const params = new URLSearchParams({ subject: 'Kennel support request' });
  if (message) params.set('body', message);
  return `mailto:${SUPPORT_EMAIL}?${params.toString().replace(/\+/g, '%20')}`;
}
