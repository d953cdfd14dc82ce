ALTER TABLE "pickem_picks" DROP CONSTRAINT "pickem_picks_result_check";--> statement-breakpoint
DROP INDEX "pickem_entries_games_idx";--> statement-breakpoint
ALTER TABLE "pickem_settlements" ADD COLUMN "picks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each settled entry's current settlement takes the grades its picks held (earlier versions' were overwritten by it).
UPDATE "pickem_settlements" s SET "picks" = g.picks
FROM (
  SELECT p.entry_id, jsonb_agg(jsonb_build_object('result', p.result, 'final_values', coalesce(p.final_values, '[]'::jsonb)) ORDER BY p.position) AS picks
  FROM "pickem_picks" p WHERE p.result IS NOT NULL GROUP BY p.entry_id
) g, "pickem_entries" e
WHERE s.entry_id = g.entry_id AND e.id = s.entry_id AND s.version = e.settlement_version;--> statement-breakpoint
ALTER TABLE "pickem_picks" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "pickem_picks" DROP COLUMN "final_values";
