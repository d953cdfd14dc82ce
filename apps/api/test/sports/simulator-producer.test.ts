import { checkGameTotals, type StatEvent, sportOfGame } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsWorld } from '../../src/features/sports/index.ts';
import type { SportsLiveMessage } from '../../src/features/sports/live.ts';
import { createSimWorld } from '../../src/features/sports/simulator/sim-world.ts';
import { updateWorldControls } from '../../src/features/sports/simulator/world-settings.ts';
import { createWorldProduction } from '../../src/features/sports/world.ts';
import { selectRows } from '../../src/platform/db/rows.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { countingDatabase } from '../statements.ts';

const SEED = 7;
const GAME_MINUTES = 1;
const START = new Date('2026-11-24T12:00:30.000Z');

let database: TestDatabase;
let sports: ReturnType<typeof createSportsWorld> & ReturnType<typeof createWorldProduction>;
let now = START;
const heard: SportsLiveMessage[] = [];
/** The games of each world write the producer made. */
const writtenGames: string[][] = [];
const db = () => database.handle.db;

interface GameRow {
  id: string;
  home_team_id: string;
  away_team_id: string;
  season_id: string;
  venue: string;
  starts_at: string | Date;
  status: string;
  seq: number;
  home_score: number;
  away_score: number;
}

async function game(id: string): Promise<GameRow> {
  const [row] = await selectRows<GameRow>(db(), sql`select * from games where id = ${id}`);
  if (!row) throw new Error(`no game ${id}`);
  return row;
}

async function storedStream(id: string): Promise<StatEvent[]> {
  const rows = await selectRows<{ seq: number; payload: StatEvent }>(
    db(),
    sql`select seq, payload from stat_events where stream_id = ${id} order by seq`,
  );
  return rows.map((row) => row.payload);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = () => now;
  const base = createSportsWorld({ db: db(), clock });
  base.live.subscribe((messages) => heard.push(...messages));
  const world = { seed: SEED, gameMinutes: GAME_MINUTES };
  const store: typeof base.store = {
    ...base.store,
    upsertWorld(file, tx) {
      writtenGames.push(file.games.map((game) => game.id));
      return base.store.upsertWorld(file, tx);
    },
  };
  sports = { ...base, ...createWorldProduction({ db: db(), clock, sports: { ...base, store }, world }) };
});
afterAll(() => database.destroy());

// Seeding and playing the whole world on PGlite takes a while on a loaded machine.
describe('the simulator producer', { timeout: 120_000 }, () => {
  it('seeds an empty database on its first tick and keeps games scheduled ahead', async () => {
    await sports.producer.tick(now);
    const [counts] = await selectRows<{ teams: number; players: number; games: number; projections: number }>(
      db(),
      sql`select (select count(*)::int from teams) as teams, (select count(*)::int from players) as players,
                 (select count(*)::int from games) as games, (select count(*)::int from projections) as projections`,
    );
    expect(counts?.teams).toBe(144);
    expect(counts?.players).toBeGreaterThan(2000);
    expect(counts?.games).toBeGreaterThan(0);
    expect(counts?.projections).toBeGreaterThan(0);
    const [settings] = await selectRows<{ seed: number }>(db(), sql`select seed from world_settings`);
    expect(settings?.seed).toBe(SEED);
    // Once every slot ahead is scheduled, another tick at the same moment adds nothing.
    await sports.producer.prepare(now);
    const before = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from games`);
    await sports.producer.tick(now);
    expect(await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from games`)).toEqual(before);
    // Each game is written once: later ticks inside the same slots write nothing again.
    writtenGames.length = 0;
    for (let second = 1; second <= 5; second += 1)
      await sports.producer.tick(new Date(now.getTime() + second * 1_000));
    expect(writtenGames.flat()).toEqual([]);
  });

  it('reads the world’s controls and live games in one statement a tick, and looks for an empty world only until it has seen one', async () => {
    const statements: string[] = [];
    const counted = countingDatabase(db(), (query) => statements.push(query));
    const base = createSportsWorld({ db: counted, clock: () => now });
    const production = createWorldProduction({
      db: counted,
      clock: () => now,
      sports: base,
      world: { seed: SEED, gameMinutes: GAME_MINUTES },
    });
    const reads = (table: string) =>
      statements.filter((query) => new RegExp(`from "?${table}"?\\b`).test(query)).length;
    await production.producer.tick(now);
    // The first tick of a process asks whether a world exists (one does: nothing is seeded). Its first
    // schedule window starts a slot back, so it writes games already started and reads the live ones again.
    expect([reads('leagues'), reads('world_settings')]).toEqual([1, 2]);
    statements.length = 0;
    for (let second = 1; second <= 3; second += 1)
      await production.producer.tick(new Date(now.getTime() + second * 1_000));
    expect([reads('leagues'), reads('world_settings')]).toEqual([0, 3]);
    // The live games come in that same statement: no tick reads them on their own.
    const liveReads = statements.filter((query) => /from games g\s+where g\.provider/.test(query));
    expect(liveReads).toHaveLength(3);
    expect(liveReads.every((query) => /from world_settings/.test(query))).toBe(true);
  });

  it('plays a slate from schedule to final by the clock, with consistent totals and gapless streams', async () => {
    const sim = createSimWorld(SEED, START.toISOString().slice(0, 10), GAME_MINUTES);
    const upcoming = await selectRows<GameRow>(
      db(),
      sql`select * from games where status = 'scheduled' and starts_at > ${now.toISOString()}::timestamptz
          order by starts_at, id limit 12`,
    );
    const asWorldGame = (row: GameRow) => ({
      ...row,
      starts_at: new Date(row.starts_at).toISOString(),
      status: 'scheduled' as const,
      period: 0,
      clock_seconds: null,
      home_score: 0,
      away_score: 0,
    });
    // A game with a stat correction after its final, when the slate has one.
    const watched =
      upcoming.find((row) => sim.streamOf(asWorldGame(row)).at(-1)?.kind === 'stat_correction') ??
      upcoming[0];
    if (!watched) throw new Error('nothing scheduled');
    const startsAt = new Date(watched.starts_at).getTime();

    now = new Date(startsAt - 1_000);
    await sports.producer.tick(now);
    expect((await game(watched.id)).status).toBe('scheduled');

    let sawLive = false;
    // Through the game's minute, then past the latest a correction may follow the final (2 minutes).
    for (const offset of [0, 15_000, 30_000, 45_000, 61_000, 190_000]) {
      now = new Date(startsAt + offset);
      await sports.producer.tick(now);
      const row = await game(watched.id);
      if (row.status === 'in_progress') sawLive = true;
    }
    expect(sawLive).toBe(true);

    const row = await game(watched.id);
    expect(row.status).toBe('final');
    // Recomputed as a new leader would, from the seed and the stored news: exactly what was emitted.
    const another = createWorldProduction({
      db: db(),
      clock: () => now,
      sports,
      world: { seed: SEED, gameMinutes: GAME_MINUTES },
    });
    const recomputed = await another.producer.expectedGame(watched.id);
    if (!recomputed) throw new Error('not a simulated game');
    const { stream: expected, home, away } = recomputed;
    const stored = await storedStream(watched.id);
    expect(stored.map((event) => event.seq)).toEqual(expected.map((_, i) => i + 1));
    expect(stored).toEqual(expected);
    expect(row.seq).toBe(expected.length);
    expect(checkGameTotals(sportOfGame(watched, home, away), stored, home, away)).toEqual([]);
    const final = stored.find((event) => event.kind === 'game_status' && event.status === 'final');
    expect(final).toBeDefined();
    const lines = await selectRows<{ player_id: string; stats: Record<string, number> }>(
      db(),
      sql`select player_id, stats from player_game_stats where game_id = ${watched.id}`,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(heard.some((message) => message.type === 'game' && message.data.id === watched.id)).toBe(true);

    // Every other stream the producer wrote is gapless too.
    const gaps = await selectRows<{ stream_id: string }>(
      db(),
      sql`select stream_id from stat_events group by stream_id having max(seq) <> count(*)`,
    );
    expect(gaps).toEqual([]);
    // News went out, and status changes went through the players' streams.
    const [news] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from news_items`);
    expect(news?.n).toBeGreaterThan(0);
  });

  it('stands still while paused and goes on from where it was when resumed', async () => {
    const [live] = await selectRows<GameRow>(
      db(),
      sql`select * from games where status = 'scheduled' and starts_at > ${now.toISOString()}::timestamptz
          order by starts_at, id limit 1`,
    );
    if (!live) throw new Error('nothing scheduled');
    const startsAt = new Date(live.starts_at).getTime();
    now = new Date(startsAt + 20_000);
    await sports.producer.tick(now);
    const playing = await game(live.id);
    expect(playing.status).toBe('in_progress');

    await updateWorldControls(db(), () => now, { seed: SEED, speed: 1, paused: false }, { paused: true });
    now = new Date(startsAt + 10 * 60_000);
    expect(await sports.producer.tick(now)).toEqual({ applied: 0 });
    expect((await game(live.id)).seq).toBe(playing.seq);

    // Resumed at double speed: the rest of the game takes about half its remaining minute.
    await updateWorldControls(
      db(),
      () => now,
      { seed: SEED, speed: 1, paused: true },
      { paused: false, speed: 2 },
    );
    now = new Date(now.getTime() + 5_000);
    await sports.producer.tick(now);
    const resumed = await game(live.id);
    expect(resumed.status).toBe('in_progress');
    expect(resumed.seq).toBeGreaterThan(playing.seq);
    now = new Date(now.getTime() + 40_000);
    await sports.producer.tick(now);
    expect((await game(live.id)).status).toBe('final');
  });

  it('advances a game to its end on demand, and refills a gap from the simulation', async () => {
    const [next] = await selectRows<GameRow>(
      db(),
      sql`select * from games where status = 'scheduled' order by starts_at desc, id limit 1`,
    );
    if (!next) throw new Error('nothing scheduled');
    expect(await sports.producer.advance(next.id, 3)).toEqual({ outcome: 'advanced', applied: 3 });
    expect((await game(next.id)).seq).toBe(3);
    const result = await sports.producer.advance(next.id);
    expect(result.outcome).toBe('advanced');
    const row = await game(next.id);
    expect(row.status).toBe('final');
    expect(await sports.producer.advance(next.id)).toEqual({ outcome: 'already_over', applied: 0 });
    expect(await sports.producer.advance('no-such-game')).toEqual({ outcome: 'unknown_game' });

    // The provider hands back what was applied, recomputed, for a gap refill.
    const refill = await sports.producer.provider.eventsAfter(next.id, 2);
    expect(refill).toEqual((await storedStream(next.id)).slice(2, row.seq));
  });
});
