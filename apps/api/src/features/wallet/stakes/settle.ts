import { randomUUID } from 'node:crypto';
import { type LedgerAccountName, parseLedgerAccountName } from '@kennel/core';
import type { Ledger, LedgerTransfer, TransferRequest } from '../ledger/ledger.ts';
import { STAKE_TRANSFER_KINDS, type StakeRound, settlementPaymentKeys, stakeKeys } from './keys.ts';
import { houseAccount, type Pot, playerAccount, potAccount } from './pots.ts';
import {
  type OwedContext,
  type OwedReference,
  payDownOwed,
  type Reversal,
  reversePayment,
} from './reverse.ts';
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

/** What these payments credit players that is not written yet (a retried settlement moves nothing). */
export interface NewCredits {
  promoReturns: PromoReturned[];
  /** Cash each player is credited (winnings, refunds): it pays down what they owe first. */
  cash: Map<string, number>;
}

/** Adds what `request` credits a player (nothing when it credits no player) to `into`. */
function addCredit(into: NewCredits, request: TransferRequest): void {
  const credited = parseLedgerAccountName(request.credit);
  if (credited?.kind !== 'user_cash' && credited?.kind !== 'user_promo') return;
  const userId = credited.ownerKey;
  if (!userId) return;
  if (credited.kind === 'user_promo') {
    if (request.kind === 'refund') into.promoReturns.push({ userId, refundKey: request.key });
  } else {
    into.cash.set(userId, (into.cash.get(userId) ?? 0) + request.amountCents);
  }
}

export async function newCreditsOf(
  ledger: Ledger,
  requests: readonly TransferRequest[],
): Promise<NewCredits> {
  const toPlayers = requests.filter((request) => {
    const kind = parseLedgerAccountName(request.credit)?.kind;
    return kind === 'user_cash' || kind === 'user_promo';
  });
  const result: NewCredits = { promoReturns: [], cash: new Map() };
  if (toPlayers.length === 0) return result;
  const written = new Set(
    (await ledger.transfersByKeys(toPlayers.map((request) => request.key))).map((t) => t.transferKey),
  );
  for (const request of toPlayers) if (!written.has(request.key)) addCredit(result, request);
  return result;
}

/**
 * What a batch just written credited players, without reading the ledger again: each request was
 * given its transfer's id before the write, so a transfer answered with another id is the one its
 * key had before (a retried settlement), which credited nothing now.
 */
function creditsWritten(
  requests: readonly TransferRequest[],
  written: readonly LedgerTransfer[],
): NewCredits {
  const result: NewCredits = { promoReturns: [], cash: new Map() };
  for (const [index, request] of requests.entries()) {
    if (request.id !== undefined && written[index]?.id === request.id) addCredit(result, request);
  }
  return result;
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
      // Given now, so the batch's answer tells a transfer written now from one a retried key had.
      id: randomUUID(),
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
      id: randomUUID(),
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

/** Each settlement's first transfer id, from a batch written in request order. */
function firstIds(requests: readonly TransferRequest[][], written: readonly LedgerTransfer[]) {
  let next = 0;
  return requests.map((parts) => {
    const first = parts.length > 0 ? (written[next]?.id ?? null) : null;
    next += parts.length;
    return first;
  });
}

/** Writes each settlement's payments in one ledger batch; answers each one's first transfer id. */
async function pay(ledger: Ledger, requests: readonly TransferRequest[][]): Promise<(string | null)[]> {
  return firstIds(requests, await ledger.transferBatch(requests.flat()));
}

/** After new credits are written: promo returned is told, and cash credited pays down what is owed. */
export async function afterCredits(
  ledger: Ledger,
  context: OwedContext,
  credits: NewCredits,
  onPromoReturned: OnPromoReturned,
): Promise<void> {
  await payDownOwed(ledger, context, credits.cash);
  if (credits.promoReturns.length > 0) await onPromoReturned(credits.promoReturns);
}

/** Settles many stakes at once: every payment in one ledger batch, all or none. */
export async function settleStakes(
  ledger: Ledger,
  context: OwedContext,
  settlements: readonly StakeSettlement[],
  onPromoReturned: OnPromoReturned,
): Promise<(string | null)[]> {
  const requests = await requestsFor(ledger, settlements);
  const flat = requests.flat();
  const written = await ledger.transferBatch(flat);
  await afterCredits(ledger, context, creditsWritten(flat, written), onPromoReturned);
  return firstIds(requests, written);
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

/** Reverses each of a settlement's payments as far as the player covers it; answers the first reversal and the totals. */
async function reverseAll(
  ledger: Ledger,
  context: OwedContext,
  payments: readonly LedgerTransfer[],
  reference: OwedReference,
  description: string,
  metadata: Record<string, unknown>,
): Promise<Reversal> {
  const total: Reversal = { transferId: null, owedCents: 0, writtenOffCents: 0 };
  for (const payment of payments) {
    const userId = parseLedgerAccountName(payment.creditAccount)?.ownerKey;
    if (!userId) throw new Error(`Payment ${payment.transferKey} did not pay a player.`);
    const one = await reversePayment(
      ledger,
      context,
      payment,
      { ...reference, userId },
      description,
      metadata,
    );
    total.transferId ??= one.transferId;
    total.owedCents += one.owedCents;
    total.writtenOffCents += one.writtenOffCents;
  }
  return total;
}

const accountsOf = (requests: readonly TransferRequest[], payments: readonly LedgerTransfer[]) => [
  ...requests.flatMap((request) => [request.debit, request.credit]),
  ...payments.flatMap((payment) => [payment.debitAccount, payment.creditAccount]),
  houseAccount(),
];

const settlementNumber = (round: StakeRound) => (round === 'before_play' ? 0 : round.settlement);

/**
 * Re-settles stakes whose result changed: every account they touch locked together in one order,
 * the new payments first and then the earlier ones reversed, so the player's balance only dips by
 * what they were overpaid. What the player cannot cover is owed in the wallet (a promo part is
 * written off), never a negative balance; new cash then pays down older debts.
 */
export async function resettleStakes(
  ledger: Ledger,
  context: OwedContext,
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
  const credits = await newCreditsOf(ledger, requests.flat());
  const paid = await pay(ledger, requests);
  const results = [];
  for (const [index, change] of changes.entries()) {
    const { settlement, previous, reversalDescription } = change;
    const metadata = stakeMetadata(settlement, { ...settlement.metadata, reverses: previous });
    const reference = {
      game: settlement.game,
      stakeId: settlement.stakeId,
      settlement: settlementNumber(previous),
    };
    results.push({
      transferId: paid[index] ?? null,
      reversal: await reverseAll(
        ledger,
        context,
        earlier[index] ?? [],
        reference,
        reversalDescription,
        metadata,
      ),
    });
  }
  await afterCredits(ledger, context, credits, onPromoReturned);
  return results;
}

/**
 * Gives a stake back before play (a cancel, a self-exclusion, a contest that did not fill): the
 * whole of it by default, to the accounts it came from; answers the cents refunded.
 */
export async function refundStake(
  ledger: Ledger,
  context: OwedContext,
  refund: StakeRef & { amountCents?: number; description: string; metadata?: Record<string, unknown> },
  onPromoReturned: OnPromoReturned,
): Promise<number> {
  const [requests = []] = await requestsFor(ledger, [{ ...refund, round: 'before_play', pays: 'refund' }]);
  const credits = await newCreditsOf(ledger, requests);
  await pay(ledger, [requests]);
  await afterCredits(ledger, context, credits, onPromoReturned);
  return requests.reduce((sum, request) => sum + request.amountCents, 0);
}
