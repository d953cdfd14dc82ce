import { describe, expect, it } from 'vitest';
import { decideChanges, type GameMoment } from './decide.ts';
import type { DesiredProp } from './plan.ts';
import type { StoredProp } from './repo.ts';

const T0 = new Date('2026-11-24T12:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

function desired(
  id: string,
  statValue: number,
  timing: DesiredProp['timing'] = 'in_game',
  pricedOn: number | null = timing === 'in_game' ? 7 : null,
): DesiredProp {
  return {
    id,
    kind: 'higher_lower',
    timing,
    sportId: 'nba',
    stat: 'points',
    playerIds: [`player-${id}`],
    gameIds: ['game'],
    teamIds: ['team'],
    statValue,
    pricedOn,
  };
}

function stored(prop: DesiredProp, changes: Partial<StoredProp> = {}): StoredProp {
  return {
    id: prop.id,
    kind: prop.kind,
    timing: prop.timing,
    status: 'open',
    sport_id: 'nba',
    stat: prop.stat,
    version: 1,
    current_line_id: `${prop.id}:v1`,
    suspended_until: null,
    updated_at: T0,
    stat_value: prop.statValue,
    priced_on: prop.pricedOn,
    game_ids: prop.gameIds,
    player_ids: prop.playerIds,
    team_ids: prop.teamIds,
    options: [],
    ...changes,
  };
}

const live = (now: Date, scoring: GameMoment['scoring'] = []): GameMoment => ({
  upcoming: false,
  live: true,
  now,
  scoring,
});

describe('what a refresh changes in one game', () => {
  it('creates new props at version 1 and moves a re-priced in-game prop to the next line id', () => {
    const a = desired('a', 10.5);
    const b = desired('b', 4.5);
    const changes = decideChanges([stored(a, { stat_value: 9.5, version: 3 })], [a, b], live(later(1_000)));
    expect(changes.fresh.map((prop) => [prop.id, prop.line.id])).toEqual([['b', 'b:v1']]);
    expect(changes.moves.map((move) => [move.prop.id, move.line.id, move.version])).toEqual([
      ['a', 'a:v4', 4],
    ]);
    expect(changes.moves[0]?.line.options.map((option) => option.id)).toEqual(['a:v4.higher', 'a:v4.lower']);
  });

  it('re-issues an in-game line whose stat so far moved though its value did not: a new id priced on the new stat', () => {
    const a = desired('a', 10.5, 'in_game', 9);
    const changes = decideChanges([stored(a, { priced_on: 7, version: 2 })], [a], live(later(1_000)));
    expect(changes.moves.map((move) => [move.line.id, move.line.statValue, move.line.pricedOn])).toEqual([
      ['a:v3', 10.5, 9],
    ]);
    // A pre-game line is priced on no stat so far and keeps its line.
    const pre = desired('p', 10.5, 'pre_game');
    expect(
      decideChanges([stored(pre)], [pre], { ...live(later(1_000)), upcoming: true, live: false }).moves,
    ).toEqual([]);
  });

  it('changes nothing when the price is the same', () => {
    const a = desired('a', 10.5);
    expect(decideChanges([stored(a)], [a], live(later(1_000)))).toEqual({
      fresh: [],
      moves: [],
      toLock: [],
      toSuspend: [],
    });
  });

  it('suspends a prop whose player was in a scoring play since its last change, and no other', () => {
    const a = desired('a', 10.5);
    const b = desired('b', 4.5);
    const scoring = [
      { player_ids: ['player-a'], received_at: later(500) },
      { player_ids: ['player-b'], received_at: T0 },
    ];
    const changes = decideChanges([stored(a), stored(b)], [a, b], live(later(1_000), scoring));
    expect(changes.toSuspend).toEqual(['a']);
    expect(changes.moves).toEqual([]);
  });

  it('keeps a suspended prop until its suspension ends, then reopens it on a new line', () => {
    const a = desired('a', 10.5);
    const suspended = stored(a, { status: 'suspended', suspended_until: later(5_000), version: 2 });
    expect(decideChanges([suspended], [a], live(later(4_999))).moves).toEqual([]);
    const reopened = decideChanges([suspended], [a], live(later(5_000))).moves;
    expect(reopened.map((move) => [move.line.id, move.reopened])).toEqual([['a:v3', true]]);
  });

  it('locks pre-game props once the game is not upcoming, in-game ones at the end or with nothing left', () => {
    const pre = desired('pre', 20.5, 'pre_game');
    const a = desired('a', 10.5);
    const gone = desired('gone', 1.5);
    const started = decideChanges([stored(pre), stored(a), stored(gone)], [a], live(later(1_000)));
    expect(started.toLock.sort()).toEqual(['gone', 'pre']);
    const final = decideChanges([stored(a)], [], {
      upcoming: false,
      live: false,
      now: later(1_000),
      scoring: [],
    });
    expect(final.toLock).toEqual(['a']);
    expect(decideChanges([stored(a, { status: 'locked' })], [a], live(later(1_000)))).toMatchObject({
      moves: [],
      toLock: [],
    });
  });

  it('never re-prices a pre-game prop (priced once; a moved line holds)', () => {
    const pre = desired('pre', 20.5, 'pre_game');
    const moment = { upcoming: true, live: false, now: later(1_000), scoring: [] };
    expect(decideChanges([stored(pre, { stat_value: 21.5, version: 2 })], [pre], moment).moves).toEqual([]);
  });
});
