import type { DraftDelta, DraftPick, DraftPool, DraftPoolPlayer, DraftState } from '@kennel/core';

export const DRAFT_ID = '7d0c3c1e-5f0a-4d7e-9b1a-2f6a8f1d9e01';

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, second)).toISOString();

/** A 4-seat, 3-round NFL draft; the player holds seat 2. */
export function draftFixture(overrides: Partial<DraftState> = {}): DraftState {
  return {
    id: DRAFT_ID,
    contest: {
      id: 'contest-1',
      name: 'Puppy Bowl Best Ball',
      sport_id: 'nfl',
      slate_id: 'nfl-2026-w12',
      style_id: 'nfl-fast-4',
      entry_fee_cents: 500,
      speed: 'fast',
    },
    status: 'drafting',
    seat_count: 4,
    rounds: 3,
    pick_clock_ms: 30_000,
    current_pick: 1,
    on_the_clock_seat: 1,
    deadline_at: at(30),
    closes_at: new Date(Date.UTC(2026, 10, 24, 18)).toISOString(),
    server_now: at(0),
    seats: [1, 2, 3, 4].map((seat) => ({
      seat,
      name: seat === 2 ? 'rexthedog' : `Bot ${seat}`,
      is_bot: seat !== 2,
      is_you: seat === 2,
      autopick: seat !== 2,
      timed_out: false,
    })),
    picks: [],
    rosters: [1, 2, 3, 4].map((seat) => ({
      seat,
      pick_numbers: [],
      needs: ['QB', 'RB', 'WR', 'TE'],
    })),
    your_queue: [],
    started_at: at(0),
    completed_at: null,
    version: 1,
    ...overrides,
  };
}

export const poolPlayers: DraftPoolPlayer[] = [
  ['p-ace', 'Ace', 'Runner', 'RB', 'KC', 1.2, 310],
  ['p-bo', 'Bo', 'Catcher', 'WR', 'BUF', 2.4, 295],
  ['p-cy', 'Cy', 'Slinger', 'QB', 'PHI', 3.1, 380],
  ['p-dex', 'Dex', 'Blocker', 'TE', 'SF', 4.8, 210],
  ['p-eli', 'Eli', 'Sprinter', 'WR', 'DAL', 5.5, 250],
  ['p-fox', 'Fox', 'Hauler', 'RB', 'NYG', 6.9, 230],
].map(([player_id, first_name, last_name, position, team, adp, projected_points]) => ({
  player_id: player_id as string,
  first_name: first_name as string,
  last_name: last_name as string,
  position: position as string,
  team: team as string,
  adp: adp as number,
  projected_points: projected_points as number,
  drafted_by_seat: null,
  drafted_pick: null,
  game_started: false,
}));

export function poolFixture(): DraftPool {
  return { draft_id: DRAFT_ID, players: poolPlayers, version: 1 };
}

export function pickFixture(pickNumber: number, seat: number, playerId: string): DraftPick {
  const player = poolPlayers.find((candidate) => candidate.player_id === playerId)!;
  return {
    pick_number: pickNumber,
    round: Math.floor((pickNumber - 1) / 4) + 1,
    seat,
    player_id: playerId,
    player_name: `${player.first_name} ${player.last_name}`,
    position: player.position,
    team: player.team,
    source: seat === 2 ? 'user' : 'bot',
    made_at: at(pickNumber),
  };
}

export function deltaFixture(overrides: Partial<DraftDelta> = {}): DraftDelta {
  return {
    draft_id: DRAFT_ID,
    version: 2,
    status: 'drafting',
    picks: [pickFixture(1, 1, 'p-ace')],
    current_pick: 2,
    on_the_clock_seat: 2,
    deadline_at: at(31),
    server_now: at(1),
    seats: [],
    ...overrides,
  };
}

/** The player (seat 2) on the clock for pick 2, after seat 1 took p-ace. */
export const yourTurn = () =>
  draftFixture({ current_pick: 2, on_the_clock_seat: 2, picks: [pickFixture(1, 1, 'p-ace')], version: 2 });
export const pickPath = `/v1/drafts/${DRAFT_ID}/picks`;
