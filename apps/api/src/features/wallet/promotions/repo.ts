import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { promoCodes } from '../../../platform/db/schema/promotions.ts';
import { users } from '../../../platform/db/schema/users.ts';
import { type PromoGrantRow, promoGrants } from '../../../platform/db/schema/wallet.ts';

/** Rows promotions read and write; no rules here. */
export function createPromotionGrantRepo(db: Database) {
  return {
    /** What the player signed up with (accounts writes these columns at registration). */
    async signUpOffers(userId: string) {
      const [row] = await db
        .select({
          promoCodeId: users.promoCodeId,
          referredByUserId: users.referredByUserId,
          username: users.username,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Whether the account is closed: a closed account is never credited (closing forfeited its promo). */
    async isClosed(userId: string): Promise<boolean> {
      const [row] = await db.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
      return row?.closedAt != null;
    },

    async usernameOf(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return row?.username;
    },

    /** The match a promo code promises (the promotions feature owns the codes). */
    async promoCodeTerms(promoCodeId: string) {
      const [row] = await db
        .select({
          code: promoCodes.code,
          matchPercent: promoCodes.matchPercent,
          maxCents: promoCodes.maxCents,
        })
        .from(promoCodes)
        .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.kind, 'deposit_match')));
      return row;
    },

    /** The player's deposits other than `exceptTransferId`, read from the ledger. */
    async earlierDeposits(cashAccount: string, exceptTransferId: string, qualifyingCents: number) {
      const [row] = await selectRows<{ deposits: string | number; qualifying: string | number }>(
        db,
        sql`select count(*) as deposits, count(*) filter (where t.amount_cents >= ${qualifyingCents}) as qualifying
            from transfers t join ledger_accounts a on a.id = t.credit_account_id
            where a.name = ${cashAccount} and t.kind = 'deposit' and t.reverses_id is null
              and t.id <> ${exceptTransferId}::uuid`,
      );
      return { deposits: Number(row?.deposits ?? 0), qualifying: Number(row?.qualifying ?? 0) };
    },

    async insertGrant(row: PromoGrantRow): Promise<void> {
      await db.insert(promoGrants).values(row).onConflictDoNothing();
    },

    /** Players with promo credit past its expiry that no expiry run has handled. */
    async playersWithDueGrants(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: promoGrants.userId })
        .from(promoGrants)
        .where(and(isNull(promoGrants.expiryHandledAt), lte(promoGrants.expiresAt, now)))
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /**
     * Every grant of the player, those an expiry run has handled too (promo credit a refund brings
     * back belongs to the grant it was spent from), locked for this transaction.
     */
    async lockGrants(userId: string): Promise<PromoGrantRow[]> {
      return db
        .select()
        .from(promoGrants)
        .where(eq(promoGrants.userId, userId))
        .orderBy(asc(promoGrants.id))
        .for('update');
    },

    /** Every grant of the player, unlocked (a correction reads which grants a refund's promo came from). */
    async grantsOf(userId: string): Promise<PromoGrantRow[]> {
      return db.select().from(promoGrants).where(eq(promoGrants.userId, userId)).orderBy(asc(promoGrants.id));
    },

    async markHandled(ids: readonly string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(promoGrants)
        .set({ expiryHandledAt: at })
        .where(inArray(promoGrants.id, [...ids]));
    },
  };
}
