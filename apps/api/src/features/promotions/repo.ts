import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { promoCodes } from '../../platform/db/schema/promotions.ts';

/** Reads `promo_codes`; no rules here. */
export function createPromotionRepo(db: Database) {
  return {
    /** The code's row if it is active at `now` (within its optional start and end). */
    async activeByCode(code: string, now: Date) {
      const [row] = await db
        .select({ id: promoCodes.id, code: promoCodes.code, description: promoCodes.description })
        .from(promoCodes)
        .where(
          and(
            sql`lower(${promoCodes.code}) = lower(${code})`,
            eq(promoCodes.active, true),
            or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
            or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
          ),
        );
      return row;
    },
  };
}
