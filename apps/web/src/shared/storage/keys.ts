/** Every browser storage key Kennel uses (seed section 9), in one place. */
export const STORAGE_KEYS = {
  theme: 'kennel.theme',
  dismissedModals: 'kennel.dismissed-modals',
  referringLink: 'kennel.referring-link',
  pickEm: 'kennel.pick-em',
  locationState: 'kennel.location-state',
  lifetimeDeposits: 'kennel.lifetime-deposits',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** The theme is also kept in a cookie so the server and the first paint agree. */
export const THEME_COOKIE = 'kennel_theme';
