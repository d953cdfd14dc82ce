import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type TaxFormRow, taxForms, type W9FormRow, w9Forms } from '../../platform/db/schema/tax.ts';
import { users } from '../../platform/db/schema/users.ts';

/** Rows of `w9_forms` and `tax_forms`; no rules here (net winnings are the wallet's count). */
export function createTaxRepo(db: Database) {
  return {
    async findW9(userId: string): Promise<W9FormRow | undefined> {
      const [row] = await db.select().from(w9Forms).where(eq(w9Forms.userId, userId));
      return row;
    },

    async upsertW9(row: W9FormRow): Promise<void> {
      const { userId, submittedAt, ...changes } = row;
      await db.insert(w9Forms).values(row).onConflictDoUpdate({ target: w9Forms.userId, set: changes });
    },

    /** The latest revision of each year's issued 1099, newest year first. */
    async latestForms(userId: string): Promise<TaxFormRow[]> {
      return db
        .selectDistinctOn([taxForms.taxYear])
        .from(taxForms)
        .where(eq(taxForms.userId, userId))
        .orderBy(desc(taxForms.taxYear), desc(taxForms.revision));
    },

    /** Every player with an issued form, by username. */
    async playersWithForms(): Promise<{ userId: string; username: string }[]> {
      return db
        .selectDistinct({ userId: taxForms.userId, username: users.username })
        .from(taxForms)
        .innerJoin(users, eq(users.id, taxForms.userId))
        .orderBy(users.username);
    },

    async latestForm(userId: string, taxYear: number): Promise<TaxFormRow | undefined> {
      const [row] = await db
        .select()
        .from(taxForms)
        .where(and(eq(taxForms.userId, userId), eq(taxForms.taxYear, taxYear)))
        .orderBy(desc(taxForms.revision))
        .limit(1);
      return row;
    },

    /** Issues first revisions; a year another request issued a moment earlier keeps that one. */
    async issueFirst(rows: readonly TaxFormRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(taxForms)
        .values([...rows])
        .onConflictDoNothing();
    },

    /** A correction: the next revision (the caller holds the player's lock, so the number is free). */
    async insertRevision(row: TaxFormRow): Promise<void> {
      await db.insert(taxForms).values(row);
    },
  };
}
