import { randomUUID } from 'node:crypto';
import {
  type Cents,
  cents,
  depositMatchCents,
  depositQualifiesReferral,
  PROMO_FUNDING_ACCOUNT,
  type PromotionKind,
  type PromotionOfferWire,
  promoExpiresAt,
  promotionOffers,
  promotionOfferToWire,
  userCashAccount,
  userPromoAccount,
  WALLET_SCHEDULE,
} from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { ledgerOf } from '../ledger-unit.ts';
import type { WalletService, WalletUnit } from '../service.ts';
import { type ReturnedDeposit, takeBackDepositMatch } from './deposit-returns.ts';
import { expirePastPromo } from './expiry.ts';
import { createPromotionGrantRepo } from './repo.ts';

/** Which promo codes are live; the promotions feature answers it. */
export interface PromoCodeLookup {
  findActivePromoCode(code: string): Promise<{ id: string } | null>;
}

export interface SucceededDeposit {
  userId: string;
  depositId: string;
  /** The ledger transfer that credited the deposit. */
  transferId: string;
  amountCents: Cents;
  /** A promo code entered with this deposit, if any (else the one from sign-up applies). */
  promoCodeId: string | null;
}

interface Grant {
  userId: string;
  kind: PromotionKind;
  key: string;
  amountCents: Cents;
  description: string;
}

/** Expiry runs handle this many players per batch. */
const EXPIRY_BATCH = 100;

/**
 * Promo credit: the first-deposit match, the referral bonus for both players, and the expiry of
 * what is left after 60 days. Amounts and wording come from core's wallet schedule.
 */
export function createPromotions({
  wallet,
  clock,
  promoCodes,
}: {
  wallet: WalletService;
  clock: Clock;
  promoCodes: PromoCodeLookup;
}) {
  async function grant(unit: WalletUnit, { userId, kind, key, amountCents, description }: Grant) {
    const transfer = await ledgerOf(unit).transfer({
      key,
      kind: kind === 'deposit_match' ? 'promo_credit' : 'referral_bonus',
      debit: PROMO_FUNDING_ACCOUNT,
      credit: userPromoAccount(userId),
      amountCents,
      description,
      metadata: { schedule_version: WALLET_SCHEDULE.version },
    });
    await createPromotionGrantRepo(unit.tx).insertGrant({
      id: randomUUID(),
      userId,
      transferId: transfer.id,
      kind,
      amountCents,
      scheduleVersion: WALLET_SCHEDULE.version,
      grantedAt: transfer.createdAt,
      expiresAt: new Date(promoExpiresAt(transfer.createdAt.toISOString())),
      expiryHandledAt: null,
    });
  }

  async function depositMatch(unit: WalletUnit, deposit: SucceededDeposit, promoCodeId: string | null) {
    const repo = createPromotionGrantRepo(unit.tx);
    const codeId = deposit.promoCodeId ?? promoCodeId;
    const terms = codeId ? await repo.promoCodeTerms(codeId) : undefined;
    if (!terms) return cents(0);
    const schedule = {
      ...WALLET_SCHEDULE,
      firstDepositMatch: { percent: terms.matchPercent, maxCents: terms.maxCents },
    };
    const match = depositMatchCents(deposit.amountCents, cents(0), schedule);
    if (match <= 0) return cents(0);
    // Keyed by player: a first-deposit match happens once per player, whatever retries occur.
    await grant(unit, {
      userId: deposit.userId,
      kind: 'deposit_match',
      key: `promo:deposit_match:${deposit.userId}`,
      amountCents: match,
      description: `First-deposit match (${terms.code.toUpperCase()})`,
    });
    return match;
  }

  async function referralBonus(unit: WalletUnit, deposit: SucceededDeposit, referrerId: string) {
    const repo = createPromotionGrantRepo(unit.tx);
    const bonus = cents(WALLET_SCHEDULE.referralBonusCents);
    const friend = (await repo.usernameOf(deposit.userId)) ?? 'your friend';
    await grant(unit, {
      userId: deposit.userId,
      kind: 'referral_bonus',
      key: `promo:referral:${deposit.userId}:referred`,
      amountCents: bonus,
      description: 'Referral bonus for joining with a friend’s link',
    });
    // Under the referrer's money lock, the one closing takes: the referrer either closed first (and
    // gets nothing: a closed account never holds money) or closes after, forfeiting the bonus.
    await unit.lockPlayer(referrerId);
    if (await repo.isClosed(referrerId)) return;
    await grant(unit, {
      userId: referrerId,
      kind: 'referral_bonus',
      key: `promo:referral:${deposit.userId}:referrer`,
      amountCents: bonus,
      description: `Referral bonus: ${friend} made their first deposit`,
    });
  }

  return {
    offers(): PromotionOfferWire[] {
      return promotionOffers().map(promotionOfferToWire);
    },

    /** A code entered with a deposit must be live, or the deposit is refused before anything is charged. */
    async checkDepositPromoCode(code: string | undefined): Promise<string | null> {
      if (code === undefined) return null;
      const promo = await promoCodes.findActivePromoCode(code);
      if (!promo) {
        throw new ApiProblem('promo_code_invalid', {
          fields: { promo_code: 'That promo code is not valid or has ended.' },
        });
      }
      return promo.id;
    },

    /** A deposit the bank took back: its first-deposit match goes too (deposit-returns.ts); answers what is owed. */
    onDepositReturned: (unit: WalletUnit, deposit: ReturnedDeposit): Promise<Cents> =>
      takeBackDepositMatch(unit, deposit),

    /**
     * Runs inside the deposit's transaction, after its ledger transfer (which locked the player's
     * cash account, so two first deposits cannot both count as first). Returns the match granted.
     */
    async onDepositSucceeded(unit: WalletUnit, deposit: SucceededDeposit): Promise<Cents> {
      const repo = createPromotionGrantRepo(unit.tx);
      const offers = await repo.signUpOffers(deposit.userId);
      const earlier = await repo.earlierDeposits(
        userCashAccount(deposit.userId),
        deposit.transferId,
        WALLET_SCHEDULE.referralQualifyingDepositCents,
      );
      const match =
        earlier.deposits === 0 ? await depositMatch(unit, deposit, offers?.promoCodeId ?? null) : cents(0);
      if (offers?.referredByUserId && depositQualifiesReferral(deposit.amountCents, earlier.qualifying)) {
        await referralBonus(unit, deposit, offers.referredByUserId);
      }
      return match;
    },

    /** Reverses the part of each player's promo balance that has expired; returns how many players lost some. */
    async expireDue(): Promise<number> {
      const now = clock();
      let expiredPlayers = 0;
      const players = await createPromotionGrantRepo(wallet.db).playersWithDueGrants(now, EXPIRY_BATCH);
      for (const userId of players) {
        const expired = await wallet.inTransaction(async (unit) => {
          return expirePastPromo(unit.tx, ledgerOf(unit), {
            userId,
            now,
            // Keyed by the first grant due: only this run handles it, so the key never repeats.
            keyOf: ([first]) => (first ? `promo_expiry:${first.id}` : null),
          });
        });
        if (expired > 0) expiredPlayers += 1;
      }
      return expiredPlayers;
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
