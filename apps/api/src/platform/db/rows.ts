import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/** Runs raw SQL and returns its rows; both drivers answer `execute` with `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
