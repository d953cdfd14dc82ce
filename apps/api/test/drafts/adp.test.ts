import { adpSchema } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { createContest, createDraft, projectionOrder, seedNflSlate, seedNflWorld } from './fixtures.ts';

const now = new Date('2026-11-24T09:00:00Z');
const testApp = useTestApp({ clock: () => now });
const db = () => testApp.current.database.handle.db;
const adp = () => testApp.current.app.walletModule.bestBall.adp;
const read = async () =>
  adpSchema.parse((await testApp.current.app.inject({ url: '/v1/adp?sport=nfl&slate=adp-w1' })).json());
const stored = () =>
  selectRows<{ player_id: string; adp: number; drafts: number }>(
    db(),
    sql`select player_id, adp, drafts from player_adp where slate_id = 'adp-w1' order by player_id`,
  );

const pool = projectionOrder();
// Two seats × eight rounds: 16 of the 20 draftable players go in each draft.
const first = pool.slice(0, 16);
const second = [...pool].reverse().slice(0, 16);

beforeAll(async () => {
  await seedNflWorld(db());
  await seedNflSlate(db(), 'adp-w1', '2026-11-29T18:00:00Z');
  await createContest(db(), { id: 'adp-c1', slateId: 'adp-w1' });
});

describe('ADP', () => {
  it('is the projection order before any draft completes, seeded by the job', async () => {
    const before = await read();
    expect(before.players.map((row) => [row.player.id, row.adp, row.drafts])).toEqual(
      pool.map((id, index) => [id, index + 1, 0]),
    );
    expect(before).toMatchObject({ completed_drafts: 0, updated_at: null });
    expect(before.players[0]).toMatchObject({ adp_rank: 1, projected_points: 20 });

    expect(await adp().runOnce()).toEqual({ player_adp: 20 });
    const seeded = await read();
    expect(seeded.players.map((row) => row.adp)).toEqual(pool.map((_, index) => index + 1));
    expect(seeded.updated_at).toBe(now.toISOString());
  });

  it('averages pick numbers over completed drafts only; undrafted players follow by projection', async () => {
    await createDraft(db(), { contestId: 'adp-c1', status: 'complete', users: [null, null], picks: first });
    await createDraft(db(), { contestId: 'adp-c1', status: 'complete', users: [null, null], picks: second });
    // Neither a draft still drafting nor a cancelled one counts.
    await createDraft(db(), {
      contestId: 'adp-c1',
      status: 'drafting',
      users: [null, null],
      picks: [pool[19]!],
    });
    await createDraft(db(), {
      contestId: 'adp-c1',
      status: 'cancelled',
      users: [null, null],
      picks: [pool[18]!],
    });

    await adp().recomputeSlate('nfl', 'adp-w1');
    const expected = new Map<string, { adp: number; drafts: number }>();
    for (const id of pool) {
      const picks = [first.indexOf(id), second.indexOf(id)]
        .filter((index) => index >= 0)
        .map((index) => index + 1);
      expected.set(id, {
        adp: picks.reduce((sum, pick) => sum + pick, 0) / picks.length,
        drafts: picks.length,
      });
    }
    expect(
      Object.fromEntries(
        (await stored()).map((row) => [row.player_id, { adp: row.adp, drafts: row.drafts }]),
      ),
    ).toEqual(Object.fromEntries(expected));
    // Every player went in at least one draft here; 'adp' orders the pool.
    const after = await read();
    expect(after.completed_drafts).toBe(2);
    const ordered = [...expected].sort(
      ([a, x], [b, y]) => x.adp - y.adp || pool.indexOf(a) - pool.indexOf(b),
    );
    expect(after.players.map((row) => row.player.id)).toEqual(ordered.map(([id]) => id));
  });

  it('puts players no draft took after every pick, in projection order', async () => {
    const third = pool.slice(0, 16);
    const { draftId } = await createDraft(db(), {
      contestId: 'adp-c1',
      status: 'complete',
      users: [null, null],
      picks: third,
    });
    await db().execute(sql`delete from draft_picks where draft_id in (select d.id from drafts d
      where d.contest_id = 'adp-c1' and d.id <> ${draftId})`);
    await db().execute(
      sql`update drafts set status = 'cancelled' where contest_id = 'adp-c1' and id <> ${draftId}`,
    );
    await adp().recomputeForDraft(draftId);
    const rows = new Map((await stored()).map((row) => [row.player_id, row]));
    pool.slice(16).forEach((id, index) => {
      expect(rows.get(id)).toMatchObject({ adp: 16 + index + 1, drafts: 0 });
    });
    third.forEach((id, index) => {
      expect(rows.get(id)).toMatchObject({ adp: index + 1, drafts: 1 });
    });
  });

  it('is idempotent, also when two recomputes of one slate run at once', async () => {
    const before = await stored();
    await Promise.all([adp().recomputeSlate('nfl', 'adp-w1'), adp().recomputeSlate('nfl', 'adp-w1')]);
    expect(await stored()).toEqual(before);
  });

  it('recomputes a completed draft’s slate through the queue', async () => {
    const { draftId } = await createDraft(db(), {
      contestId: 'adp-c1',
      status: 'complete',
      users: [null, null],
      picks: [...pool].reverse().slice(0, 16),
    });
    await adp().afterDraftComplete(draftId);
    // A second request for the same draft is the same job.
    expect(await adp().afterDraftComplete(draftId)).toBeNull();
    expect(await testApp.current.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const rows = new Map((await stored()).map((row) => [row.player_id, row]));
    // The new draft took pool[19] first and pool[4] 16th; the earlier one took pool[4] 5th.
    expect(rows.get(pool[19]!)).toMatchObject({ adp: 1, drafts: 1 });
    expect(rows.get(pool[4]!)).toMatchObject({ adp: (5 + 16) / 2, drafts: 2 });
  });

  it('answers 404 for an unknown slate', async () => {
    const response = await testApp.current.app.inject({ url: '/v1/adp?sport=nfl&slate=nope' });
    expect(response.statusCode).toBe(404);
  });
});
