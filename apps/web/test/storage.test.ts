import { afterEach, describe, expect, it } from 'vitest';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../src/shared/storage/index.ts';

afterEach(() => localStorage.clear());

describe('typed browser storage', () => {
  it('round-trips a valid value of every key', () => {
    const values = {
      theme: 'dark',
      dismissedModals: ['welcome', 'rules-2025'],
      referringLink: {
        code: 'PUPPY10',
        url: 'https://kennel.example/r/PUPPY10',
        savedAt: '2025-01-02T00:00:00Z',
      },
      pickEm: {
        version: 1,
        entryType: 'flex',
        entryFeeCents: 500,
        picks: [{ optionId: 'o1', lineId: 'l1', propId: 'p1' }],
      },
      locationState: { state: 'NY', checkedAt: '2025-01-02T00:00:00Z' },
      lifetimeDeposits: { cents: 12_500, updatedAt: '2025-01-02T00:00:00Z' },
    } as const;
    for (const [name, value] of Object.entries(values)) {
      const key = name as keyof typeof values;
      writeStored(key, value as never);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS[key])!)).toEqual(value);
      expect(readStored(key)).toEqual(value);
    }
  });

  it('fills schema defaults when reading an older pick-em slip', () => {
    localStorage.setItem(STORAGE_KEYS.pickEm, JSON.stringify({ version: 1, picks: [] }));
    expect(readStored('pickEm')).toEqual({ version: 1, entryType: 'standard', picks: [] });
  });

  it('keeps what each pick showed, and drops only a damaged snapshot, never the pick', () => {
    const shown = {
      kind: 'higher_lower',
      statLabel: 'Shots on Goal',
      statValue: 2.5,
      multiplierHundredths: 105,
      players: [{ id: 'p9', firstName: 'Rory', lastName: 'Pike', teamColor: '#004c97' }],
    };
    const pick = { optionId: 'l1.higher', lineId: 'l1', propId: 'p1', playerId: 'p9' };
    writeStored('pickEm', { version: 1, entryType: 'standard', picks: [{ ...pick, shown }] } as never);
    expect(readStored('pickEm')?.picks[0]?.shown).toEqual(shown);
    localStorage.setItem(
      STORAGE_KEYS.pickEm,
      JSON.stringify({ version: 1, picks: [{ ...pick, shown: { ...shown, players: [] } }] }),
    );
    expect(readStored('pickEm')?.picks).toEqual([pick]);
  });

  it('drops and removes a value that is not JSON', () => {
    localStorage.setItem(STORAGE_KEYS.dismissedModals, '["welcome"');
    expect(readStored('dismissedModals')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.dismissedModals)).toBeNull();
  });

  it.each([
    ['theme', '"purple"'],
    ['dismissedModals', '{"welcome":true}'],
    ['referringLink', '{"code":"","savedAt":"x"}'],
    ['pickEm', '{"version":2,"picks":[]}'],
    ['locationState', '{"state":"New York","checkedAt":"x"}'],
    ['lifetimeDeposits', '{"cents":12.5,"updatedAt":"x"}'],
    ['lifetimeDeposits', '{"cents":-100,"updatedAt":"x"}'],
  ] as const)('drops and removes %s stored in the wrong shape (%s)', (name, raw) => {
    localStorage.setItem(STORAGE_KEYS[name], raw);
    expect(readStored(name)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS[name])).toBeNull();
  });

  it('returns null for a key never written', () => {
    expect(readStored('locationState')).toBeNull();
  });

  it('refuses to write a value that breaks its schema, leaving the old one', () => {
    writeStored('theme', 'light');
    writeStored('theme', 'sepia' as never);
    expect(readStored('theme')).toBe('light');
  });

  it('removes a stored value', () => {
    writeStored('theme', 'dark');
    removeStored('theme');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });
});
