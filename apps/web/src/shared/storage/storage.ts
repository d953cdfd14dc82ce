import { isRecord, isWholeNumber } from '@kennel/core/contracts/shell-checks';
import { STORAGE_KEYS, type StorageKeyName } from './keys.ts';
import { type PickEmSlip, parsePickEm } from './pick-em-slip.ts';

export type ThemeChoice = 'light' | 'dark' | 'system';

/** What each key holds. */
interface StoredValues {
  theme: ThemeChoice;
  dismissedModals: string[];
  referringLink: { code: string; url?: string | undefined; savedAt: string };
  pickEm: PickEmSlip;
  locationState: { state: string; checkedAt: string };
  lifetimeDeposits: { cents: number; updatedAt: string };
}

export type StoredValue<K extends StorageKeyName> = StoredValues[K];

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined =>
  value === undefined || isString(value);
const isWholeCents = (value: unknown): value is number => isWholeNumber(value) && value >= 0;

/**
 * Checks a stored value: a clean copy (unknown fields left out, defaults filled in) or null when it has
 * the wrong shape, in which case it is corrupt and is dropped.
 */
const parsers: { [K in StorageKeyName]: (value: unknown) => StoredValues[K] | null } = {
  theme: (value) => (value === 'light' || value === 'dark' || value === 'system' ? value : null),
  dismissedModals: (value) => (Array.isArray(value) && value.every(isString) ? [...value] : null),
  referringLink: (value) => {
    if (!isRecord(value)) return null;
    const { code, url, savedAt } = value;
    if (!isString(code) || code.length < 1 || !isOptionalString(url) || !isString(savedAt)) return null;
    return url === undefined ? { code, savedAt } : { code, url, savedAt };
  },
  pickEm: parsePickEm,
  locationState: (value) => {
    if (!isRecord(value)) return null;
    const { state, checkedAt } = value;
    return isString(state) && state.length === 2 && isString(checkedAt) ? { state, checkedAt } : null;
  },
  lifetimeDeposits: (value) => {
    if (!isRecord(value)) return null;
    const { cents, updatedAt } = value;
    return isWholeCents(cents) && isString(updatedAt) ? { cents, updatedAt } : null;
  },
};

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled (privacy modes); the app still works without it
  }
}

export function readStored<K extends StorageKeyName>(name: K): StoredValue<K> | null {
  const store = localStore();
  const raw = store?.getItem(STORAGE_KEYS[name]);
  if (raw == null) return null;
  try {
    const parsed = parsers[name](JSON.parse(raw));
    if (parsed !== null) return parsed;
  } catch {
    // falls through: not JSON
  }
  store?.removeItem(STORAGE_KEYS[name]);
  return null;
}

export function writeStored<K extends StorageKeyName>(name: K, value: StoredValue<K>): void {
  const checked = parsers[name](value);
  if (checked === null) return; // a value in the wrong shape is never written
  try {
    localStore()?.setItem(STORAGE_KEYS[name], JSON.stringify(checked));
  } catch {
    // quota exceeded or storage disabled: losing a preference must never break the page
  }
}

export function removeStored(name: StorageKeyName): void {
  localStore()?.removeItem(STORAGE_KEYS[name]);
}
