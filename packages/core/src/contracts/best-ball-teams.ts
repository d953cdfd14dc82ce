import { z } from 'zod';
import { CONTEST_ENTRY_STATES, DRAFT_SPEEDS, DRAFT_STATUSES } from '../drafts/model.ts';
import { SPORT_IDS } from '../sports/catalog.ts';
import { worldIdSchema } from '../sports/world-file.ts';
import { prizeTierSchema } from './contests.ts';
import {
  adpQuerySchema,
  adpSchema,
  draftRankingCsvRequestSchema,
  draftRankingImportSchema,
  draftRankingRequestSchema,
  draftRankingSchema,
  slateParams,
} from './draft-rankings.ts';
import type { Endpoint } from './endpoint.ts';
import { playerSummarySchema } from './sports.ts';
import { timestampField } from './timestamp-field.ts';

/**
 * Wire contracts of a player's best ball pages (PRODUCT.md, Best ball): the player's teams (active
 * and completed, with per-period scores and rank) and exposure, and the endpoints of those pages and
 * of rankings and ADP (draft-rankings.ts). A team is one contest entry.
 */

const idSchema = z.string().min(1).max(200);

/**
 * Where a team stands: `pooled` waits for a draft; `filling`/`drafting` its draft; `drafted` a full
 * roster whose games have not all finished; `completed` every game final (points and rank are final).
 */
export const BEST_BALL_TEAM_PHASES = ['pooled', 'filling', 'drafting', 'drafted', 'completed'] as const;
export type BestBallTeamPhase = (typeof BEST_BALL_TEAM_PHASES)[number];
/** active: pooled, filling, drafting and drafted; completed: completed. */
export const BEST_BALL_TEAM_STATUSES = ['active', 'completed'] as const;
export type BestBallTeamStatus = (typeof BEST_BALL_TEAM_STATUSES)[number];

export const bestBallContestSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sport_id: z.enum(SPORT_IDS),
    slate_id: z.string(),
    style_id: z.string(),
    entry_fee_cents: z.number().int(),
    seats: z.number().int(),
    rounds: z.number().int(),
    speed: z.enum(DRAFT_SPEEDS),
  })
  .meta({ id: 'BestBallContestSummary' });

export const bestBallRosterPickSchema = z
  .object({
    pick_number: z.number().int(),
    round: z.number().int(),
    player_id: z.string(),
    /** Fantasy points over the periods played so far. */
    points: z.number(),
  })
  .meta({ id: 'BestBallRosterPick' });

/** A scoring period (an NFL week = the slate; a day for day sports) and the team's best lineup in it. */
export const bestBallPeriodSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    starts_at: timestampField,
    /** Every game of the period is over: its points no longer change. */
    final: z.boolean(),
    points: z.number(),
    starters: z.array(z.object({ slot: z.string(), player_id: z.string(), points: z.number() })),
  })
  .meta({ id: 'BestBallPeriod' });
export type BestBallPeriod = z.infer<typeof bestBallPeriodSchema>;

/**
 * A settled team's prize, step by step (RULES.md, Best ball drafts): every paid team of the contest
 * ranked by points across its drafts (bots' seats never rank), the lobby's table scaled to the paid
 * entries drafted, and the places a tie covers shared evenly, rounded down to the cent.
 */
export const prizeBreakdownSchema = z
  .object({
    contest_rank: z.number().int().positive(),
    /** Paid teams ranked across the contest's drafts. */
    contest_teams: z.number().int().nonnegative(),
    /** Teams sharing the rank, this one included (1: no tie). */
    tied: z.number().int().positive(),
    /** The places the tie covers and what each pays in the table as paid. */
    places: z.array(z.object({ place: z.number().int().positive(), amount_cents: z.number().int() })),
    /** The table the lobby showed, for a full contest of `entry_cap` entries. */
    full_table: z.array(prizeTierSchema),
    /** The table as paid: each prize scaled to `drafted` of `entry_cap`, rounded down. */
    paid_table: z.array(prizeTierSchema),
    drafted: z.number().int().nonnegative(),
    entry_cap: z.number().int().positive(),
    prize_cents: z.number().int().nonnegative(),
  })
  .meta({ id: 'PrizeBreakdown' });
export type PrizeBreakdownWire = z.infer<typeof prizeBreakdownSchema>;

/** A tournament team's round (0: qualifying) and its rank in the round's group by the round's points. */
export const bestBallTournamentStandingSchema = z.object({
  round: z.number().int().nonnegative(),
  group_rank: z.number().int().positive().nullable(),
  group_teams: z.number().int().nonnegative(),
});

export const bestBallTeamSchema = z
  .object({
    /** The contest entry: a team is one entry. */
    entry_id: z.string(),
    phase: z.enum(BEST_BALL_TEAM_PHASES),
    state: z.enum(CONTEST_ENTRY_STATES),
    contest: bestBallContestSummarySchema,
    draft_id: z.string().nullable(),
    draft_status: z.enum(DRAFT_STATUSES).nullable(),
    /** 1-based seat (snake order); null until seated. */
    seat: z.number().int().nullable(),
    /** The pick on the clock while drafting. */
    current_pick: z.number().int().nullable(),
    deadline_at: timestampField.nullable(),
    roster: z.array(bestBallRosterPickSchema),
    periods: z.array(bestBallPeriodSchema),
    /** Sum of the periods' best lineups; null before any game is played. */
    points: z.number().nullable(),
    /** Rank in the draft (ties share a rank); null before any game is played. */
    rank: z.number().int().nullable(),
    /** Another team of the draft shares the rank ("T-4th"). */
    rank_tied: z.boolean(),
    /**
     * Rank across the whole contest, among the players' teams of all its drafts (ties share it):
     * the rank prizes are paid by. Null before any game is played.
     */
    contest_rank: z.number().int().positive().nullable(),
    /** Another team of the contest shares the contest rank. */
    contest_rank_tied: z.boolean(),
    /** The players' teams ranked across the contest's drafts. */
    contest_teams: z.number().int().nonnegative(),
    /**
     * A tournament team's round (0: qualifying) and rank in its round's group by the round's points;
     * null for a contest without advancement rounds (group_rank null while qualifying).
     */
    tournament: bestBallTournamentStandingSchema.nullable(),
    /** Roster players whose game has started; 0: the team has not begun to score. */
    players_started: z.number().int().nonnegative(),
    /** Teams in the draft. */
    draft_size: z.number().int(),
    /**
     * Bots' teams among them (only where the sandbox allows bots): they rank in the draft but never
     * for prizes, so the contest rank counts the players' teams alone.
     */
    draft_bots: z.number().int().nonnegative(),
    /** What the team won once its contest is settled (ties split the tied ranks' prizes); null before. */
    prize_cents: z.number().int().nonnegative().nullable(),
    /** How the prize was worked out, once the contest is settled; null before. */
    prize_breakdown: prizeBreakdownSchema.nullable(),
    created_at: timestampField,
    players: z.array(playerSummarySchema),
  })
  .meta({ id: 'BestBallTeam' });
export type BestBallTeam = z.infer<typeof bestBallTeamSchema>;

/**
 * Live standings of a player's teams (issue 23): on `best-ball-standings:<userId>` (only the player
 * may follow it), each stat event that moves a team of theirs (or a team of its draft) sends the
 * moved teams' points and ranks, as the contest's live standings hold them.
 */
export const bestBallStandingsTopic = (userId: string) => `best-ball-standings:${userId}`;
export const BEST_BALL_STANDINGS_EVENT = 'best_ball.standings';

export const bestBallStandingsTeamSchema = z
  .object({
    entry_id: z.string(),
    contest_id: z.string(),
    points: z.number(),
    rank: z.number().int().positive(),
    rank_tied: z.boolean(),
    contest_rank: z.number().int().positive().nullable(),
    contest_rank_tied: z.boolean(),
    contest_teams: z.number().int().nonnegative(),
    /**
     * A tournament team's round and group rank as the round's live standings hold them (null for
     * a contest without advancement rounds). In an advancement round the live standings hold only
     * the round's teams and points: `rank` is then the team's group rank and `points` its points in
     * the round, while its draft rank (by qualifying) and its points over every week stay as the
     * team's page read them; `contest_rank` is its tournament rank (the round's teams lead it).
     * Absent (from a process before it) reads as null.
     */
    tournament: bestBallTournamentStandingSchema.nullable().default(null),
  })
  .meta({ id: 'BestBallStandingsTeam' });
export type BestBallStandingsTeam = z.infer<typeof bestBallStandingsTeamSchema>;

export const bestBallStandingsSchema = z
  .object({ teams: z.array(bestBallStandingsTeamSchema) })
  .meta({ id: 'BestBallStandings' });
export type BestBallStandings = z.infer<typeof bestBallStandingsSchema>;

export const bestBallTeamsQuerySchema = z.object({
  status: z.enum(BEST_BALL_TEAM_STATUSES).default('active'),
  slate: worldIdSchema.optional(),
  contest_style: idSchema.optional(),
  /** The last entry id of the previous page. */
  cursor: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type BestBallTeamsQuery = z.infer<typeof bestBallTeamsQuerySchema>;

export const bestBallTeamsSchema = z
  .object({
    teams: z.array(bestBallTeamSchema),
    next_cursor: z.string().nullable(),
    /** The server's time when it answered: a client corrects its pick clocks for its own clock's skew. */
    server_now: timestampField,
  })
  .meta({ id: 'BestBallTeams' });
export type BestBallTeams = z.infer<typeof bestBallTeamsSchema>;

export const exposureQuerySchema = z.object({
  slate: worldIdSchema,
  /** A contest style, or every style of the slate when absent. */
  contest_style: idSchema.optional(),
});

export const exposurePlayerSchema = z
  .object({
    player: playerSummarySchema,
    /** The player's teams holding this player. */
    teams: z.number().int(),
    /** teams / the player's drafted teams, 0..1. */
    share: z.number(),
    /** Average pick number on the player's own teams. */
    average_pick: z.number(),
    /**
     * The field's ADP: the average pick over the slate's completed drafts by every other seat (the
     * player's own picks left out), or the projection order when no one else has drafted him.
     */
    adp: z.number().nullable(),
  })
  .meta({ id: 'ExposurePlayer' });

export const exposureSchema = z
  .object({
    slate_id: z.string(),
    contest_style: z.string().nullable(),
    /** The player's teams with at least one pick (drafting or drafted), the share's denominator. */
    teams: z.number().int(),
    /** Most-held first. */
    players: z.array(exposurePlayerSchema),
  })
  .meta({ id: 'Exposure' });
export type Exposure = z.infer<typeof exposureSchema>;

export const BEST_BALL_TEAMS_ENDPOINTS = {
  getDraftRankings: {
    method: 'GET',
    path: '/v1/rankings/:sportId/:slateId',
    summary: "The player's pre-draft rankings for a slate (ADP order until saved)",
    auth: true,
    idempotent: false,
    params: slateParams,
    status: 200,
    response: draftRankingSchema,
  },
  saveDraftRankings: {
    method: 'PUT',
    path: '/v1/rankings/:sportId/:slateId',
    summary: "Replace the player's rankings for a slate; 422 rankings_invalid names bad ids",
    auth: true,
    idempotent: false,
    params: slateParams,
    body: draftRankingRequestSchema,
    status: 200,
    response: draftRankingSchema,
  },
  resetDraftRankings: {
    method: 'DELETE',
    path: '/v1/rankings/:sportId/:slateId',
    summary: 'Reset the rankings to ADP (they follow ADP from then on)',
    auth: true,
    idempotent: false,
    params: slateParams,
    status: 204,
    response: null,
  },
  exportDraftRankings: {
    method: 'GET',
    path: '/v1/rankings/:sportId/:slateId/csv',
    summary: 'The rankings as CSV (rank, player_id, name, position, team, adp)',
    auth: true,
    idempotent: false,
    params: slateParams,
    status: 200,
    response: z.string(),
    contentType: 'text/csv',
  },
  importDraftRankings: {
    method: 'POST',
    path: '/v1/rankings/:sportId/:slateId/csv',
    summary:
      'Replace the rankings from CSV text; rows naming players outside the pool are skipped and reported; 422 rankings_csv_invalid lists bad rows',
    auth: true,
    idempotent: false,
    params: slateParams,
    body: draftRankingCsvRequestSchema,
    status: 200,
    response: draftRankingImportSchema,
  },
  getAdp: {
    method: 'GET',
    path: '/v1/adp',
    summary: "Average draft position of a slate's draftable players over its completed drafts",
    auth: false,
    idempotent: false,
    query: adpQuerySchema,
    status: 200,
    response: adpSchema,
  },
  listBestBallTeams: {
    method: 'GET',
    path: '/v1/best-ball/teams',
    summary: "The player's best ball teams: active (filling, drafting, games to play) or completed",
    auth: true,
    idempotent: false,
    query: bestBallTeamsQuerySchema,
    status: 200,
    response: bestBallTeamsSchema,
  },
  getBestBallTeam: {
    method: 'GET',
    path: '/v1/best-ball/teams/:entryId',
    summary: "One of the player's best ball teams with its roster, per-period lineups and rank",
    auth: true,
    idempotent: false,
    params: z.object({ entryId: idSchema }),
    status: 200,
    response: bestBallTeamSchema,
  },
  getExposure: {
    method: 'GET',
    path: '/v1/exposure',
    summary: "Share of the player's teams on a slate (and contest style) holding each player",
    auth: true,
    idempotent: false,
    query: exposureQuerySchema,
    status: 200,
    response: exposureSchema,
  },
} as const satisfies Record<string, Endpoint>;
