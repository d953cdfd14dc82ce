import { snakeSeatForPick } from '@kennel/core';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { ApiProblem } from '../../src/platform/http/api-problem.ts';
import { useTestApp } from '../app.ts';
import { HttpClient, listen } from '../wallet/http-client.ts';
import { loadDraftWorld, seatDraft, startDraft } from './draft-fixture.ts';

// Time moves only when a turn is left to run out; the sweep is driven by hand.
let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({
  clock: () => new Date(nowMs),
  settings: { KENNEL_TEST_ROUTES: 'true', DRAFT_CLOCK_POLL_MS: '60000' },
});
const userIds: string[] = [];
beforeAll(async () => {
  await loadDraftWorld(testApp.current.app, 80);
  const baseUrl = await listen(testApp.current.app);
  for (let i = 0; i < 4; i++) userIds.push((await new HttpClient(baseUrl).signIn(`prop_${i}`)).id);
});

const seatKind = fc.constantFrom('human', 'autopick', 'bot');
/** What the player on the clock does: pick the n-th player of the pool (taken or not), or let the clock run out. */
const turn = fc.oneof(fc.record({ pick: fc.nat(90) }), fc.constant({ timeout: true as const }));

describe('a draft run through the engine', () => {
  it('ends with every player at most once and every team the right size, whatever picks and timeouts happen', async () => {
    const { app } = testApp.current;
    const db = app.walletModule.wallet.db;
    const engine = app.walletModule.drafts;
    await fc.assert(
      fc.asyncProperty(
        fc.array(seatKind, { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(turn, { minLength: 1, maxLength: 40 }),
        async (kinds, rounds, turns) => {
          const draftId = await seatDraft(db, {
            rounds,
            seats: kinds.map((kind, i) =>
              kind === 'bot'
                ? { userId: null }
                : { userId: userIds[i] as string, autopick: kind === 'autopick' },
            ),
          });
          await startDraft(app, draftId, new Date(nowMs));
          for (let t = 0; ; t++) {
            const [draft] = await selectRows<{ status: string; current_pick: number }>(
              db,
              sql`select status, current_pick from drafts where id = ${draftId}`,
            );
            if (draft?.status !== 'drafting') break;
            const action = turns[t % turns.length]!;
            const seat = await selectRows<{ user_id: string }>(
              db,
              sql`select user_id from contest_entries where draft_id = ${draftId}
                  and seat = ${snakeSeatForPick(draft.current_pick, kinds.length)}`,
            );
            if ('pick' in action) {
              try {
                await engine.makePick({
                  userId: seat[0]!.user_id,
                  draftId,
                  pickNumber: draft.current_pick,
                  playerId: `dp-${action.pick}`,
                });
                continue;
              } catch (error) {
                // A taken or unknown player is refused; the clock then runs out.
                if (!(error instanceof ApiProblem)) throw error;
              }
            }
            nowMs += 30_001;
            await engine.expireClocks();
          }
          const picks = await selectRows<{ seat: number; player_id: string }>(
            db,
            sql`select seat, player_id from draft_picks where draft_id = ${draftId}`,
          );
          expect(new Set(picks.map((pick) => pick.player_id)).size).toBe(picks.length);
          for (let seat = 1; seat <= kinds.length; seat++)
            expect(picks.filter((pick) => pick.seat === seat)).toHaveLength(rounds);
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
