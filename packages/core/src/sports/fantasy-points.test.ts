import { describe, expect, it } from 'vitest';
import { fantasyPoints } from './fantasy-points.ts';

describe('fantasyPoints', () => {
  it('scores NFL half-PPR as RULES.md lists', () => {
    expect(
      fantasyPoints('nfl', { passing_yards: 300, passing_tds: 2, interceptions: 1, rushing_yards: 20 }),
    ).toBe(21);
    expect(fantasyPoints('nfl', { receptions: 6, receiving_yards: 80, receiving_tds: 1 })).toBe(17);
    expect(
      fantasyPoints('nfl', { rushing_yards: 95, rushing_tds: 1, two_point_conversions: 1, fumbles_lost: 1 }),
    ).toBe(15.5);
    expect(fantasyPoints('nfl', { passing_yards: 333 })).toBe(13.32);
  });

  it('scores NBA points, rebounds, assists, steals, blocks and turnovers', () => {
    expect(
      fantasyPoints('nba', {
        points: 20,
        rebounds: 10,
        assists: 5,
        steals: 2,
        blocks: 1,
        turnovers: 3,
        minutes: 34,
      }),
    ).toBe(45.5);
  });

  it('scores MLB hitters and pitchers', () => {
    expect(
      fantasyPoints('mlb', {
        hits: 2,
        singles: 1,
        home_runs: 1,
        walks: 1,
        rbis: 3,
        runs: 2,
        stolen_bases: 1,
        total_bases: 5,
      }),
    ).toBe(30);
    expect(
      fantasyPoints('mlb', {
        wins: 1,
        quality_starts: 1,
        pitcher_strikeouts: 7,
        outs_recorded: 18,
        earned_runs: 2,
      }),
    ).toBe(43);
    expect(fantasyPoints('mlb', { doubles: 1, triples: 1 })).toBe(14);
  });

  it('scores NHL skaters and goalies', () => {
    expect(fantasyPoints('nhl', { goals: 1, assists: 1, shots_on_goal: 4, blocked_shots: 1 })).toBe(20.8);
    expect(fantasyPoints('nhl', { saves: 30, goals_against: 2 })).toBe(14);
  });

  it('scores soccer outfielders and keepers', () => {
    expect(
      fantasyPoints('soccer', {
        goals: 1,
        shots: 3,
        shots_on_target: 2,
        passes: 40,
        tackles: 2,
        minutes: 90,
      }),
    ).toBe(17.8);
    expect(fantasyPoints('soccer', { saves: 4, goals_against: 1 })).toBe(6);
  });

  it('counts missing stats as zero and never returns negative zero', () => {
    expect(fantasyPoints('nhl', {})).toBe(0);
    expect(Object.is(fantasyPoints('soccer', { goals_against: 0 }), 0)).toBe(true);
  });
});
