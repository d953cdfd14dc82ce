import {
  BEST_BALL_ROSTERS,
  type ContestDetail,
  type ContestEntry,
  type ContestSummary,
  cents,
  entriesCloseAt,
  formatCents,
} from '@kennel/core';
import type { ContestRow, ContestWithCounts, EntryRow } from './repo.ts';

const SCORING_PERIOD = { nfl: 'week', nba: 'day', mlb: 'day' } as Record<string, string>;

export function contestToWire({ contest, entries, mine }: ContestWithCounts): ContestSummary {
  return {
    id: contest.id,
    sport_id: contest.sportId,
    slate_id: contest.slateId,
    style_id: contest.styleId,
    name: contest.name,
    entry_fee_cents: contest.entryFeeCents,
    prize_pool_cents: contest.prizes.reduce(
      (sum, tier) => sum + tier.amountCents * (tier.rankTo - tier.rankFrom + 1),
      0,
    ),
    prizes: contest.prizes.map((tier) => ({
      rank_from: tier.rankFrom,
      rank_to: tier.rankTo,
      amount_cents: tier.amountCents,
    })),
    seats: contest.seats,
    rounds: contest.rounds,
    speed: contest.speed,
    pick_clock_ms: contest.pickClockMs,
    entries,
    entry_cap: contest.entryCap,
    max_per_user: contest.maxPerUser,
    my_entries: mine,
    locks_at: contest.locksAt.toISOString(),
    entries_close_at: entriesCloseAt(contest).toISOString(),
    status: contest.status,
    bots_allowed: contest.botsAllowed,
  };
}

export function entryToWire(
  entry: EntryRow,
  fee: number,
  draftStatus: ContestEntry['draft_status'] | undefined,
): ContestEntry {
  return {
    id: entry.id,
    contest_id: entry.contestId,
    state: entry.state,
    fee_cents: fee,
    draft_id: entry.draftId,
    seat: entry.seat,
    draft_status: draftStatus ?? null,
    created_at: entry.createdAt.toISOString(),
    refunded_at: entry.refundedAt?.toISOString() ?? null,
  };
}

const clockText = (ms: number) =>
  ms >= 3_600_000
    ? `${ms / 3_600_000} hours`
    : ms >= 60_000
      ? `${ms / 60_000} minutes`
      : `${ms / 1000} seconds`;

/** The rules paragraphs the contest page shows (RULES.md, Best ball drafts, in this contest's numbers). */
export function contestRules(contest: ContestRow): Pick<ContestDetail, 'rules' | 'starters'> {
  const starters = (BEST_BALL_ROSTERS[contest.sportId]?.starters ?? []).map((slot) => slot.name);
  const period = SCORING_PERIOD[contest.sportId] ?? 'scoring period';
  return {
    starters,
    rules: [
      `Each entry costs ${formatCents(cents(contest.entryFeeCents))}, taken when you enter; you may hold up to ${contest.maxPerUser} of the ${contest.entryCap} entries.`,
      `Entries wait in a pool until ${contest.seats} fill a draft; seats are drawn at random, and your entries go to different drafts where possible.`,
      `${contest.rounds} rounds in snake order: round 1 picks seats 1 to ${contest.seats}, round 2 goes back from ${contest.seats} to 1.`,
      `Each pick has ${clockText(contest.pickClockMs)} on the clock. When it runs out, or with autopick on, the pick comes from your queue, then your rankings, then the best available by ADP at a position you still need; a player who times out stays on autopick until they return.`,
      `You never set a lineup: each ${period}, your best legal lineup (${starters.join(', ')}) counts, and your score is the sum over the ${period}s.`,
      'Prizes are paid by final rank across all of the contest’s drafts from the prize table, once every game is over; ties split the prizes of the tied ranks evenly, rounded down to the cent. The table is for a full contest: with fewer entries drafted, every prize is scaled to the share drafted.',
      'An entry whose draft has not filled when entries close is refunded in full.',
      'Every draft finishes before the slate’s first game: entries close early enough for a draft to fit, pick clocks shorten as the first game nears, and any pick still to make when it starts is autopicked from players whose games have not started. Nobody drafts a player whose game has started.',
    ],
  };
}
