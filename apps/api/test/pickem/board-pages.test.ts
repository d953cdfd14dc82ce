import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  apiErrorSchema,
  PICKEM_BOARD_PAGE_LINES,
  type PickemBoard,
  pickemBoardSchema,
  SPORT_IDS,
} from '@kennel/core';
import { beforeAll, describe, expect, it } from 'vitest';
// Brings in the app's `walletModule` decoration.
import type {} from '../../src/compose.ts';
import { useTestApp } from '../app.ts';

// The board's first answer and its pages, over the simulated world at its normal size (every
// sport's games and lines, as `npm start` seeds them).
// The clock stands still, so no game starts (and no pre-game line leaves) between two reads.
const now = new Date();
const testApp = useTestApp({ clock: () => now });
const app = () => testApp.current.app;

/** Budget of the board's first answer on the wire, brotli or gzip (issue #25). */
const FIRST_ANSWER_BUDGET_BYTES = 100_000;

beforeAll(async () => {
  const { sports, pickemLines } = app().walletModule;
  await sports.producer.prepare();
  await pickemLines.refresh();
});

async function get(query: string, acceptEncoding?: string) {
  return app().inject({
    method: 'GET',
    url: `/v1/pickem/board${query}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

async function boardOf(query: string): Promise<PickemBoard> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return pickemBoardSchema.parse(response.json());
}

/** Every page from the first, following `next_cursor`. */
async function allPages(query: string, limit: number): Promise<PickemBoard[]> {
  const pages: PickemBoard[] = [];
  let cursor: string | null | undefined;
  do {
    const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await boardOf(`${query}&limit=${limit}${after}`);
    pages.push(page);
    cursor = page.next_cursor;
    expect(pages.length).toBeLessThan(1_000);
  } while (cursor);
  return pages;
}

const propsOf = (board: Pick<PickemBoard, 'lines'>) => board.lines.map((line) => line.prop_id);

/** The first page's lines in the whole board's order, and its players and games exactly those named. */
function expectNamesItsOwn(page: PickemBoard) {
  const players = new Set(page.lines.flatMap((line) => line.subjects.map((s) => s.player_id)));
  const games = new Set(page.lines.flatMap((line) => line.subjects.map((s) => s.game_id)));
  expect(page.players.map((player) => player.id).sort()).toEqual([...players].sort());
  expect(page.games.map((game) => game.id).sort()).toEqual([...games].sort());
}

describe("the pick'em board's first answer", () => {
  const firstAnswers = [
    ...(['higher_lower', 'rivals'] as const).map((kind) => `?kind=${kind}&timing=all`),
    ...SPORT_IDS.map((sport) => `?kind=higher_lower&timing=all&sport=${sport}`),
  ].map((query) => `${query}&limit=${PICKEM_BOARD_PAGE_LINES}`);

  it.each(firstAnswers)('%s goes out under 100 KB as brotli and as gzip', async (query) => {
    const plain = await get(query);
    expect(plain.statusCode, plain.body).toBe(200);
    const first = pickemBoardSchema.parse(plain.json());
    expect(first.lines.length).toBeGreaterThan(0);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get(query, accept);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length, `${encoding} bytes`).toBeLessThan(FIRST_ANSWER_BUDGET_BYTES);
      expect(propsOf(JSON.parse(decode(response.rawPayload).toString()))).toEqual(propsOf(first));
    }
  });

  it('holds the first lines of the whole board and counts the rest by sport and game', async () => {
    const full = await boardOf('?kind=higher_lower&timing=all');
    // The world at its normal size: far more lines than one page.
    expect(full.lines.length).toBeGreaterThan(PICKEM_BOARD_PAGE_LINES * 5);
    expect(full.next_cursor).toBeUndefined();
    expect(full.counts).toBeUndefined();
    const first = await boardOf(`?kind=higher_lower&timing=all&limit=${PICKEM_BOARD_PAGE_LINES}`);
    expect(propsOf(first)).toEqual(propsOf(full).slice(0, PICKEM_BOARD_PAGE_LINES));
    expect(first.next_cursor).toBe(first.lines.at(-1)?.prop_id);
    expectNamesItsOwn(first);
    expect(first.payout_schedule_version).toBe(full.payout_schedule_version);
    const counts = first.counts;
    expect(counts?.lines).toBe(full.lines.length);
    for (const sport of SPORT_IDS) {
      const lines = full.lines.filter((line) => line.sport_id === sport).length;
      expect(counts?.sports.find((row) => row.sport_id === sport)?.lines ?? 0, sport).toBe(lines);
    }
    const byGame = new Map<string, number>();
    for (const line of full.lines) {
      const gameId = line.subjects[0]?.game_id ?? '';
      byGame.set(gameId, (byGame.get(gameId) ?? 0) + 1);
    }
    expect(new Map(counts?.games.map((row) => [row.game_id, row.lines]))).toEqual(byGame);
  });
});

describe("the pick'em board's pages", () => {
  it.each([
    ['higher_lower', 'all'],
    ['rivals', 'all'],
    ['higher_lower', 'pre-game'],
  ])('reach every %s line (%s) exactly once, in the board’s order', async (kind, timing) => {
    const query = `?kind=${kind}&timing=${timing}`;
    const full = await boardOf(query);
    const pages = await allPages(query, 97);
    expect(pages.length).toBe(Math.max(1, Math.ceil(full.lines.length / 97)));
    const paged = pages.flatMap(propsOf);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged).toEqual(propsOf(full));
    expect(pages.at(-1)?.next_cursor).toBeNull();
    // Only the first page counts the board.
    expect(pages.slice(1).every((page) => page.counts === undefined)).toBe(true);
    for (const page of pages) expectNamesItsOwn(page);
  });

  it('filter by sport: each sport’s pages hold its lines, and the sports together the board', async () => {
    const full = await boardOf('?kind=higher_lower&timing=all');
    const seen: string[] = [];
    for (const sport of SPORT_IDS) {
      const pages = await allPages(`?kind=higher_lower&timing=all&sport=${sport}`, 250);
      const lines = pages.flatMap((page) => page.lines);
      expect(lines.every((line) => line.sport_id === sport)).toBe(true);
      expect(lines.map((line) => line.prop_id)).toEqual(
        full.lines.filter((line) => line.sport_id === sport).map((line) => line.prop_id),
      );
      expect(pages[0]?.counts?.sports.map((row) => row.sport_id) ?? []).toEqual(lines.length ? [sport] : []);
      seen.push(...lines.map((line) => line.prop_id));
    }
    expect(seen.sort()).toEqual(propsOf(full).sort());
  });

  it('filter by game: each game’s lines, every line of the board under exactly one game', async () => {
    const first = await boardOf(`?kind=higher_lower&timing=all&limit=${PICKEM_BOARD_PAGE_LINES}`);
    const games = first.counts?.games ?? [];
    expect(games.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const { game_id: gameId, sport_id: sport, lines: count } of games) {
      const pages = await allPages(`?kind=higher_lower&timing=all&game=${gameId}`, 500);
      const lines = pages.flatMap((page) => page.lines);
      expect(lines.length, gameId).toBe(count);
      expect(lines.every((line) => line.subjects[0]?.game_id === gameId && line.sport_id === sport)).toBe(
        true,
      );
      seen.push(...lines.map((line) => line.prop_id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.counts?.lines);
  });

  it('answer only the props asked for (what a restored slip reads)', async () => {
    const full = await boardOf('?kind=higher_lower&timing=all');
    const chosen = [full.lines[3], full.lines.at(-1), full.lines[Math.floor(full.lines.length / 2)]].map(
      (line) => line?.prop_id ?? '',
    );
    const answer = await boardOf(`?kind=higher_lower&timing=all&props=${chosen.join(',')},no-such-prop`);
    expect(propsOf(answer).sort()).toEqual([...chosen].sort());
    expectNamesItsOwn(answer);
  });
});

describe("the pick'em board's query", () => {
  it.each([
    ['limit=0'],
    ['limit=501'],
    ['limit=ten'],
    ['limit=2.5'],
    ['cursor=abc'],
    ['limit=10&cursor='],
    ['game='],
    ['props='],
    ['props=a,,b'],
    [`props=${Array.from({ length: 17 }, (_, at) => `p${at}`).join(',')}`],
    ['sport=cricket'],
    ['timing=later'],
  ])('%s answers 400 invalid_request in the error shape', async (query) => {
    const response = await get(`?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(apiErrorSchema.parse(response.json()).api_code).toBe('invalid_request');
  });

  it('answers an empty last page after a cursor past the end', async () => {
    const full = await boardOf('?kind=rivals&timing=all');
    const last = full.lines.at(-1)?.prop_id ?? '';
    const page = await boardOf(`?kind=rivals&timing=all&limit=5&cursor=${encodeURIComponent(last)}`);
    expect(page.lines).toEqual([]);
    expect(page.next_cursor).toBeNull();
  });
});
