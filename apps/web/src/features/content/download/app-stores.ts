export type AppStore = 'app-store' | 'google-play';

/** The stores' own search pages for Kennel, so the links work in any region and before a listing moves. */
export const APP_STORE_LINKS: Record<AppStore, { href: string; name: string; action: string }> = {
  'app-store': {
    href: 'https://apps.apple.com/us/search?term=Kennel%20fantasy%20sports',
    name: 'App Store',
    action: 'Download on the',
  },
  'google-play': {
    href: 'https://play.google.com/store/search?q=Kennel%20fantasy%20sports&c=apps',
    name: 'Google Play',
    action: 'Get it on',
  },
};

export interface DeviceFacts {
  userAgent: string;
  /** iPads since iPadOS 13 say they are Macs; only their touch points tell them apart. */
  maxTouchPoints: number;
}

/** The store that serves this device, or null for a computer or anything we cannot tell. */
export function storeForDevice({ userAgent, maxTouchPoints }: DeviceFacts): AppStore | null {
  if (/\bAndroid\b/i.test(userAgent)) return 'google-play';
  if (/\b(?:iPhone|iPad|iPod)\b/.test(userAgent)) return 'app-store';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'app-store';
  return null;
}

/** How the page leaves for a store; an object so tests can watch it without a real navigation. */
export const storeNavigation = {
  go(href: string): void {
    window.location.replace(href);
  },
};

export const DEVICE_REQUIREMENTS: readonly { device: string; needs: readonly string[] }[] = [
  {
    device: 'iPhone and iPad',
    needs: [
      'iOS or iPadOS 16 or later',
      'About 200 MB of free space',
      'Location Services on, set to While Using',
    ],
  },
  {
    device: 'Android',
    needs: [
      'Android 9 or later, with Google Play',
      'About 200 MB of free space',
      'Location on, with precise location allowed',
    ],
  },
];
