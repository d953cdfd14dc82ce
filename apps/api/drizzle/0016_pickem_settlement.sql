ALTER TABLE "pickem_settlements" ADD COLUMN "reversal_due_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pickem_settlements_reversal_due_idx" ON "pickem_settlements" USING btree ("reversal_due_since") WHERE "pickem_settlements"."reversal_due_since" is not null;--> statement-breakpoint
-- Settlement updates each pick once (result, final values: no index): room on the page keeps those updates HOT.
ALTER TABLE "pickem_picks" SET (fillfactor = 80);
