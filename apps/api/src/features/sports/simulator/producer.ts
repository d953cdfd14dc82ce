import {
  type Player,
  type PlayerStatus,
  playerNews,
  playerStatusStream,
  SPORT_IDS,
  type StatEvent,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { SportsProvider } from '../provider.ts';
import type { StatIngest } from '../stat-ingest.ts';
import type { WorldStore } from '../world-store.ts';
import { asGame, GAME_COLUMNS, type GameRow, iso } from './game-rows.ts';
import { dueEvents, inSteps, nextTurn } from './pacing.ts';
import { createScheduler, SLOTS_AHEAD } from './scheduler.ts';
import {
  createSimWorld,
  isSimulatedGame,
  SIMULATOR_PROVIDER,
  type SimWorld,
  sportOfSimulatedGame,
} from './sim-world.ts';
import { readTick } from './tick-read.ts';
import { readWorldControls, recordWorldSeed, type WorldControls } from './world-settings.ts';

export interface SimulatorProducerOptions {
  db: Database;
  clock: Clock;
  store: WorldStore;
  ingest: StatIngest;
  settings: { seed: number; gameMinutes: number };
}

/**
 * The simulator as a producer: seeds the world once, keeps games scheduled ahead, plays every
 * live game's events by the wall clock through the stat ingest, and posts news and status
 * changes. Everything it writes is keyed by the seed, so a new leader continues where the last
 * one stopped (from the applied sequences) with nothing lost or doubled.
 */
export function createSimulatorProducer({ db, clock, store, ingest, settings }: SimulatorProducerOptions) {
  const { gameMinutes } = settings;
  const scheduler = createScheduler(store, gameMinutes);
  const newsEvery = Math.max(15_000, (gameMinutes * 60_000) / 2);
  let sim: SimWorld | undefined;
  const newsSlots = new Map<string, number>();
  /** Per stream, the highest sequence handed to the ingest: what a gap may be refilled with. */
  const handedOver = new Map<string, number>();

  /** Set once this process has seen a world in the database: nothing deletes one while it runs. */
  let worldExists = false;

  /** The generated world of the stored seed, once a simulated world exists in the database. */
  async function simWorld(controls: WorldControls): Promise<SimWorld | undefined> {
    if (sim && sim.seed === controls.seed) return sim;
    const [row] = await selectRows<{ starts_on: string | Date | null }>(
      db,
      sql`select min(starts_on)::text as starts_on from seasons where provider = ${SIMULATOR_PROVIDER}`,
    );
    if (!row?.starts_on) return undefined;
    sim = createSimWorld(controls.seed, String(row.starts_on).slice(0, 10), gameMinutes);
    return sim;
  }

  /**
   * Player statuses as the news left them before the game began: its start, or its first applied
   * event if it was started early (advance). Every instance reads the same stored events.
   */
  async function statusesBefore(row: GameRow, now: Date): Promise<Map<string, PlayerStatus>> {
    const sport = sportOfSimulatedGame(row.id);
    const [first] = await selectRows<{ at: string | Date }>(
      db,
      sql`select received_at as at from stat_events where stream_id = ${row.id} and seq = 1`,
    );
    const began = first ? new Date(first.at) : now;
    const cutoff = Math.min(new Date(row.starts_at).getTime(), began.getTime());
    const events = await selectRows<{ player_id: string; status: PlayerStatus }>(
      db,
      sql`select payload->>'player_id' as player_id, payload->>'status' as status from stat_events
          where stream_id = ${`players:${sport}`} and kind = 'player_status'
            and occurred_at < ${new Date(cutoff).toISOString()}::timestamptz order by seq`,
    );
    return new Map(events.map((event) => [event.player_id, event.status]));
  }

  async function streamOf(world: SimWorld, row: GameRow, now: Date = clock()): Promise<StatEvent[]> {
    if (world.hasStream(row.id)) return world.streamOf(asGame(row));
    return world.streamOf(asGame(row), await statusesBefore(row, now));
  }

  async function seedIfEmpty(now: Date) {
    if (!(await store.isEmpty())) {
      worldExists = true;
      return { seeded: false as const, reason: 'the database already has a sports world' };
    }
    const world = createSimWorld(settings.seed, now.toISOString().slice(0, 10), gameMinutes).world;
    const counts = await store.upsertWorld(world);
    await recordWorldSeed(db, clock, settings.seed);
    worldExists = true;
    return { seeded: true as const, counts };
  }

  async function hand(events: StatEvent[]) {
    if (events.length === 0) return 0;
    for (const event of events)
      handedOver.set(event.stream_id, Math.max(handedOver.get(event.stream_id) ?? 0, event.seq));
    let applied = 0;
    for (const [index, step] of inSteps(events).entries()) {
      if (index > 0) await nextTurn();
      applied += (await ingest.apply(step)).applied;
    }
    return applied;
  }

  async function playDue(
    games: readonly GameRow[],
    now: Date,
    world: SimWorld,
    controls: WorldControls,
    changedAt: Date | undefined,
  ) {
    const due: StatEvent[] = [];
    const failures: unknown[] = [];
    for (const row of games) {
      if (!isSimulatedGame(row.id)) continue;
      if (!world.hasStream(row.id)) await nextTurn();
      try {
        due.push(
          ...dueEvents({
            stream: await streamOf(world, row, now),
            appliedSeq: row.seq,
            lastAt: new Date(row.last_at ?? row.starts_at),
            controlsChangedAt: changedAt,
            now,
            speed: controls.speed,
          }),
        );
      } catch (error) {
        // One game the simulator refuses (a team with nobody available) must not hold up the rest.
        failures.push(error);
      }
    }
    return { applied: await hand(due), failures };
  }

  async function postNews(now: Date, world: SimWorld) {
    for (const [index, sport] of SPORT_IDS.entries()) {
      const newsSlot = Math.floor((now.getTime() - (index * newsEvery) / SPORT_IDS.length) / newsEvery);
      if (newsSlots.get(sport) === newsSlot) continue;
      newsSlots.set(sport, newsSlot);
      const id = `sim-news-${sport}-${newsSlot}`;
      const [existing] = await selectRows<{ id: string }>(
        db,
        sql`select id from news_items where id = ${id}`,
      );
      if (existing) continue;
      const teams = await store.teamsOf(sport);
      const players: Player[] = await store.playersOfTeams(teams.map((team) => team.id));
      if (players.length === 0) continue;
      const story = playerNews(world.seed, sport, players, newsSlot, iso(now));
      if (story.statusEvent) {
        const stream = playerStatusStream(sport);
        const seq = ((await store.streamSeqs([stream])).get(stream) ?? 0) + 1;
        await hand([
          {
            kind: 'player_status',
            stream_id: stream,
            seq,
            occurred_at: iso(now),
            sport_id: sport,
            ...story.statusEvent,
          },
        ]);
      }
      await ingest.addNews([story.news], SIMULATOR_PROVIDER);
    }
  }

  async function readGame(gameId: string): Promise<GameRow | undefined> {
    const [row] = await selectRows<GameRow>(
      db,
      sql`select ${GAME_COLUMNS} from games g where g.id = ${gameId}`,
    );
    return row;
  }

  return {
    /** One step of the world at `now`; the leader calls it about once a second. */
    async tick(now: Date = clock()) {
      // A tick after the first reads the controls and the live games in one statement, and writes what is due.
      if (!worldExists) await seedIfEmpty(now);
      const read = await readTick(db, now, settings.seed);
      const { controls, changedAt } = read;
      const world = await simWorld(controls);
      if (!world) return { applied: 0 };
      // Games it writes start later, but the first window of a process may write started ones: read again then.
      const wroteStarted = await scheduler.scheduleAhead(now, world);
      if (controls.paused) return { applied: 0 };
      const games = wroteStarted ? (await readTick(db, now, settings.seed)).games : read.games;
      const { applied, failures } = await playDue(games, now, world, controls, changedAt);
      await postNews(now, world);
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} simulated games could not be played`);
      }
      return { applied };
    },

    seedIfEmpty: () => seedIfEmpty(clock()),

    /** Seeds an empty database and schedules every slot ahead now, without playing anything. */
    async prepare(now: Date = clock()) {
      const seeding = await seedIfEmpty(now);
      const world = await simWorld(await readWorldControls(db, settings.seed));
      if (world) {
        for (let slots = 0; slots <= SLOTS_AHEAD; slots++) await scheduler.scheduleAhead(now, world);
        // A first story per sport, so a news feed has something before the first tick (e2e runs without ticks).
        await postNews(now, world);
      }
      return seeding;
    },

    /**
     * Start-up: what `prepare` does, unless games are already scheduled ahead (a restart), so a
     * server on an existing world is not held back: its ticks keep the schedule going.
     */
    async prepareAtStart(now: Date = clock()) {
      const [upcoming] = await selectRows<{ id: string }>(
        db,
        sql`select id from slates where starts_at > ${iso(now)}::timestamptz limit 1`,
      );
      if (upcoming) return { seeded: false as const, reason: 'games are already scheduled ahead' };
      return this.prepare(now);
    },

    /** The game's live row, as the operator and the test route show it after an advance. */
    readGame,

    /** A simulated game as any instance computes it: its rosters at the start and its whole stream. */
    async expectedGame(gameId: string) {
      const row = await readGame(gameId);
      const world = row && (await simWorld(await readWorldControls(db, settings.seed)));
      if (!row || !world) return undefined;
      const statuses = await statusesBefore(row, clock());
      return {
        stream: await streamOf(world, row),
        home: world.rosterOf(row.home_team_id, statuses),
        away: world.rosterOf(row.away_team_id, statuses),
      };
    },

    /**
     * Applies a simulated game's next `limit` events now (all that are left, the final included,
     * when no limit), whatever the clock says: the operator's `advance` and the e2e test route.
     */
    async advance(gameId: string, limit = Number.POSITIVE_INFINITY) {
      const row = await readGame(gameId);
      if (!row) return { outcome: 'unknown_game' as const };
      if (!isSimulatedGame(gameId)) return { outcome: 'not_simulated' as const };
      const world = await simWorld(await readWorldControls(db, settings.seed));
      if (!world) return { outcome: 'not_simulated' as const };
      const stream = await streamOf(world, row);
      const finalSeq =
        stream.findIndex((event) => event.kind === 'game_status' && event.status === 'final') + 1;
      const end = Number.isFinite(limit) ? row.seq + limit : finalSeq;
      const events = stream.slice(row.seq, Math.max(row.seq, end));
      if (events.length === 0) return { outcome: 'already_over' as const, applied: 0 };
      return { outcome: 'advanced' as const, applied: await hand(events) };
    },

    /** Refills a gap from the deterministic streams, up to what this instance has handed over. */
    provider: {
      name: SIMULATOR_PROVIDER,
      async eventsAfter(streamId: string, afterSeq: number): Promise<StatEvent[]> {
        const upTo = handedOver.get(streamId) ?? 0;
        if (streamId.startsWith('players:') || !isSimulatedGame(streamId) || upTo <= afterSeq) {
          const rows = await selectRows<{ payload: StatEvent }>(
            db,
            sql`select payload from stat_events where stream_id = ${streamId} and seq > ${afterSeq} order by seq`,
          );
          return rows.map((row) => row.payload);
        }
        const row = await readGame(streamId);
        const world = row && (await simWorld(await readWorldControls(db, settings.seed)));
        if (!row || !world) return [];
        return (await streamOf(world, row)).filter((event) => event.seq > afterSeq && event.seq <= upTo);
      },
    } satisfies SportsProvider,
  };
}

export type SimulatorProducer = ReturnType<typeof createSimulatorProducer>;
