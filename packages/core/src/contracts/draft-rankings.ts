import { z } from 'zod';
import { SPORT_IDS } from '../sports/catalog.ts';
import { worldIdSchema } from '../sports/world-file.ts';
import { playerSummarySchema } from './sports.ts';
import { timestampField } from './timestamp-field.ts';

/**
 * Wire contracts of pre-draft rankings (and their CSV) and ADP (PRODUCT.md, Best ball), per sport
 * and slate; their endpoints are with the other best ball pages' (best-ball-teams.ts).
 */

const idSchema = z.string().min(1).max(200);
/** A slate's draftable pool is a few hundred players; a ranking lists each at most once. */
export const MAX_RANKED_PLAYERS = 2000;
/** An imported CSV: a ranking of every draftable player with a few columns fits easily. */
export const MAX_RANKINGS_CSV_CHARS = 500_000;

export const slateParams = z.object({ sportId: z.enum(SPORT_IDS), slateId: worldIdSchema });

/**
 * The player's ordered ranking. `customised` false: never saved (or reset), so the order is ADP.
 * Players the saved list does not name (added to the slate since) follow it in ADP order.
 */
export const draftRankingSchema = z
  .object({
    sport_id: z.enum(SPORT_IDS),
    slate_id: z.string(),
    customised: z.boolean(),
    player_ids: z.array(z.string()),
    updated_at: timestampField.nullable(),
  })
  .meta({ id: 'DraftRanking' });
export type DraftRanking = z.infer<typeof draftRankingSchema>;

/** Replaces the ranking. Every id must be a draftable player of the slate, each at most once (`rankings_invalid`). */
export const draftRankingRequestSchema = z.object({
  player_ids: z.array(idSchema).min(1).max(MAX_RANKED_PLAYERS),
});
export type DraftRankingRequest = z.infer<typeof draftRankingRequestSchema>;

/**
 * A CSV file's text, as exported (header `rank,player_id,...`; only `player_id` is required). Rows
 * are ranked by the `rank` column when present, else in file order. Bad rows answer 422
 * `rankings_csv_invalid` with `fields` keyed `row <line number>`.
 */
export const draftRankingCsvRequestSchema = z.object({
  csv: z.string().min(1).max(MAX_RANKINGS_CSV_CHARS),
});
export type DraftRankingCsvRequest = z.infer<typeof draftRankingCsvRequestSchema>;

/** A CSV import's outcome: the ranking saved, and what the file gave. */
export const draftRankingImportSchema = draftRankingSchema
  .extend({
    imported: z.object({
      /** Rows under the header (blank lines not counted). */
      rows: z.number().int().nonnegative(),
      /** Players ranked from the file, in its order. */
      ranked: z.number().int().nonnegative(),
      /** Rows not used: a player not in this slate's pool, or one already ranked (the first 50). */
      skipped: z.array(z.object({ row: z.number().int().positive(), reason: z.string() })),
      /** How many rows were not used in all (`skipped` names the first 50). */
      skipped_rows: z.number().int().nonnegative(),
      /** Draftable players the file did not name: they follow the file's players in ADP order. */
      unlisted: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'DraftRankingImport' });
export type DraftRankingImport = z.infer<typeof draftRankingImportSchema>;

/** The header of the exported CSV, in order. */
export const RANKINGS_CSV_COLUMNS = ['rank', 'player_id', 'name', 'position', 'team', 'adp'] as const;

export const adpQuerySchema = z.object({ sport: z.enum(SPORT_IDS), slate: worldIdSchema });

/** One draftable player with their average draft position (1 = first pick). */
export const adpPlayerSchema = z
  .object({
    player: playerSummarySchema,
    /** Average pick number; seeded from projections (`drafts` 0) until a draft completes. */
    adp: z.number(),
    /** 1-based order by ADP. */
    adp_rank: z.number().int(),
    /** Fantasy points projected for the slate (core fantasyPoints on the projections). */
    projected_points: z.number(),
    /** Completed drafts the figure is over. */
    drafts: z.number().int(),
  })
  .meta({ id: 'AdpPlayer' });
export type AdpPlayer = z.infer<typeof adpPlayerSchema>;

export const adpSchema = z
  .object({
    sport_id: z.enum(SPORT_IDS),
    slate_id: z.string(),
    /** Every draftable player of the slate, by ADP. */
    players: z.array(adpPlayerSchema),
    /** Completed drafts of the slate the figures are over. */
    completed_drafts: z.number().int(),
    updated_at: timestampField.nullable(),
  })
  .meta({ id: 'Adp' });
export type Adp = z.infer<typeof adpSchema>;
