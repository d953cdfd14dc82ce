import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { depositByCard, signIn } from '../wallet/helpers.ts';
import { expectStatus, pickOf, submitEntry, type TestLine } from './entry-fixtures.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, handClock } from './lines-support.ts';

// An in-game line is priced on its player's stat so far. A stat event lands before the line maker
// has re-priced (up to its refresh later): an entry on the old line then is a bet on a known change,
// so it is refused like a moved line until the maker issues the line again on the new stat.
const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });

interface InGameLine {
  prop_id: string;
  line_id: string;
  player_id: string;
  team_id: string;
  stat: string;
  priced_on: number | null;
}

async function openInGameLines(gameId: string): Promise<InGameLine[]> {
  return selectRows<InGameLine>(
    testApp.current.database.handle.db,
    sql`select p.id as prop_id, l.id as line_id, p.player_ids[1] as player_id, p.team_ids[1] as team_id,
               p.stat, l.priced_on
        from pickem_props p join pickem_lines l on l.id = p.current_line_id
        where p.timing = 'in_game' and p.status = 'open' and p.game_ids @> array[${gameId}]::text[]
        order by p.id`,
  );
}

const asTestLine = (line: InGameLine): TestLine =>
  ({ propId: line.prop_id, lineId: line.line_id, kind: 'higher_lower' }) as TestLine;

describe("an in-game pick'em line takes entries only on the stat it was priced on", () => {
  it('refuses the line once its player has a stat the line maker has not priced yet, and takes the re-issued one', async () => {
    const { app, database } = testApp.current;
    const db = database.handle.db;
    const { games } = await seedPickemBoard(app);
    const game = games
      .filter((candidate) => candidate.sport_id === 'nba')
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0]!;
    time.set(Date.parse(game.starts_at) + 1_000);
    await advanceGame(app, game.id, 1);
    await app.walletModule.pickemLines.refreshGame(game.id);

    const lines = await openInGameLines(game.id);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.priced_on !== null)).toBe(true);
    const first = lines[0]!;
    const second = lines.find((line) => line.team_id !== first.team_id)!;
    expect(second).toBeDefined();

    const player = await signIn(app);
    await depositByCard(app, player, 50_00);
    const body = (a: InGameLine, b: InGameLine) => ({
      type: 'standard' as const,
      fee_cents: 5_00,
      picks: [pickOf(asTestLine(a)), pickOf(asTestLine(b))],
    });

    // The first player's stat line moves (every count one higher), as a stat event writes it, with
    // no refresh of the lines after it.
    await db.execute(
      sql`insert into player_game_stats (game_id, player_id, stats, updated_at)
          values (${game.id}, ${first.player_id}, '{}'::jsonb, now())
          on conflict (game_id, player_id) do nothing`,
    );
    const [before] = await selectRows<{ stats: Record<string, number> }>(
      db,
      sql`select stats from player_game_stats where game_id = ${game.id} and player_id = ${first.player_id}`,
    );
    const keys = new Set([
      ...Object.keys(before!.stats),
      'points',
      'rebounds',
      'assists',
      'steals',
      'blocks',
    ]);
    const moved = Object.fromEntries([...keys].map((key) => [key, (before!.stats[key] ?? 0) + 1]));
    await db.execute(
      sql`update player_game_stats set stats = ${JSON.stringify(moved)}::jsonb, updated_at = now()
          where game_id = ${game.id} and player_id = ${first.player_id}`,
    );
    // The event moves the game's sequence on too (what tells the line maker to look at it again).
    await db.execute(sql`update games set seq = seq + 1 where id = ${game.id}`);

    const refused = await submitEntry(player, body(first, second));
    expectStatus(refused, 422);
    expect(refused.json()).toMatchObject({ api_code: 'pickem_lines_changed' });
    const invalid = (refused.json().invalid_options ?? refused.json().error?.invalid_options) as
      | { prop_id: string; line_id: string }[]
      | undefined;
    expect(invalid?.map((option) => option.prop_id)).toEqual([first.prop_id]);

    // The line maker's next look re-issues the first player's line on the new stat (a new id).
    await app.walletModule.pickemLines.refreshGame(game.id);
    const after = await openInGameLines(game.id);
    const reissued = after.find((line) => line.prop_id === first.prop_id)!;
    expect(reissued.line_id).not.toBe(first.line_id);
    expect(reissued.priced_on).not.toBe(first.priced_on);
    expect(after.find((line) => line.prop_id === second.prop_id)!.line_id).toBe(second.line_id);

    expectStatus(await submitEntry(player, body(reissued, second)), 201);
  });
});
