import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database.ts';
import { MIGRATIONS_FOLDER } from '../../src/platform/db/migrations.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';

// The migration that gives contests named before " · " separated their parts the dot, so every
// name reads alike wherever it is shown (the lobby, the draft room, My drafts, the dashboard).

const MIGRATION = '0037_contest_name_separators.sql';

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_FOLDER)).filter((name) => name.endsWith('.sql')).sort();
}

async function run(db: Database, files: readonly string[]) {
  for (const file of files) {
    const text = await readFile(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
  }
}

const SLATE = 'NFL · Week 8 · Sat Nov 28, 3:20 PM ET';

const contest = (id: string, name: string, slateId = 'nfl-w8') => sql`
  insert into contests (id, sport_id, slate_id, style_id, name, entry_fee_cents, seats, rounds, speed,
    pick_clock_ms, prizes, entry_cap, max_per_user, locks_at, status, created_at)
  values (${id}, 'nfl', ${slateId}, 'style', ${name}, 500, 12, 18, 'fast', 30000, '[]'::jsonb, 120, 3,
    now(), 'open', now())`;

describe('contest names with their dots', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  it('puts the dot between slate and style, and before a season’s price, once; leaves the rest alone', async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database.handle;
    const files = await migrationFiles();
    const at = files.indexOf(MIGRATION);
    expect(at).toBeGreaterThan(0);
    await run(db, files.slice(0, at));

    await db.execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
      values ('nfl-w8', 'nfl', ${SLATE}, now(), 'sim'), ('mlb-1', 'mlb', 'MLB · Fri Nov 27', now(), 'sim'),
        ('nfl', 'nfl', 'NFL', now(), 'sim')`);
    const before: Record<string, string> = {
      old: `${SLATE} Sprint $5.00`,
      current: `${SLATE} · Sprint $5.00`,
      oldMlb: 'MLB · Fri Nov 27 Fast Lane $25.00',
      season: 'NFL Season, Week 8 to Week 11 $10.00',
      tournament: 'NFL Tournament, Week 16 to Week 1 $1,000.00',
      seasonCurrent: 'NFL Season, Week 9 to Week 12 · $10.00',
      // Not a slate's contest nor a season's: kept as it is.
      other: 'Sprint $5.00',
      // The slate's name then something other than a format name and a price: kept as it is.
      dash: `${SLATE} - Sprint $5.00`,
      tightDot: `${SLATE} ·Sprint $5.00`,
      noPrice: `${SLATE} Sprint`,
      // A season's contest on a slate named "NFL": the season's dot only.
      seasonOnNfl: 'NFL Season, Week 8 to Week 11 $10.00',
    };
    const slateOf: Record<string, string> = { oldMlb: 'mlb-1', seasonOnNfl: 'nfl' };
    for (const [id, name] of Object.entries(before))
      await db.execute(contest(id, name, slateOf[id] ?? 'nfl-w8'));

    await run(db, [MIGRATION]);
    const names = async () =>
      Object.fromEntries(
        (await selectRows<{ id: string; name: string }>(db, sql`select id, name from contests`)).map(
          (row) => [row.id, row.name],
        ),
      );
    const after = await names();
    expect(after).toEqual({
      old: `${SLATE} · Sprint $5.00`,
      current: `${SLATE} · Sprint $5.00`,
      oldMlb: 'MLB · Fri Nov 27 · Fast Lane $25.00',
      season: 'NFL Season, Week 8 to Week 11 · $10.00',
      tournament: 'NFL Tournament, Week 16 to Week 1 · $1,000.00',
      seasonCurrent: 'NFL Season, Week 9 to Week 12 · $10.00',
      other: 'Sprint $5.00',
      dash: `${SLATE} - Sprint $5.00`,
      tightDot: `${SLATE} ·Sprint $5.00`,
      noPrice: `${SLATE} Sprint`,
      seasonOnNfl: 'NFL Season, Week 8 to Week 11 · $10.00',
    });
    // Run again (a second instance, a replay): nothing moves.
    await run(db, [MIGRATION]);
    expect(await names()).toEqual(after);
  });
});
