import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { type DepositRow, deposits } from '../../../platform/db/schema/payments.ts';

export type NewDeposit = Pick<
  DepositRow,
  | 'id'
  | 'userId'
  | 'requestKey'
  | 'method'
  | 'amountCents'
  | 'promoCodeId'
  | 'paymentMethodId'
  | 'merchantId'
  | 'savePaymentMethod'
  | 'createdAt'
>;

/** Rows of `deposits`; no rules here. */
export function createDepositRepo(db: Database) {
  return {
    /** The pending deposit for this request; a retried request gets the deposit it already started. */
    async insertOrFind(row: NewDeposit): Promise<DepositRow> {
      await db
        .insert(deposits)
        .values({ ...row, status: 'pending' })
        .onConflictDoNothing({ target: [deposits.userId, deposits.requestKey] });
      const [stored] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.userId, row.userId), eq(deposits.requestKey, row.requestKey)));
      if (!stored) throw new Error(`deposit for request ${row.requestKey} was neither stored nor found`);
      return stored;
    },

    async findByRequestKey(userId: string, requestKey: string): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.userId, userId), eq(deposits.requestKey, requestKey)));
      return row;
    },

    /** What the player has deposited or is depositing: every limit counts pending money too. */
    async committedCents(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string | number | null>`sum(${deposits.amountCents})` })
        .from(deposits)
        .where(and(eq(deposits.userId, userId), inArray(deposits.status, ['pending', 'succeeded'])));
      return Number(row?.total ?? 0);
    },

    /** Whether the player asked to keep this payment method with any deposit through it. */
    async saveAskedWith(paymentMethodId: string): Promise<boolean> {
      const [row] = await db
        .select({ asked: sql<boolean | null>`bool_or(${deposits.savePaymentMethod})` })
        .from(deposits)
        .where(eq(deposits.paymentMethodId, paymentMethodId));
      return Boolean(row?.asked);
    },

    async findForUser(userId: string, id: string): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.userId, userId), eq(deposits.id, id)));
      return row;
    },

    /** Locks the deposit for the rest of the transaction, so it is settled once. */
    async lock(id: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: Partial<Omit<DepositRow, 'id' | 'userId'>>): Promise<DepositRow> {
      const [row] = await db.update(deposits).set(changes).where(eq(deposits.id, id)).returning();
      if (!row) throw new Error(`deposit ${id} disappeared`);
      return row;
    },

    /** Card deposits left pending (a process died between the charge and its result), oldest first. */
    async stalePendingCardDeposits(before: Date, limit: number): Promise<DepositRow[]> {
      return db
        .select()
        .from(deposits)
        .where(
          and(eq(deposits.status, 'pending'), eq(deposits.method, 'card'), lt(deposits.createdAt, before)),
        )
        .orderBy(deposits.createdAt)
        .limit(limit);
    },
  };
}

/** Pending and succeeded deposits of a player: what the identity threshold counts (wired into the authorisation step). */
export function committedDepositCents(executor: Database, userId: string): Promise<number> {
  return createDepositRepo(executor).committedCents(userId);
}
