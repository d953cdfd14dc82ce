import { apiErrorSchema, draftRankingImportSchema, draftRankingSchema } from '@kennel/core';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { nflPlayer, projectionOrder, seedNflSlate, seedNflWorld } from './fixtures.ts';

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-11-24T09:00:00Z'),
});
const URL = '/v1/rankings/nfl/rk-w1';
let player: Player;

const put = (body: unknown) => player.browser.request({ method: 'PUT', url: URL, payload: body as object });
const importCsv = (csv: string) => player.browser.post(`${URL}/csv`, { csv });
const ranking = async () => draftRankingSchema.parse((await player.browser.get(URL)).json());

beforeAll(async () => {
  const { db } = testApp.current.database.handle;
  await seedNflWorld(db);
  await seedNflSlate(db, 'rk-w1', '2026-11-29T18:00:00Z');
  player = await signIn(testApp.current.app);
});

describe('draft rankings', () => {
  it('follow ADP (projection order before any draft) until saved', async () => {
    const response = await player.browser.get(URL);
    expect(response.statusCode).toBe(200);
    expect(draftRankingSchema.parse(response.json())).toEqual({
      sport_id: 'nfl',
      slate_id: 'rk-w1',
      customised: false,
      player_ids: projectionOrder(),
      updated_at: null,
    });
  });

  it('save the player’s order, then the rest of the pool by ADP, and reset to ADP', async () => {
    const mine = [nflPlayer(2, 9), nflPlayer(1, 4), nflPlayer(2, 0)];
    const saved = await put({ player_ids: mine });
    expect(saved.statusCode).toBe(200);
    const expected = [...mine, ...projectionOrder().filter((id) => !mine.includes(id))];
    expect(draftRankingSchema.parse(saved.json())).toMatchObject({ customised: true, player_ids: expected });
    expect(await ranking()).toMatchObject({
      customised: true,
      player_ids: expected,
      updated_at: '2026-11-24T09:00:00.000Z',
    });

    const reversed = [...projectionOrder()].reverse();
    expect((await put({ player_ids: reversed })).json().player_ids).toEqual(reversed);

    const reset = await player.browser.request({ method: 'DELETE', url: URL });
    expect(reset.statusCode).toBe(204);
    expect(await ranking()).toMatchObject({ customised: false, player_ids: projectionOrder() });
  });

  it('are per player', async () => {
    await put({ player_ids: [nflPlayer(2, 8)] });
    const other = await signIn(testApp.current.app);
    expect(draftRankingSchema.parse((await other.browser.get(URL)).json()).player_ids).toEqual(
      projectionOrder(),
    );
  });

  it('refuse players outside the slate’s pool and duplicates, naming each, and change nothing', async () => {
    const before = await ranking();
    const response = await put({
      player_ids: [nflPlayer(1, 0), nflPlayer(1, 10), 'nobody', nflPlayer(1, 0)],
    });
    expect(response.statusCode).toBe(422);
    const error = apiErrorSchema.parse(response.json());
    expect(error.api_code).toBe('rankings_invalid');
    // The kicker (index 10) is not drafted in best ball; an unknown id; a repeat.
    expect(error.fields).toEqual({
      'player_ids.1': `${nflPlayer(1, 10)} is not in this slate’s draft pool.`,
      'player_ids.2': 'nobody is not in this slate’s draft pool.',
      'player_ids.3': `${nflPlayer(1, 0)} is ranked twice.`,
    });
    expect(await ranking()).toEqual(before);
    expect((await put({ player_ids: [] })).statusCode).toBe(400);
  });

  it('answer 404 for an unknown slate or a slate of another sport', async () => {
    expect((await player.browser.get('/v1/rankings/nfl/no-such-slate')).statusCode).toBe(404);
    expect((await player.browser.get('/v1/rankings/nba/rk-w1')).statusCode).toBe(404);
  });

  it('need a signed-in player', async () => {
    expect((await testApp.current.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('rankings CSV', () => {
  it('exports the order with names, positions, teams and ADP, and imports it back unchanged', async () => {
    const order = [...projectionOrder()].reverse();
    await put({ player_ids: order });
    const exported = await player.browser.get(`${URL}/csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.player_id)).toEqual(order);
    expect(rows[0]).toEqual({
      rank: '1',
      player_id: nflPlayer(2, 9),
      name: 'First9 Last2-9',
      position: 'TE',
      team: 'D2',
      adp: '20',
    });

    await player.browser.request({ method: 'DELETE', url: URL });
    const imported = await importCsv(exported.body);
    expect(imported.statusCode).toBe(200);
    expect(draftRankingSchema.parse(imported.json())).toMatchObject({ customised: true, player_ids: order });
  });

  it('orders by the rank column when present, reads quotes, a BOM and CRLF, and needs only player_id', async () => {
    const ranked = `\uFEFFname,rank,player_id\r\n"Last, First",2,${nflPlayer(1, 1)}\r\n"Say ""Hi""",1,${nflPlayer(2, 5)}\r\n\r\n`;
    expect((await importCsv(ranked)).json().player_ids.slice(0, 2)).toEqual([
      nflPlayer(2, 5),
      nflPlayer(1, 1),
    ]);
    const bare = `player_id\n${nflPlayer(2, 3)}\n${nflPlayer(1, 3)}\n`;
    expect((await importCsv(bare)).json().player_ids.slice(0, 2)).toEqual([nflPlayer(2, 3), nflPlayer(1, 3)]);
  });

  it('names every bad row by its line and saves nothing', async () => {
    const before = await ranking();
    const csv = [
      'rank,player_id',
      `1,${nflPlayer(1, 0)}`,
      `x,${nflPlayer(1, 1)}`,
      '5,',
      `6,${nflPlayer(1, 2)}`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(422);
    const error = apiErrorSchema.parse(response.json());
    expect(error.api_code).toBe('rankings_csv_invalid');
    expect(error.fields).toEqual({
      'row 3': 'The rank "x" is not a whole number from 1.',
      'row 4': 'The player_id is empty.',
    });
    expect(await ranking()).toEqual(before);
  });

  it('skips rows naming players outside the pool or ranked twice, and says what it ranked and skipped', async () => {
    const csv = [
      'rank,player_id',
      `1,${nflPlayer(1, 0)}`,
      '2,nobody',
      `3,${nflPlayer(1, 0)}`,
      `4,${nflPlayer(1, 10)}`,
      `5,${nflPlayer(1, 2)}`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const saved = draftRankingImportSchema.parse(response.json());
    expect(saved.player_ids.slice(0, 2)).toEqual([nflPlayer(1, 0), nflPlayer(1, 2)]);
    expect(saved.imported).toEqual({
      rows: 5,
      ranked: 2,
      skipped: [
        { row: 3, reason: 'nobody is not in this slate’s draft pool.' },
        { row: 4, reason: `${nflPlayer(1, 0)} is already ranked on row 2.` },
        // The kicker: best ball drafts no kickers.
        { row: 5, reason: `${nflPlayer(1, 10)} is not in this slate’s draft pool.` },
      ],
      skipped_rows: 3,
      unlisted: projectionOrder().length - 2,
    });
    expect(await ranking()).toMatchObject({ customised: true, player_ids: saved.player_ids });
    const nothingUsable = apiErrorSchema.parse((await importCsv('player_id\nnobody\n')).json());
    expect(nothingUsable.fields).toEqual({
      file: 'None of the file’s players is in this slate’s draft pool.',
    });
  });

  it('names at most 50 skipped rows, each player_id cut short, and counts them all', async () => {
    const unknown = Array.from({ length: 3_000 }, (_, index) => `${'x'.repeat(60)}${index}`);
    const response = await importCsv(['player_id', nflPlayer(1, 0), ...unknown].join('\n'));
    expect(response.statusCode).toBe(200);
    const { imported } = draftRankingImportSchema.parse(response.json());
    expect(imported.skipped_rows).toBe(3_000);
    expect(imported.skipped).toHaveLength(50);
    expect(imported.skipped[0]).toEqual({
      row: 3,
      reason: `${'x'.repeat(40)}… is not in this slate’s draft pool.`,
    });
    expect(response.body.length).toBeLessThan(10_000);
  });

  it('refuses a file without a player_id column, without rows, or with a broken quote', async () => {
    const codes = async (csv: string) => apiErrorSchema.parse((await importCsv(csv)).json());
    expect((await codes('rank,name\n1,Someone\n')).fields).toEqual({
      file: 'The header must name a player_id column.',
    });
    expect((await codes('player_id\n')).fields).toEqual({ file: 'The file has no rows under its header.' });
    const broken = await codes(`player_id\n"${nflPlayer(1, 0)}\n`);
    expect(broken.api_code).toBe('rankings_csv_invalid');
    expect(Object.keys(broken.fields ?? {})).toHaveLength(1);
  });
});
