import type { PickemAverageResults, PickemEntryType } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

interface Row {
  type: PickemEntryType;
  picks: number | string;
  entries: number | string;
  won_entries: number | string;
  fees_cents: number | string;
  payouts_cents: number | string;
}

/** Rounded for display: four decimals are plenty for a rate or a return. */
const ratio = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/**
 * How settled entries did, by entry type and the size they were submitted at (voids may have
 * shrunk them since): how many, how many won (paid more than nothing), fees and payouts, the win
 * rate and the average return (payouts / fees; refunds count as payouts).
 */
export async function averageResults(db: Database, now: Date): Promise<PickemAverageResults> {
  const rows = await selectRows<Row>(
    db,
    sql`select e.type, p.picks, count(*) as entries,
          count(*) filter (where e.result = 'won') as won_entries,
          coalesce(sum(e.fee_cents), 0) as fees_cents, coalesce(sum(e.payout_cents), 0) as payouts_cents
        from pickem_entries e
        cross join lateral (select count(*) as picks from pickem_picks where entry_id = e.id) p
        where e.state = 'settled'
        group by e.type, p.picks
        order by e.type desc, p.picks`,
  );
  const results = rows.map((row) => {
    const entries = Number(row.entries);
    const won = Number(row.won_entries);
    const fees = Number(row.fees_cents);
    const payouts = Number(row.payouts_cents);
    return {
      type: row.type,
      picks: Number(row.picks),
      entries,
      won_entries: won,
      fees_cents: fees,
      payouts_cents: payouts,
      win_rate: ratio(won, entries),
      average_return: ratio(payouts, fees),
    };
  });
  return {
    rows: results,
    settled_entries: results.reduce((sum, row) => sum + row.entries, 0),
    as_of: now.toISOString(),
  };
}
