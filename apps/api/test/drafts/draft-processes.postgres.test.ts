import { type ChildProcess, spawn } from 'node:child_process';
import { type DraftPool, draftStateSchema } from '@kennel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftEngine } from '../../src/features/drafts/engine/engine.ts';
import { createPlayerPools } from '../../src/features/drafts/player-pool.ts';
import { createSportsWorld } from '../../src/features/sports/index.ts';
import { createEventBus, type EventBus } from '../../src/platform/realtime/bus.ts';
import { createTestDatabase, type TestDatabase } from '../db.ts';
import { apiEntryArgs } from '../support/api-process.ts';
import { freePort, INSTANCE_HEADER, type LoadBalancer, startLoadBalancer } from '../support/load-balancer.ts';
import { HttpClient } from '../wallet/http-client.ts';
import { checkFinishedDraft } from './draft-checks.ts';
import { allComplete, openRoomClient, type RoomClient } from './draft-clients.ts';
import { draftWorld, seatDraft } from './draft-fixture.ts';

interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  exit: Promise<number | null>;
}

/** `publicUrl`: where players reach it (the load balancer's address when behind it). */
async function startApi(
  databaseUrl: string,
  port: number,
  clockMs: number,
  publicUrl = `http://127.0.0.1:${port}`,
): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, apiEntryArgs('main'), {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      // Behind the load balancer, the player's address is the one HAProxy forwards.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      KENNEL_TEST_ROUTES: 'true',
      WEB_DIST_DIR: '/nonexistent-kennel-web-build',
      DRAFT_PICK_CLOCK_MS: String(clockMs),
      DRAFT_CLOCK_POLL_MS: '50',
      // Twelve players sign in from one address.
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/v1/csrf`)).ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() - started > 60_000)
      throw new Error(`the API did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output, exit };
}

describe('drafts across API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let bus: EventBus;
  const apis: ApiProcess[] = [];
  const rooms: RoomClient[] = [];
  let balancer: LoadBalancer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = () => new Date();
    await createSportsWorld({ db: database.handle.db, clock }).store.upsertWorld(draftWorld());
    bus = createEventBus(database.handle.db);
    await bus.ready();
  });
  afterAll(async () => {
    for (const room of rooms) room.close();
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await balancer?.stop();
    await bus.close();
    await database.destroy();
  });

  /** Seats twelve signed-in players (client i on `urls[i % urls.length]`), starts the draft as the lobby would. */
  async function draftWithClients(urls: () => string[], options: { clockMs: number; sitOut: number[] }) {
    const db = database.handle.db;
    const clients = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const client = new HttpClient(urls()[i % urls().length] as string);
        return { client, user: await client.signIn() };
      }),
    );
    const draftId = await seatDraft(db, { seats: clients.map(({ user }) => ({ userId: user.id })) });
    const pool = (await (await clients[0]!.client.fetch(`/v1/drafts/${draftId}/pool`)).json()) as DraftPool;
    const errors: unknown[] = [];
    const mine: RoomClient[] = [];
    for (const [i, { client }] of clients.entries()) {
      const room = await openRoomClient({
        baseUrl: client.baseUrl,
        client,
        draftId,
        seat: i + 1,
        ranking: pool.players.map((player) => player.player_id),
        sitsOut: (pick) => options.sitOut.includes(i + 1) && pick <= 36,
        returnsFromTimeout: true,
        onError: (error) => errors.push(error),
      });
      mine.push(room);
      rooms.push(room);
    }
    const engine = createDraftEngine({
      db,
      clock: () => new Date(),
      bus,
      pools: createPlayerPools(),
      maxPickClockMs: options.clockMs,
    });
    await db.transaction((tx) => engine.startDraft(tx, draftId, new Date()));
    engine.announce([draftId]);
    return { draftId, clients, rooms: mine, errors };
  }

  it('twelve clients through HAProxy to two processes end with the same board, every pick in its window', async () => {
    const url = database.databaseUrl ?? '';
    // Long enough that a client that means to pick always does on a loaded 2-core machine (a 2 s
    // clock once timed out a present seat there); only the two who sit out ever time out.
    const clockMs = 4000;
    const [lbPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${lbPort}`;
    const first = await startApi(url, firstPort, clockMs, publicUrl);
    const second = await startApi(url, secondPort, clockMs, publicUrl);
    apis.push(first, second);
    balancer = await startLoadBalancer(lbPort, [`127.0.0.1:${firstPort}`, `127.0.0.1:${secondPort}`]);
    const lb = balancer.url;
    const {
      draftId,
      clients,
      rooms: mine,
      errors,
    } = await draftWithClients(() => [lb], {
      clockMs,
      sitOut: [4, 9],
    });
    // HAProxy spread the twelve rooms' WebSockets over both processes.
    const socketsOn = mine.map((room) => room.sockets[0]?.[INSTANCE_HEADER]);
    expect(new Set(socketsOn)).toEqual(new Set(['api1', 'api2']));
    const dropper = mine[6]!;
    while (dropper.board.size < 50) await new Promise((resolve) => setTimeout(resolve, 20));
    await dropper.reconnect(100);
    await allComplete(mine);
    expect(errors).toEqual([]);
    // Both processes answer the finished draft, the same. HAProxy sends each request to the process
    // with the fewest open connections: the rooms' sockets are closed first so neither process holds
    // more, and each round asks in parallel (more requests than sockets could ever tip the balance).
    for (const room of mine) room.close();
    const answers: Response[] = [];
    const answeredBy = new Set<string | null>();
    for (let round = 0; answeredBy.size < 2 && round < 5; round += 1) {
      const batch = await Promise.all(
        Array.from({ length: 13 }, () => clients[1]!.client.fetch(`/v1/drafts/${draftId}`)),
      );
      for (const answer of batch) {
        answers.push(answer);
        answeredBy.add(answer.headers.get(INSTANCE_HEADER));
      }
    }
    expect(answeredBy).toEqual(new Set(['api1', 'api2']));
    const [final, ...others] = await Promise.all(
      answers.map(async (answer) => draftStateSchema.parse(await answer.json())),
    );
    for (const other of others) expect(other?.picks).toEqual(final?.picks);
    checkFinishedDraft(final!, mine);
    // The two who sat out timed out once each (autopick), then came back and drafted themselves.
    const autopicked = final!.picks.filter((pick) => pick.source !== 'user').map((pick) => pick.seat);
    expect(new Set(autopicked)).toEqual(new Set([4, 9]));
    expect(final!.seats.every((seat) => !seat.autopick && !seat.timed_out)).toBe(true);
    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect([await first.exit, await second.exit]).toEqual([0, 0]);
  }, 300_000);

  it('resumes a draft after its API is killed mid-draft and another starts: the stored clocks hold', async () => {
    const url = database.databaseUrl ?? '';
    const port = await freePort();
    let api = await startApi(url, port, 3000);
    apis.push(api);
    const {
      draftId,
      clients,
      rooms: mine,
      errors,
    } = await draftWithClients(() => [api.url], {
      clockMs: 3000,
      sitOut: [],
    });
    while (mine[0]!.board.size < 80) await new Promise((resolve) => setTimeout(resolve, 20));
    api.child.kill('SIGKILL');
    await api.exit;
    api = await startApi(url, port, 3000);
    apis.push(api);
    // The clients come back to the new process as a browser would.
    for (const room of mine) await room.reconnect(0);
    await allComplete(mine);
    expect(errors.filter((error) => !String(error).includes('fetch failed'))).toEqual([]);
    const final = draftStateSchema.parse(
      await (await clients[0]!.client.fetch(`/v1/drafts/${draftId}`)).json(),
    );
    checkFinishedDraft(final, mine);
    api.child.kill('SIGTERM');
    expect(await api.exit).toBe(0);
  }, 300_000);
});
