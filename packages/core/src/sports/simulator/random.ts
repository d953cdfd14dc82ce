/** A small seeded random source (mulberry32 over a string hash), so every simulator output is reproducible. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index drawn with the given non-negative weights (uniform when they are all zero). */
  weightedIndex(weights: readonly number[]): number;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A roughly normal draw (sum of uniforms). */
  normal(mean: number, deviation: number): number;
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a with a final avalanche: strings and numbers to a 32-bit seed. */
export function hashSeed(seed: number | string): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const weightedIndex = (weights: readonly number[]) => {
    const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
    if (total <= 0) return Math.floor(next() * weights.length);
    let roll = next() * total;
    for (let index = 0; index < weights.length; index++) {
      roll -= Math.max(0, weights[index] ?? 0);
      if (roll < 0) return index;
    }
    return weights.length - 1;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weightedIndex,
    weighted: (items, weight) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[weightedIndex(items.map(weight))] as (typeof items)[number];
    },
    normal: (mean, deviation) => mean + deviation * (next() + next() + next() + next() - 2) * 1.732,
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [
          copy[other] as (typeof copy)[number],
          copy[index] as (typeof copy)[number],
        ];
      }
      return copy;
    },
  };
}
