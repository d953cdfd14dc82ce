// zod/mini: the same checks as zod, at a fraction of the size of the app's first download.
import * as z from 'zod/mini';
import { STORAGE_KEYS, type StorageKeyName } from './keys.ts';

const themeChoiceSchema = z.enum(['light', 'dark', 'system']);
const wholeCents = z.int().check(z.nonnegative());

/** What each key holds; a value that fails its schema is corrupt and is dropped. */
const schemas = {
  theme: themeChoiceSchema,
  dismissedModals: z.array(z.string()),
  referringLink: z.object({
    code: z.string().check(z.minLength(1)),
    url: z.optional(z.string()),
    savedAt: z.string(),
  }),
  pickEm: z.object({
    version: z.literal(1),
    entryType: z._default(z.enum(['standard', 'flex']), 'standard'),
    entryFeeCents: z.optional(wholeCents),
    picks: z.array(
      z.object({
        optionId: z.string(),
        lineId: z.string(),
        propId: z.string(),
        playerId: z.optional(z.string()),
      }),
    ),
  }),
  locationState: z.object({ state: z.string().check(z.length(2)), checkedAt: z.string() }),
  lifetimeDeposits: z.object({ cents: wholeCents, updatedAt: z.string() }),
} satisfies Record<StorageKeyName, z.ZodMiniType>;

export type StoredValue<K extends StorageKeyName> = z.infer<(typeof schemas)[K]>;
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

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
    const parsed = schemas[name].safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as StoredValue<K>;
  } catch {
    // falls through: not JSON
  }
  store?.removeItem(STORAGE_KEYS[name]);
  return null;
}

export function writeStored<K extends StorageKeyName>(name: K, value: StoredValue<K>): void {
  try {
    localStore()?.setItem(STORAGE_KEYS[name], JSON.stringify(schemas[name].parse(value)));
  } catch {
    // quota exceeded or storage disabled: losing a preference must never break the page
  }
}

export function removeStored(name: StorageKeyName): void {
  localStore()?.removeItem(STORAGE_KEYS[name]);
}
