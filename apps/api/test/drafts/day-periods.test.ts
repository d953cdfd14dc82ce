import { BEST_BALL_ROSTERS, bestBallLineup, bestBallTeamSchema, fantasyPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../app.ts';
import { type Player, signIn } from '../wallet/helpers.ts';
import { createContest, createDraft, finishGame } from './fixtures.ts';

const testApp = useTestApp({
  settings: { KENNEL_TEST_ROUTES: 'true' },
  clock: () => new Date('2026-11-24T09:00:00Z'),
});
const db = () => testApp.current.database.handle.db;
const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C'];
const player = (team: number, index: number) => `nba-${team}-${index}`;
const DAYS = ['2026-11-25', '2026-11-26'];
// One evening slate whose games straddle 00:00Z: 6:05 PM ET and 10:10 PM ET on Fri, Nov 27.
const EVENING = ['2026-11-27T23:05:00Z', '2026-11-28T03:10:00Z'];
// Team 1's players star in game 0, team 2's in game 1: two best lineups would outscore one.
const eveningLine = (team: number, index: number, game: number) => ({
  points: (team === game + 1 ? 30 : 4) + index,
  rebounds: 0,
  assists: 0,
});
let alice: Player;
let entryId: string;
let eveningEntryId: string;

// Day d's stat line of a player: the days differ, so each has its own best lineup.
const line = (team: number, index: number, day: number) => ({
  points: ((team * 7 + index * 5 + day * 11) % 30) + 2,
  rebounds: (index + day) % 6,
  assists: (team + day * 3) % 5,
});

beforeAll(async () => {
  const d = db();
  await d.execute(
    sql`insert into leagues (id, sport_id, name, abbreviation, provider) values ('nl', 'nba', 'NBA', 'NBA', 'test')`,
  );
  await d.execute(sql`insert into seasons (id, league_id, name, starts_on, ends_on, provider)
    values ('ns', 'nl', '2026', '2026-10-01', '2027-06-30', 'test')`);
  for (const team of [1, 2]) {
    await d.execute(sql`insert into teams (id, league_id, sport_id, location, nickname, abbreviation, primary_color,
        secondary_color, venue, provider)
      values (${`nt-${team}`}, 'nl', 'nba', 'City', 'Hoops', ${`H${team}`}, '#000000', '#ffffff', 'Court', 'test')`);
    for (const [index, position] of POSITIONS.entries()) {
      await d.execute(sql`insert into players (id, sport_id, first_name, last_name, position, jersey, status, team_id,
          provider, updated_at)
        values (${player(team, index)}, 'nba', 'A', ${`B${team}${index}`}, ${position}, ${index}, 'active',
          ${`nt-${team}`}, 'test', now())`);
    }
  }
  await d.execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
    values ('nba-days', 'nba', 'Two nights', '2026-11-25T00:00:00Z', 'test')`);
  for (const [day, date] of DAYS.entries()) {
    await d.execute(sql`insert into games (id, season_id, sport_id, home_team_id, away_team_id, starts_at, venue, status,
        period, clock_seconds, home_score, away_score, provider, updated_at)
      values (${`ng-${day}`}, 'ns', 'nba', 'nt-1', 'nt-2', ${`${date}T23:30:00Z`}::timestamptz, 'Court', 'scheduled',
        0, null, 0, 0, 'test', now())`);
    await d.execute(sql`insert into slate_games (slate_id, game_id) values ('nba-days', ${`ng-${day}`})`);
  }
  await d.execute(sql`insert into slates (id, sport_id, name, starts_at, provider)
    values ('nba-evening', 'nba', 'Friday night', ${EVENING[0]}::timestamptz, 'test')`);
  for (const [game, startsAt] of EVENING.entries()) {
    await d.execute(sql`insert into games (id, season_id, sport_id, home_team_id, away_team_id, starts_at, venue, status,
        period, clock_seconds, home_score, away_score, provider, updated_at)
      values (${`ne-${game}`}, 'ns', 'nba', 'nt-1', 'nt-2', ${startsAt}::timestamptz, 'Court', 'scheduled',
        0, null, 0, 0, 'test', now())`);
    await d.execute(sql`insert into slate_games (slate_id, game_id) values ('nba-evening', ${`ne-${game}`})`);
  }
  await createContest(d, { id: 'nc', slateId: 'nba-days', sport: 'nba', rounds: 5 });
  await createContest(d, { id: 'ne', slateId: 'nba-evening', sport: 'nba', seats: 1, rounds: 10 });
  alice = await signIn(testApp.current.app);
  const picks = [1, 2].flatMap((team) => POSITIONS.map((_, index) => player(team, index)));
  ({
    entries: [entryId = ''],
  } = await createDraft(d, {
    contestId: 'nc',
    status: 'complete',
    users: [alice.id, null],
    picks,
    rounds: 5,
  }));
  // Alice alone drafts all ten players: five start, so which five depends on the period.
  ({
    entries: [eveningEntryId = ''],
  } = await createDraft(d, { contestId: 'ne', status: 'complete', users: [alice.id], picks, rounds: 10 }));
});

describe('day sports', () => {
  it('score each day of the slate as its own period, and the team the sum of the days', async () => {
    for (const day of [0, 1]) {
      const stats: Record<string, Record<string, number>> = {};
      for (const team of [1, 2])
        for (const index of POSITIONS.keys()) stats[player(team, index)] = line(team, index, day);
      await finishGame(db(), `ng-${day}`, stats);
    }
    const team = bestBallTeamSchema.parse((await alice.browser.get(`/v1/best-ball/teams/${entryId}`)).json());
    expect(team.phase).toBe('completed');
    const expected = [0, 1].map((day) =>
      bestBallLineup(
        BEST_BALL_ROSTERS.nba!,
        team.roster.map((pick) => {
          const [, teamNo, index] = pick.player_id.split('-').map(Number) as [number, number, number];
          return {
            id: pick.player_id,
            position: POSITIONS[index]!,
            points: fantasyPoints('nba', line(teamNo, index, day)),
          };
        }),
      ),
    );
    expect(team.periods.map((period) => [period.id, period.label, period.final, period.points])).toEqual([
      [DAYS[0], 'Wed, Nov 25', true, expected[0]!.points],
      [DAYS[1], 'Thu, Nov 26', true, expected[1]!.points],
    ]);
    expect(team.periods[1]?.starters.map((starter) => starter.player_id)).toEqual(
      expected[1]!.starters.map((starter) => starter.playerId),
    );
    expect(team.points).toBeCloseTo(expected[0]!.points + expected[1]!.points, 6);
  });

  it('score an evening slate whose games straddle UTC midnight as one Eastern day', async () => {
    // Game 0 at 6:05 PM ET, game 1 at 10:10 PM ET (03:10Z the next UTC day): one period.
    for (const game of [0, 1]) {
      const stats: Record<string, Record<string, number>> = {};
      for (const team of [1, 2])
        for (const index of POSITIONS.keys()) stats[player(team, index)] = eveningLine(team, index, game);
      await finishGame(db(), `ne-${game}`, stats);
    }
    const team = bestBallTeamSchema.parse(
      (await alice.browser.get(`/v1/best-ball/teams/${eveningEntryId}`)).json(),
    );
    expect(team.phase).toBe('completed');
    const rosterPoints = (games: number[]) =>
      team.roster.map((pick) => {
        const [, teamNo, index] = pick.player_id.split('-').map(Number) as [number, number, number];
        return {
          id: pick.player_id,
          position: POSITIONS[index]!,
          points: games.reduce(
            (sum, game) => sum + fantasyPoints('nba', eveningLine(teamNo, index, game)),
            0,
          ),
        };
      });
    const oneDay = bestBallLineup(BEST_BALL_ROSTERS.nba!, rosterPoints([0, 1]));
    // Cut at UTC midnight the team would score two best lineups, which here is more.
    const twoDays =
      bestBallLineup(BEST_BALL_ROSTERS.nba!, rosterPoints([0])).points +
      bestBallLineup(BEST_BALL_ROSTERS.nba!, rosterPoints([1])).points;
    expect(twoDays).toBeGreaterThan(oneDay.points + 0.001);
    expect(team.periods.map((period) => [period.id, period.label, period.final])).toEqual([
      ['2026-11-27', 'Fri, Nov 27', true],
    ]);
    expect(team.periods[0]?.points).toBeCloseTo(oneDay.points, 6);
    expect(team.points).toBeCloseTo(oneDay.points, 6);
  });
});
