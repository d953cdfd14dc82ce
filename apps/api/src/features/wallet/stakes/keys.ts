/**
 * The one key scheme of stakes: every movement's ledger key is made here from the game, the stake
 * and the movement, so a retried movement answers with the transfer it wrote first and no game
 * ever writes a key. Keys written before this scheme are read here too (never written).
 */

/** The games that take stakes (the first part of every key). */
export const STAKE_GAMES = ['pickem', 'best_ball', 'sportsbook'] as const;
export type StakeGame = (typeof STAKE_GAMES)[number];

/** The transfer kinds a game's stakes and winnings are written as (core declares what each counts for). */
export const STAKE_TRANSFER_KINDS: Readonly<
  Record<StakeGame, { take: 'entry_fee' | 'bet'; winnings: 'payout' | 'bet_winnings' }>
> = {
  pickem: { take: 'entry_fee', winnings: 'payout' },
  best_ball: { take: 'entry_fee', winnings: 'payout' },
  sportsbook: { take: 'bet', winnings: 'bet_winnings' },
};

/** Where a stake's money came from: promo credit first, then cash. */
export const STAKE_PARTS = ['promo', 'cash'] as const;
export type StakePart = (typeof STAKE_PARTS)[number];

/**
 * When in a stake's life a payment is made: before play (a cancel, a self-exclusion, a contest
 * that did not fill) or at its nth settlement (a stat correction settles it again as n + 1).
 */
export type StakeRound = 'before_play' | { settlement: number };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function stakeId(id: string): string {
  if (!ID.test(id)) throw new RangeError(`Not a stake id: ${id}`);
  return id;
}

function roundOf(round: StakeRound): string {
  if (round === 'before_play') return 'before-play';
  if (!Number.isSafeInteger(round.settlement) || round.settlement < 1) {
    throw new RangeError(`Not a settlement number: ${round.settlement}`);
  }
  return `s${round.settlement}`;
}

const stakePrefix = (game: StakeGame, id: string) => `stake:${game}:${stakeId(id)}`;

export const stakeKeys = {
  /** A part of the stake taken from the player. */
  take: (game: StakeGame, id: string, part: StakePart) => `${stakePrefix(game, id)}:take:${part}`,
  /** A part of the stake given back, to the account it came from. */
  refund: (game: StakeGame, id: string, round: StakeRound, part: StakePart) =>
    `${stakePrefix(game, id)}:${roundOf(round)}:refund:${part}`,
  /** What the stake won. */
  winnings: (game: StakeGame, id: string, round: StakeRound) =>
    `${stakePrefix(game, id)}:${roundOf(round)}:winnings`,
  /** The house funding a pot's guaranteed prizes beyond the stakes it holds. */
  potGuarantee: (game: StakeGame, potId: string) => `pot:${game}:${stakeId(potId)}:guarantee`,
  /** What a settled pot keeps, returned to the house. */
  potRemainder: (game: StakeGame, potId: string) => `pot:${game}:${stakeId(potId)}:remainder`,
};

/**
 * A refund's key (or its reversal's) to the key of the stake part it gives back, as a PostgreSQL
 * regexp_replace: the spend limits count a refund when its stake was taken (wallet/counts.ts).
 */
export const REFUND_TO_TAKE_KEY = {
  pattern: ':(before-play|s[0-9]+):refund:(promo|cash)(:reversal)?$',
  replacement: ':take:\\2',
} as const;

/** Keys of earlier versions of Kennel, read so stakes taken and settled under them still refund and reverse. */
const LEGACY_TAKE_PREFIX: Readonly<Partial<Record<StakeGame, string>>> = {
  pickem: 'pickem-entry',
  best_ball: 'contest-entry',
};

/** Every key a part of the stake may have been taken under, the current one first. */
export function takeKeys(game: StakeGame, id: string, part: StakePart): string[] {
  const legacy = LEGACY_TAKE_PREFIX[game];
  const current = stakeKeys.take(game, id, part);
  return legacy ? [current, `${legacy}:${stakeId(id)}:fee:${part}`] : [current];
}

/** Every key a settlement's payments (winnings, or each part of a refund) may have been written under. */
export function settlementPaymentKeys(game: StakeGame, id: string, round: StakeRound): string[] {
  const keys = [
    stakeKeys.winnings(game, id, round),
    ...STAKE_PARTS.map((part) => stakeKeys.refund(game, id, round, part)),
  ];
  if (game === 'pickem' && round !== 'before_play') {
    const legacy = `pickem:${stakeId(id)}:v${round.settlement}`;
    keys.push(`${legacy}:payout`, `${legacy}:refund`, `${legacy}:refund:1`);
  }
  return keys;
}

/**
 * The key of the reversal of the payment written under `key`: the payment's own key with
 * `:reversal` (earlier pick'em keys put it in place of `payout` or `refund`, as they were written).
 */
export function reversalKeyOf(key: string): string {
  if (key.startsWith('stake:')) return `${key}:reversal`;
  return key.replace(/:(payout|refund)(:\d+)?$/, ':reversal$2');
}

/** The key of a reversed prize's return from its closed contest pool to the house. */
export function returnedToHouseKeyOf(paymentKey: string): string {
  return `${reversalKeyOf(paymentKey)}:to-house`;
}
