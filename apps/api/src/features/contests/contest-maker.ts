import { createHash } from 'node:crypto';
import {
  BEST_BALL_ROSTERS,
  cents,
  entriesCloseAt,
  formatCents,
  type PrizeTier,
  type SportId,
  scaledPickClocks,
} from '@kennel/core';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { slates } from '../../platform/db/schema/sports.ts';
import { type ScheduleVersion, scheduleRepo } from '../schedules/repo.ts';
import { gameBegun } from '../sports/game-begun.ts';
import { createContestsRepo, type NewContestRow } from './repo.ts';
import { insertSeasonWeeks, seasonContests } from './season-contests.ts';

export const BEST_BALL_SPORTS: readonly SportId[] = ['nfl', 'nba', 'mlb'];

/** Shares of the pool in hundredths of a percent, by rank: the top fifth of a contest is paid. */
const SHARES: readonly { from: number; to: number; bp: number }[] = [
  { from: 1, to: 1, bp: 3_000 },
  { from: 2, to: 2, bp: 1_500 },
  { from: 3, to: 3, bp: 1_000 },
  { from: 4, to: 5, bp: 750 },
  { from: 6, to: 10, bp: 300 },
  { from: 11, to: 20, bp: 150 },
];

/** A prize table that pays out the whole pool (fee × cap): shares rounded down, the cents left to first place. */
export function prizeTable(poolCents: number): PrizeTier[] {
  const tiers = SHARES.map((share) => ({
    rankFrom: share.from,
    rankTo: share.to,
    amountCents: Math.floor((poolCents * share.bp) / 10_000),
  }));
  const paid = tiers.reduce((sum, tier) => sum + tier.amountCents * (tier.rankTo - tier.rankFrom + 1), 0);
  tiers[0]!.amountCents += poolCents - paid;
  return tiers;
}

/** Deterministic: the same slate and style always give the same contest (a ledger owner key). */
export function contestIdFor(sportId: SportId, slateId: string, styleKey: string): string {
  const hash = createHash('sha256').update(slateId).digest('hex').slice(0, 16);
  return `bb-${sportId}-${styleKey}-${hash}`;
}

export interface SlateRow {
  id: string;
  sportId: SportId;
  name: string;
  startsAt: Date;
  provider: string;
  /**
   * A game of the slate has begun before the slate's start (played early, or moved earlier): the
   * lobby takes no entries for it (contests repo `list`), so no contest starts from it.
   */
  begun?: boolean;
}

export interface ContestMakerOptions {
  now: Date;
  botsAllowed: boolean;
  /**
   * How many times faster than real time the slate's world runs (core's worldTimeScale for the
   * simulated world, 1 for real slates): slow clocks are divided by it. 1 unless told.
   */
  timeScale?: (slate: SlateRow) => number;
}

/**
 * The lobby's contests for a slate: each style whose entries would still be open (a slow draft only
 * for a slate far enough out that one can run before its first game at a clock at least a third of
 * its own), clocks scaled to the slate's world.
 */
export function contestsForSlate(
  slate: SlateRow,
  options: ContestMakerOptions,
  styles: ScheduleVersion<'contest_styles'>,
): NewContestRow[] {
  const roster = BEST_BALL_ROSTERS[slate.sportId];
  if (!roster || slate.begun) return [];
  const clocks = scaledPickClocks(options.timeScale?.(slate) ?? 1);
  return styles.body.flatMap((style) => {
    const entryCap = style.drafts * roster.seats;
    const pickClockMs = clocks[style.speed];
    const window = { locksAt: slate.startsAt, seats: roster.seats, rounds: roster.rounds, pickClockMs };
    if (entriesCloseAt(window).getTime() <= options.now.getTime()) return [];
    return {
      id: contestIdFor(slate.sportId, slate.id, style.key),
      sportId: slate.sportId,
      slateId: slate.id,
      styleId: `${slate.sportId}-${style.key}`,
      name: `${slate.name} · ${style.label} ${formatCents(cents(style.fee_cents))}`,
      entryFeeCents: cents(style.fee_cents),
      seats: roster.seats,
      rounds: roster.rounds,
      speed: style.speed,
      pickClockMs,
      prizes: prizeTable(style.fee_cents * entryCap),
      entryCap,
      maxPerUser: style.max_per_user,
      locksAt: slate.startsAt,
      status: 'open' as const,
      botsAllowed: options.botsAllowed,
      styleVersion: styles.version,
      createdAt: options.now,
    };
  });
}

/**
 * Opens the lobby's contests for every upcoming NFL, NBA and MLB slate; running it again adds only
 * what is missing. Answers how many contests it created; `onCreated` hears their ids once committed.
 */
export async function makeContests(
  db: Database,
  options: ContestMakerOptions & { onCreated?: (contestIds: string[]) => Promise<void> },
): Promise<number> {
  const upcoming = await db
    .select({
      id: slates.id,
      sportId: slates.sportId,
      name: slates.name,
      startsAt: slates.startsAt,
      provider: slates.provider,
      // Spelled out: slate_games has an id of its own to confuse an unqualified column with.
      begun: sql<boolean>`exists (select 1 from slate_games sg join games g on g.id = sg.game_id
        where sg.slate_id = "slates"."id" and ${gameBegun(options.now)})`,
    })
    .from(slates)
    .where(and(gt(slates.startsAt, options.now), inArray(slates.sportId, [...BEST_BALL_SPORTS])))
    .orderBy(asc(slates.startsAt));
  // The styles in force now shape new contests; contests made before keep theirs (and their version).
  const styles = await scheduleRepo.current(db, 'contest_styles');
  const rows = upcoming.flatMap((slate) => contestsForSlate(slate, options, styles));
  const seasons = seasonContests(upcoming, options);
  // One transaction, so its contests (a season's with its weeks and rounds) are committed when it answers.
  const created = await db.transaction(async (tx) => {
    const ids = await createContestsRepo(tx).insertContests([
      ...rows,
      ...seasons.map((season) => season.contest),
    ]);
    // Only a contest made now gets its weeks: one already open keeps the weeks it was sold with.
    for (const season of seasons) if (ids.includes(season.contest.id)) await insertSeasonWeeks(tx, season);
    return ids;
  });
  if (created.length > 0) await options.onCreated?.(created);
  return created.length;
}
