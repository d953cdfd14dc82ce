import { BEST_BALL_ROSTERS, cents, entriesCloseAt, formatCents, scaledPickClocks } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { type ContestMakerOptions, contestIdFor, prizeTable, type SlateRow } from './contest-maker.ts';
import type { NewContestRow } from './repo.ts';

/**
 * Season-long best ball (RULES.md, Best ball: the score is the sum over periods): NFL contests from
 * the next week to the last week of the simulated season, beside each week's own contests. Each
 * drafts before the first of its weeks and scores every one of them (contest_slates). The season
 * contest adds every week up; the tournament (RULES.md, Tournaments) qualifies on all but the last
 * two weeks, then the top two of each draft play week by week in regrouped rounds of twelve.
 */
interface SeasonStyle {
  key: string;
  label: string;
  feeCents: number;
  drafts: number;
  maxPerUser: number;
  /** Advancement rounds on the season's last weeks: the top `advance` of each draft or group go on. */
  rounds: readonly { advance: number; groupSize: number }[];
}

const SEASON: SeasonStyle = {
  key: 'season-10',
  label: 'Season',
  feeCents: 1_000,
  drafts: 10,
  maxPerUser: 3,
  rounds: [],
};
const TOURNAMENT: SeasonStyle = {
  key: 'tournament-25',
  label: 'Tournament',
  feeCents: 2_500,
  drafts: 20,
  maxPerUser: 5,
  rounds: [
    { advance: 2, groupSize: 12 },
    { advance: 1, groupSize: 12 },
  ],
};

/** "Week 12" out of a simulated week's "NFL · Week 12 · Sun Nov 29, 1:00 PM ET"; else the whole name. */
const weekLabel = (slate: SlateRow) => /Week \d+/.exec(slate.name)?.[0] ?? slate.name;

export interface SeasonContest {
  contest: NewContestRow;
  /** The weeks after the first (the contest's own slate), each with its round (0: qualifying). */
  laterWeeks: { slate_id: string; round: number }[];
  rounds: { round: number; advance: number; group_size: number }[];
}

/** The season's contests whose weeks are there: the season from two weeks, the tournament from four. */
export function seasonContests(upcoming: readonly SlateRow[], options: ContestMakerOptions): SeasonContest[] {
  return [SEASON, TOURNAMENT].flatMap((style) => {
    const contest = seasonContest(style, upcoming, options);
    return contest ? [contest] : [];
  });
}

function seasonContest(
  style: SeasonStyle,
  upcoming: readonly SlateRow[],
  options: ContestMakerOptions,
): SeasonContest | null {
  const roster = BEST_BALL_ROSTERS.nfl!;
  const windowOf = (slate: SlateRow) => ({
    locksAt: slate.startsAt,
    seats: roster.seats,
    rounds: roster.rounds,
    pickClockMs: scaledPickClocks(options.timeScale?.(slate) ?? 1).fast,
  });
  // From the first week a draft still fits before: a week too close to draft for is left behind.
  // So is every week up to the last one a game of which has begun (played early): a team drafted
  // now must not score games already played, and the contest could not be cancelled.
  const sorted = upcoming
    .filter((slate) => slate.sportId === 'nfl')
    .sort((a, b) => +a.startsAt - +b.startsAt);
  const afterBegun = sorted.findLastIndex((week) => week.begun === true) + 1;
  const start = sorted.findIndex(
    (week, index) => index >= afterBegun && entriesCloseAt(windowOf(week)).getTime() > options.now.getTime(),
  );
  const weeks = start < 0 ? [] : sorted.slice(start);
  const [first, ...later] = weeks;
  const last = later.at(-1);
  // At least two qualifying weeks before any rounds.
  if (!first || !last || weeks.length < style.rounds.length + 2) return null;
  const { pickClockMs } = windowOf(first);
  const entryCap = style.drafts * roster.seats;
  const qualifying = weeks.length - style.rounds.length;
  return {
    contest: {
      id: contestIdFor('nfl', first.id, style.key),
      sportId: 'nfl',
      slateId: first.id,
      styleId: `nfl-${style.key}`,
      name: `NFL ${style.label}, ${weekLabel(first)} to ${weekLabel(last)} · ${formatCents(cents(style.feeCents))}`,
      entryFeeCents: cents(style.feeCents),
      seats: roster.seats,
      rounds: roster.rounds,
      speed: 'fast',
      pickClockMs,
      prizes: prizeTable(style.feeCents * entryCap),
      entryCap,
      maxPerUser: style.maxPerUser,
      locksAt: first.startsAt,
      status: 'open',
      botsAllowed: options.botsAllowed,
      createdAt: options.now,
    },
    // Week i (0-based) is qualifying until the rounds' weeks, then round i − qualifying + 1.
    laterWeeks: later.map((slate, index) => ({
      slate_id: slate.id,
      round: Math.max(0, index + 2 - qualifying),
    })),
    rounds: style.rounds.map((round, index) => ({
      round: index + 1,
      advance: round.advance,
      group_size: round.groupSize,
    })),
  };
}

/** Lists a season contest's later weeks and its rounds (again harmlessly when it has them). */
export async function insertSeasonWeeks(db: Database, season: SeasonContest): Promise<void> {
  const id = season.contest.id;
  if (season.laterWeeks.length > 0) {
    await db.execute(
      sql`insert into contest_slates (contest_id, slate_id, round)
          select ${id}, x.slate_id, x.round
          from jsonb_to_recordset(${JSON.stringify(season.laterWeeks)}::jsonb) as x(slate_id text, round int)
          on conflict do nothing`,
    );
  }
  if (season.rounds.length > 0) {
    await db.execute(
      sql`insert into contest_rounds (contest_id, round, advance, group_size)
          select ${id}, x.round, x.advance, x.group_size
          from jsonb_to_recordset(${JSON.stringify(season.rounds)}::jsonb) as x(round int, advance int, group_size int)
          on conflict do nothing`,
    );
  }
}
