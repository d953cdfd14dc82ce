import { availableBalance, cents, formatCents, fundStake } from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Ledger, TransferRequest } from '../ledger/ledger.ts';
import {
  STAKE_PARTS,
  STAKE_TRANSFER_KINDS,
  type StakeGame,
  type StakePart,
  stakeKeys,
  takeKeys,
} from './keys.ts';
import { type Pot, partOf, playerAccount, potAccount } from './pots.ts';

export interface StakeRef {
  game: StakeGame;
  /** The game's id of what the stake buys (an entry), unique within the game. */
  stakeId: string;
}

export interface StakeToTake extends StakeRef {
  userId: string;
  pot: Pot;
  amountCents: number;
  /** The player's choice (RULES.md, Money): promo credit first, then cash; cash only when false. */
  usePromo: boolean;
  description: string;
  /**
   * What is still to pay of the purchase this stake is part of, itself included (several entries
   * bought at once, each its own stake): a cash-only refusal's hint judges whether promo credit would
   * cover that, not this stake alone. The stake's own amount when absent.
   */
  restOfPurchaseCents?: number;
  /** The id of its first transfer, when the game writes rows naming it before the money moves. */
  transferId?: string;
  metadata?: Record<string, unknown>;
}

export interface TakenStake {
  /** The first transfer's id (null for a free entry). */
  transferId: string | null;
  fromPromoCents: number;
  fromCashCents: number;
}

/** A part of a taken stake: where it came from, how much, and the pot it went to. */
export interface StakePiece {
  part: StakePart;
  account: string;
  pot: string;
  amountCents: number;
}

/** A stake's name across games (stake ids are unique only within a game). */
export const refKey = (ref: StakeRef) => `${ref.game}:${ref.stakeId}`;

// `Object.assign`, not a spread: a spread costs this Node about a microsecond (measured), once per
// transfer a batch of stakes writes.
export const stakeMetadata = (ref: StakeRef, metadata: Record<string, unknown> = {}) =>
  Object.assign({}, metadata, { game: ref.game, stake_id: ref.stakeId });

/** The transfers taking a stake funded as `funding` (promo part first). */
function takeRequests(
  stake: StakeToTake,
  funding: { fromPromo: number; fromCash: number },
): TransferRequest[] {
  const amounts: Record<StakePart, number> = { promo: funding.fromPromo, cash: funding.fromCash };
  return STAKE_PARTS.filter((part) => amounts[part] > 0).map((part, index) => ({
    ...(index === 0 && stake.transferId ? { id: stake.transferId } : {}),
    key: stakeKeys.take(stake.game, stake.stakeId, part),
    kind: STAKE_TRANSFER_KINDS[stake.game].take,
    debit: playerAccount(stake.userId, part),
    credit: potAccount(stake.pot),
    amountCents: amounts[part],
    description: stake.description,
    metadata: stakeMetadata(stake, stake.metadata),
  }));
}

/**
 * Takes a stake: promo credit first when the player chose to use it, the rest from cash, as up to
 * two `entry_fee` transfers into the pot. Refused (insufficient_funds) when the balances cannot
 * cover it; a free stake moves nothing.
 */
export async function takeStake(ledger: Ledger, stake: StakeToTake): Promise<TakenStake> {
  if (stake.amountCents === 0) return { transferId: null, fromPromoCents: 0, fromCashCents: 0 };
  const promo = stake.usePromo
    ? availableBalance(await ledger.balance(playerAccount(stake.userId, 'promo')))
    : 0;
  // The cash balance is checked by the ledger itself when promo credit covers none of the stake.
  const cash =
    promo > 0
      ? availableBalance(await ledger.balance(playerAccount(stake.userId, 'cash')))
      : stake.amountCents;
  const funding = fundStake(
    cents(stake.amountCents),
    { cashCents: cents(cash), promoCents: cents(promo) },
    stake.usePromo,
  );
  if (!funding) throw new ApiProblem('insufficient_funds');
  // Both parts in one ledger write.
  const [first] = await ledger
    .transferBatch(takeRequests(stake, funding))
    .catch((error: unknown) =>
      stake.usePromo ? Promise.reject(error) : withPromoHint(ledger, stake, error),
    );
  return {
    transferId: first?.id ?? null,
    fromPromoCents: funding.fromPromo,
    fromCashCents: funding.fromCash,
  };
}

/**
 * A cash-only stake the cash could not cover, from a player holding promo credit: the refusal says
 * so (the credit is used only when they choose it). A refusal leaves the transaction usable.
 */
async function withPromoHint(ledger: Ledger, stake: StakeToTake, error: unknown): Promise<never> {
  if (!(error instanceof ApiProblem) || error.code !== 'insufficient_funds') throw error;
  const promo = availableBalance(await ledger.balance(playerAccount(stake.userId, 'promo')));
  if (promo <= 0) throw error;
  const cash = availableBalance(await ledger.balance(playerAccount(stake.userId, 'cash')));
  const covered = fundStake(
    cents(stake.restOfPurchaseCents ?? stake.amountCents),
    { cashCents: cents(cash), promoCents: cents(promo) },
    true,
  );
  throw new ApiProblem('insufficient_funds', {
    detail: covered
      ? `Your cash doesn't cover this, but you have ${formatCents(cents(promo))} in promo credit: choose to use your promo credit and try again.`
      : `Your cash and your ${formatCents(cents(promo))} in promo credit don't cover this. Deposit more, or lower the amount.`,
  });
}

/**
 * Takes many cash-only stakes in one ledger batch (a day's entries seeded at once); each is still
 * refused with the whole batch if the player's cash cannot cover it.
 */
export async function takeCashStakes(ledger: Ledger, stakes: readonly StakeToTake[]): Promise<TakenStake[]> {
  const requests = stakes.map((stake) => {
    if (stake.usePromo) throw new RangeError('A batch of stakes is taken from cash only.');
    return takeRequests(stake, { fromPromo: 0, fromCash: stake.amountCents });
  });
  const written = await ledger.transferBatch(requests.flat());
  let next = 0;
  return requests.map((parts) => {
    const first = parts.length > 0 ? written[next] : undefined;
    next += parts.length;
    const cash = parts.reduce((sum, part) => sum + part.amountCents, 0);
    return { transferId: first?.id ?? null, fromPromoCents: 0, fromCashCents: cash };
  });
}

/** The parts each stake was taken in (promo first; by `refKey`), under the current keys or earlier ones, in one read. */
export async function piecesOf(
  ledger: Ledger,
  refs: readonly StakeRef[],
): Promise<Map<string, StakePiece[]>> {
  const wanted = refs.flatMap((ref) =>
    STAKE_PARTS.flatMap((part) => takeKeys(ref.game, ref.stakeId, part).map((key) => ({ ref, part, key }))),
  );
  const found = new Map(
    (await ledger.transfersByKeys(wanted.map((want) => want.key))).map((t) => [t.transferKey, t]),
  );
  const pieces = new Map<string, StakePiece[]>();
  for (const { ref, part, key } of wanted) {
    const transfer = found.get(key);
    const list = pieces.get(refKey(ref)) ?? [];
    pieces.set(refKey(ref), list);
    // A part is taken under one key; the current key wins over an earlier one.
    if (!transfer || list.some((piece) => piece.part === part)) continue;
    list.push({
      part: partOf(transfer.debitAccount),
      account: transfer.debitAccount,
      pot: transfer.creditAccount,
      amountCents: transfer.amountCents,
    });
  }
  return pieces;
}
