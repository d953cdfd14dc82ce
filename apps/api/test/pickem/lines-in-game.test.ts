import type { PickemLine } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { type LiveSocket, openLiveSocket } from '../realtime/live-socket.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { seedPickemBoard } from './fixtures.ts';
import { advanceGame, board, handClock, type PropRow, propsOfGame } from './lines-support.ts';

const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock, settings: { KENNEL_TEST_ROUTES: 'true' } });
const sockets: LiveSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

/** Statuses the database held for each line's prop when its topic message arrived. */
const seenOnArrival: Promise<{ line: PickemLine; stored: string | undefined }[]>[] = [];

async function followPickem(sport: string): Promise<LiveSocket> {
  const { app, database } = testApp.current;
  const baseUrl = await listen(app);
  const client = new HttpClient(baseUrl);
  await client.signIn();
  const live = await openLiveSocket(baseUrl, client);
  sockets.push(live);
  live.socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as { type: string; data: { lines: PickemLine[] } };
    if (message.type !== 'pickem_lines') return;
    const ids = message.data.lines.map((line) => line.prop_id);
    seenOnArrival.push(
      selectRows<{ id: string; current_line_id: string; status: string }>(
        database.handle.db,
        sql`select id, current_line_id, status from pickem_props
            where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
      ).then((rows) =>
        message.data.lines.map((line) => {
          const row = rows.find((candidate) => candidate.id === line.prop_id);
          return { line, stored: row && `${row.current_line_id} ${row.status}` };
        }),
      ),
    );
  });
  await live.subscribe([`pickem:${sport}`]);
  return live;
}

const inGame = (props: PropRow[]) => props.filter((prop) => prop.timing === 'in_game');

async function linesOfProp(propId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    testApp.current.database.handle.db,
    sql`select id from pickem_lines where prop_id = ${propId} order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

describe("pick'em in-game lines, through one simulated NBA game", () => {
  let gameId = '';

  it('open when the game goes live, after its pre-game lines lock, and reach followers after commit', async () => {
    const { app, database } = testApp.current;
    const { lines, games } = await seedPickemBoard(app);
    const priced = new Set(lines.map((line) => line.subjects[0]?.game_id));
    const game = games
      .filter((candidate) => candidate.sport_id === 'nba' && priced.has(candidate.id))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
    if (!game) throw new Error('no upcoming nba game');
    gameId = game.id;
    expect(lines.some((line) => line.subjects[0]?.game_id === gameId)).toBe(true);
    const live = await followPickem('nba');
    time.set(Date.parse(game.starts_at) + 1_000);
    await advanceGame(app, gameId, 1);
    await app.walletModule.pickemLines.refreshGame(gameId);
    const props = await propsOfGame(database.handle.db, gameId);
    expect(props.filter((prop) => prop.timing === 'pre_game').every((prop) => prop.status === 'locked')).toBe(
      true,
    );
    const opened = inGame(props);
    expect(opened.length).toBeGreaterThan(10);
    for (const prop of opened) {
      expect(prop.id).toBe(`hl:live:${gameId}:${prop.player_ids[0]}:${prop.stat}`);
      expect(prop).toMatchObject({ status: 'open', version: 1, current_line_id: `${prop.id}:v1` });
    }
    const onBoard = (await board(app, '?timing=in-game&sport=nba')).lines;
    expect(onBoard.map((line) => line.prop_id).sort()).toEqual(opened.map((prop) => prop.id).sort());
    expect(onBoard.every((line) => typeof line.subjects[0]?.current_value === 'number')).toBe(true);
    const message = await live.next(
      (m) =>
        m.type === 'pickem_lines' &&
        (m.data as { lines: PickemLine[] }).lines.some((line) => line.timing === 'in_game'),
    );
    expect(message.topic).toBe('pickem:nba');
    const locked = await live.next(
      (m) =>
        m.type === 'pickem_lines' &&
        (m.data as { lines: PickemLine[] }).lines.some((line) => line.status === 'locked'),
    );
    expect((locked.data as { games: { id: string }[] }).games.map((g) => g.id)).toContain(gameId);
  });

  it('re-price with a new line id on every change, and suspend around scoring plays', async () => {
    const { app, database } = testApp.current;
    const before = inGame(await propsOfGame(database.handle.db, gameId));
    time.advance(2_000);
    await advanceGame(app, gameId, 60);
    await app.walletModule.pickemLines.refreshGame(gameId);
    const after = inGame(await propsOfGame(database.handle.db, gameId));
    const suspended = after.filter((prop) => prop.status === 'suspended');
    const moved = after.filter((prop) => prop.version > 1);
    expect(suspended.length).toBeGreaterThan(0);
    expect(moved.length).toBeGreaterThan(0);
    for (const prop of suspended)
      expect(new Date(prop.suspended_until ?? 0).getTime()).toBe(time.clock().getTime() + 5_000);
    for (const prop of moved) {
      expect(prop.current_line_id).toBe(`${prop.id}:v${prop.version}`);
      expect(await linesOfProp(prop.id)).toEqual(
        Array.from({ length: prop.version }, (_, index) => `${prop.id}:v${index + 1}`),
      );
    }
    expect(after.length).toBeGreaterThanOrEqual(before.length - suspended.length);
    const shown = (await board(app, '?timing=in-game&sport=nba')).lines;
    for (const prop of suspended)
      expect(shown.find((line) => line.prop_id === prop.id)?.status).toBe('suspended');
  });

  it('reopen re-priced (a new line id) once the suspension is over', async () => {
    const { app, database } = testApp.current;
    const suspended = inGame(await propsOfGame(database.handle.db, gameId)).filter(
      (p) => p.status === 'suspended',
    );
    expect(suspended.length).toBeGreaterThan(0);
    time.advance(4_000);
    await app.walletModule.pickemLines.refreshGame(gameId);
    const still = await propsOfGame(database.handle.db, gameId);
    expect(still.filter((prop) => suspended.some((s) => s.id === prop.id)).map((p) => p.status)).toEqual(
      suspended.map(() => 'suspended'),
    );
    time.advance(1_000);
    const counts = await app.walletModule.pickemLines.refreshGame(gameId);
    expect(counts.reopened).toBe(suspended.length);
    const reopened = (await propsOfGame(database.handle.db, gameId)).filter((prop) =>
      suspended.some((s) => s.id === prop.id),
    );
    for (const prop of reopened) {
      const was = suspended.find((s) => s.id === prop.id);
      expect(prop).toMatchObject({ status: 'open', suspended_until: null, version: (was?.version ?? 0) + 1 });
      expect(prop.current_line_id).not.toBe(was?.current_line_id);
    }
  });

  it('lock at the final and leave the board', async () => {
    const { app, database } = testApp.current;
    time.advance(2_000);
    await advanceGame(app, gameId);
    await app.walletModule.pickemLines.refreshGame(gameId);
    const props = await propsOfGame(database.handle.db, gameId);
    expect(props.every((prop) => prop.status === 'locked')).toBe(true);
    const shown = (await board(app, '?timing=in-game&sport=nba')).lines;
    expect(shown.filter((line) => line.subjects[0]?.game_id === gameId)).toEqual([]);
  });

  it('every topic message named lines the database already held (published after commit)', async () => {
    const seen = (await Promise.all(seenOnArrival)).flat();
    expect(seen.length).toBeGreaterThan(0);
    // A later commit may have moved the prop on by the time it was read; never an earlier state.
    for (const { line, stored } of seen) {
      expect(stored).toBeDefined();
      const [storedLine = '', storedStatus] = (stored ?? '').split(' ');
      const version = (id: string) => Number(id.split(':v').at(-1));
      expect(version(storedLine)).toBeGreaterThanOrEqual(version(line.id));
      if (storedLine === line.id && line.status === 'locked') expect(storedStatus).toBe('locked');
    }
  });
});
