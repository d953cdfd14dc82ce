/**
 * SQL texts kept by their shape, at most `limit` of them: the ledger's writes come in a few shapes
 * (a paid action's, a settlement's), so a small cache holds all of them, and a run of unusual shapes
 * drops the oldest instead of growing for the life of the process. A hit is one Map lookup, as
 * before the bound (moving a hit to the back, as an LRU does, tripled its cost: 230 → 470-780 ns).
 */
export function createTextCache<Key>(limit: number) {
  const texts = new Map<Key, string>();
  return {
    /** The text of `key`, made by `make` the first time (or again after it was dropped). */
    textOf(key: Key, make: () => string): string {
      const known = texts.get(key);
      if (known !== undefined) return known;
      const text = make();
      // Map keeps insertion order: the first key is the oldest.
      if (texts.size >= limit) texts.delete(texts.keys().next().value as Key);
      texts.set(key, text);
      return text;
    },
    get size(): number {
      return texts.size;
    },
  };
}
