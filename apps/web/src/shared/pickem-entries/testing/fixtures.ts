import { type PickemEntry, type PickemPick, pickemEntrySchema, pickemPickSchema } from '@kennel/core';
import { gameFixture, playerFixture, teamsOf } from '../../sports/testing/fixtures.ts';

// Contract-shaped pick'em fixtures: each passes through core's zod schema, so a contract change
// breaks the fixture rather than letting a test pass against a stale shape.

const [kc, buf] = teamsOf('nfl');

export const marsh = playerFixture({ id: 'nfl-p1', first_name: 'Jalen', last_name: 'Marsh', team: kc });
export const okafor = playerFixture({ id: 'nfl-p2', first_name: 'Drew', last_name: 'Okafor', team: buf });
export const reyes = playerFixture({ id: 'nfl-p3', first_name: 'Luis', last_name: 'Reyes', team: buf });

export const liveGame = gameFixture('nfl', {
  status: 'in_progress',
  period: 2,
  clock_seconds: 300,
  home_score: 10,
  away_score: 7,
  version: 5,
});

export function pickFixture(overrides: Partial<PickemPick> & { playerId?: string; current?: number | null }) {
  const { playerId = marsh.id, current = null, ...rest } = overrides;
  const lineId = rest.line_id ?? `line-${playerId}`;
  const choice = rest.choice ?? 'higher';
  return pickemPickSchema.parse({
    option_id: `${lineId}.${choice}`,
    line_id: lineId,
    prop_id: `prop-${playerId}`,
    kind: 'higher_lower',
    timing: 'pre_game',
    choice,
    stat: 'receiving_yards',
    stat_label: 'Receiving Yards',
    stat_value: 64.5,
    multiplier_hundredths: 100,
    subjects: [
      {
        player_id: playerId,
        game_id: liveGame.id,
        team_id: playerId === marsh.id ? kc.id : buf.id,
        current_value: current,
      },
    ],
    result: null,
    ...rest,
  });
}

export function entryFixture(overrides: Partial<PickemEntry> = {}): PickemEntry {
  return pickemEntrySchema.parse({
    id: 'entry-1',
    type: 'flex',
    status: 'live',
    result: null,
    fee_cents: 500,
    max_payout_cents: 1500,
    payout_cents: null,
    sport_ids: ['nfl'],
    slate_ids: ['nfl-s1'],
    created_at: '2026-11-24T00:10:00.000Z',
    cancellable_until: null,
    settled_at: null,
    picks: [
      pickFixture({ playerId: marsh.id, current: 40 }),
      pickFixture({ playerId: okafor.id, choice: 'lower', stat_value: 30.5, current: 12 }),
      pickFixture({
        playerId: reyes.id,
        stat_value: 4.5,
        stat: 'receptions',
        stat_label: 'Receptions',
        current: 6,
      }),
    ],
    players: [marsh, okafor, reyes],
    games: [liveGame],
    ...overrides,
  });
}
