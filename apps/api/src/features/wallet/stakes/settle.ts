import { type LedgerAccountName, parseLedgerAccountName } from '@kennel/core';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import type { Ledger, LedgerTransfer, TransferRequest } from '../ledger/ledger.ts';
import {
  returnedToHouseKeyOf,
  reversalKeyOf,
  STAKE_TRANSFER_KINDS,
  type StakeRound,
  settlementPaymentKeys,
  stakeKeys,
} from './keys.ts';
import { houseAccount, type Pot, partOf, playerAccount, potAccount } from './pots.ts';
import { piecesOf, refKey, type StakePiece, type StakeRef, stakeMetadata } from './take.ts';

/**
 * What a settled stake pays: winnings (always to the player's cash, promo-funded or not: RULES.md,
 * Money), a refund (the whole stake, or a part, back to where it came from), or nothing (lost).
 */
export type StakePayment =
  | { pays: 'winnings'; userId: string; pot: Pot; amountCents: number }
  | { pays: 'refund'; amountCents?: number }
  | { pays: 'nothing' };

export type StakeSettlement = StakeRef & {
  round: StakeRound;
  description: string;
  metadata?: Record<string, unknown>;
} & StakePayment;

/** A settlement that replaces an earlier one (a stat correction): pays anew, then takes the earlier back. */
export interface StakeResettlement {
  settlement: StakeSettlement;
  previous: StakeRound;
  /** The reversal's line in the player's history. */
  reversalDescription: string;
}

export interface Reversal {
  /** False when the player no longer holds some of it: the rest stays owed, to be reversed later. */
  complete: boolean;
  /** The first reversal's id, once complete. */
  transferId: string | null;
}

/** A refund's promo part written now: the player's promo balance grew by it. */
export interface PromoReturned {
  userId: string;
  /** The refund transfer's key (an expiry it causes is keyed by it). */
  refundKey: string;
}

/**
 * Told, in the same transaction, of promo credit refunds gave back: what belongs to a grant past
 * its expiry must expire then, not become spendable again (wallet/service.ts).
 */
export type OnPromoReturned = (returns: readonly PromoReturned[]) => Promise<void>;

/** The promo parts among these refunds that are not written yet (a retried refund moves nothing). */
async function promoReturnsOf(
  ledger: Ledger,
  requests: readonly TransferRequest[],
): Promise<PromoReturned[]> {
  const promo = requests.filter((request) => request.kind === 'refund' && partOf(request.credit) === 'promo');
  if (promo.length === 0) return [];
  const written = new Set(
    (await ledger.transfersByKeys(promo.map((request) => request.key))).map(
      (transfer) => transfer.transferKey,
    ),
  );
  return promo.flatMap((request) => {
    const userId = parseLedgerAccountName(request.credit)?.ownerKey;
    return userId && !written.has(request.key) ? [{ userId, refundKey: request.key }] : [];
  });
}

/**
 * A refund's parts: a part refund is given back promo credit first, so refunds never turn promo
 * credit into withdrawable cash.
 */
function refundRequests(settlement: StakeSettlement & { pays: 'refund' }, pieces: readonly StakePiece[]) {
  const taken = pieces.reduce((sum, piece) => sum + piece.amountCents, 0);
  const wanted = settlement.amountCents ?? taken;
  if (wanted > taken) {
    throw new Error(`A refund of ${wanted} cents is more than stake ${refKey(settlement)} took (${taken}).`);
  }
  let left = wanted;
  const requests: TransferRequest[] = [];
  for (const piece of pieces) {
    const amountCents = Math.min(piece.amountCents, left);
    left -= amountCents;
    if (amountCents === 0) continue;
    requests.push({
      key: stakeKeys.refund(settlement.game, settlement.stakeId, settlement.round, piece.part),
      kind: 'refund',
      debit: piece.pot,
      credit: piece.account,
      amountCents,
      description: settlement.description,
      metadata: stakeMetadata(settlement, settlement.metadata),
    });
  }
  return requests;
}

function paymentRequests(settlement: StakeSettlement, pieces: readonly StakePiece[]): TransferRequest[] {
  if (settlement.pays === 'nothing') return [];
  if (settlement.pays === 'refund') return refundRequests(settlement, pieces);
  if (settlement.amountCents === 0) return [];
  return [
    {
      key: stakeKeys.winnings(settlement.game, settlement.stakeId, settlement.round),
      kind: STAKE_TRANSFER_KINDS[settlement.game].winnings,
      debit: potAccount(settlement.pot),
      credit: playerAccount(settlement.userId, 'cash'),
      amountCents: settlement.amountCents,
      description: settlement.description,
      metadata: stakeMetadata(settlement, settlement.metadata),
    },
  ];
}

async function requestsFor(ledger: Ledger, settlements: readonly StakeSettlement[]) {
  const refunds = settlements.filter((settlement) => settlement.pays === 'refund');
  const pieces = refunds.length > 0 ? await piecesOf(ledger, refunds) : new Map<string, StakePiece[]>();
  return settlements.map((settlement) => paymentRequests(settlement, pieces.get(refKey(settlement)) ?? []));
}

/** Writes each settlement's payments in one ledger batch; answers each one's first transfer id. */
async function pay(ledger: Ledger, requests: readonly TransferRequest[][]): Promise<(string | null)[]> {
  const written = await ledger.transferBatch(requests.flat());
  let next = 0;
  return requests.map((parts) => {
    const first = parts.length > 0 ? (written[next]?.id ?? null) : null;
    next += parts.length;
    return first;
  });
}

/** Settles many stakes at once: every payment in one ledger batch, all or none. */
export async function settleStakes(
  ledger: Ledger,
  settlements: readonly StakeSettlement[],
  onPromoReturned: OnPromoReturned,
): Promise<(string | null)[]> {
  const requests = await requestsFor(ledger, settlements);
  const returns = await promoReturnsOf(ledger, requests.flat());
  const paid = await pay(ledger, requests);
  if (returns.length > 0) await onPromoReturned(returns);
  return paid;
}

/** The payments a stake's settlement made, in key order (winnings, then each refund part). */
async function paymentsOf(ledger: Ledger, refs: readonly (StakeRef & { round: StakeRound })[]) {
  const keysOf = refs.map((ref) => settlementPaymentKeys(ref.game, ref.stakeId, ref.round));
  const found = new Map(
    (await ledger.transfersByKeys(keysOf.flat())).map((transfer) => [transfer.transferKey, transfer]),
  );
  return keysOf.map((keys) =>
    keys
      .map((key) => found.get(key))
      .filter((transfer): transfer is LedgerTransfer => transfer !== undefined),
  );
}

async function reverse(
  ledger: Ledger,
  payments: readonly LedgerTransfer[],
  description: string,
  metadata: Record<string, unknown>,
): Promise<Reversal> {
  const reversed: string[] = [];
  let complete = true;
  for (const payment of payments) {
    try {
      const reversal = await ledger.reverse({
        key: reversalKeyOf(payment.transferKey),
        transferId: payment.id,
        description,
        metadata,
      });
      reversed.push(reversal.id);
      await returnToHouse(ledger, payment, description, metadata);
    } catch (error) {
      // Never a negative balance: what the player no longer holds stays owed (the caller retries).
      if (!(error instanceof ApiProblem) || error.code !== 'insufficient_funds') throw error;
      complete = false;
    }
  }
  return { complete, transferId: complete ? (reversed[0] ?? null) : null };
}

/**
 * A prize taken back from a player goes back into its contest's pool, which closed at settlement:
 * the house, which kept the pool's rest and pays re-settled prizes, takes it on from there.
 */
async function returnToHouse(
  ledger: Ledger,
  payment: LedgerTransfer,
  description: string,
  metadata: Record<string, unknown>,
): Promise<void> {
  if (parseLedgerAccountName(payment.debitAccount)?.kind !== 'contest_pool') return;
  await ledger.transferBatch([
    {
      key: returnedToHouseKeyOf(payment.transferKey),
      kind: 'house_transfer',
      debit: payment.debitAccount,
      credit: houseAccount(),
      amountCents: payment.amountCents,
      description,
      metadata,
    },
  ]);
}

const accountsOf = (requests: readonly TransferRequest[], payments: readonly LedgerTransfer[]) => [
  ...requests.flatMap((request) => [request.debit, request.credit]),
  ...payments.flatMap((payment) => [payment.debitAccount, payment.creditAccount]),
  houseAccount(),
];

/**
 * Re-settles stakes whose result changed: every account they touch locked together in one order,
 * the new payments first and then the earlier ones reversed, so the player's balance only dips by
 * what they were overpaid. A reversal the player cannot cover is left owed (`complete: false`).
 */
export async function resettleStakes(
  ledger: Ledger,
  changes: readonly StakeResettlement[],
  onPromoReturned: OnPromoReturned,
): Promise<{ transferId: string | null; reversal: Reversal }[]> {
  const requests = await requestsFor(
    ledger,
    changes.map((change) => change.settlement),
  );
  const earlier = await paymentsOf(
    ledger,
    changes.map(({ settlement, previous }) => ({ ...settlement, round: previous })),
  );
  const accounts: LedgerAccountName[] = accountsOf(requests.flat(), earlier.flat());
  if (accounts.length > 0) await ledger.lockAccounts(accounts);
  const returns = await promoReturnsOf(ledger, requests.flat());
  const paid = await pay(ledger, requests);
  const results = [];
  for (const [index, change] of changes.entries()) {
    const { settlement, previous, reversalDescription } = change;
    const metadata = stakeMetadata(settlement, { ...settlement.metadata, reverses: previous });
    results.push({
      transferId: paid[index] ?? null,
      reversal: await reverse(ledger, earlier[index] ?? [], reversalDescription, metadata),
    });
  }
  if (returns.length > 0) await onPromoReturned(returns);
  return results;
}

/** Reverses what a stake's settlement paid (a retry of one left owed); parts already reversed answer by key. */
export async function reverseSettlement(
  ledger: Ledger,
  ref: StakeRef & { round: StakeRound; description: string; metadata?: Record<string, unknown> },
): Promise<Reversal> {
  const [payments = []] = await paymentsOf(ledger, [ref]);
  if (payments.length > 0) await ledger.lockAccounts(accountsOf([], payments));
  return reverse(ledger, payments, ref.description, stakeMetadata(ref, ref.metadata));
}

/**
 * Gives a stake back before play (a cancel, a self-exclusion, a contest that did not fill): the
 * whole of it by default, to the accounts it came from; answers the cents refunded.
 */
export async function refundStake(
  ledger: Ledger,
  refund: StakeRef & { amountCents?: number; description: string; metadata?: Record<string, unknown> },
  onPromoReturned: OnPromoReturned,
): Promise<number> {
  const [requests = []] = await requestsFor(ledger, [{ ...refund, round: 'before_play', pays: 'refund' }]);
  const returns = await promoReturnsOf(ledger, requests);
  await pay(ledger, [requests]);
  if (returns.length > 0) await onPromoReturned(returns);
  return requests.reduce((sum, request) => sum + request.amountCents, 0);
}
