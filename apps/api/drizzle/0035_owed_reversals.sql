CREATE TABLE "owed_reversals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_transfer_id" uuid NOT NULL,
	"game" text NOT NULL,
	"stake_id" text NOT NULL,
	"settlement" integer NOT NULL,
	"owed_at_reversal_cents" bigint NOT NULL,
	"owed_cents" bigint NOT NULL,
	"paid_downs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "owed_reversals_owed_within" CHECK ("owed_reversals"."owed_cents" >= 0 and "owed_reversals"."owed_cents" <= "owed_reversals"."owed_at_reversal_cents")
);
--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_kind_check";--> statement-breakpoint
-- What players still owed of corrected payments moves from the three games into the wallet: each
-- cash payment of a settlement a game kept as due, not reversed yet, becomes one owed row (its
-- whole amount; later winnings pay it down). Promo parts are no longer retried (a correction now
-- writes them off).
INSERT INTO "owed_reversals" ("id", "user_id", "payment_transfer_id", "game", "stake_id", "settlement", "owed_at_reversal_cents", "owed_cents", "paid_downs", "created_at")
SELECT gen_random_uuid(), a."user_id", t."id", d."game", d."stake_id", d."settlement", t."amount_cents", t."amount_cents", 0, now()
FROM (
	SELECT 'best_ball' AS "game", e."id"::text AS "stake_id", due."settlement"
	FROM "contest_entries" e CROSS JOIN LATERAL unnest(e."prize_reversals_due") AS due("settlement")
	UNION ALL
	SELECT 'pickem', s."entry_id"::text, s."version" FROM "pickem_settlements" s WHERE s."reversal_due_since" IS NOT NULL
	UNION ALL
	SELECT 'sportsbook', r."bet_id"::text, r."version" FROM "sportsbook_reversals_due" r
) d
JOIN "transfers" t ON t."transfer_key" IN (
	'stake:' || d."game" || ':' || d."stake_id" || ':s' || d."settlement" || ':winnings',
	'stake:' || d."game" || ':' || d."stake_id" || ':s' || d."settlement" || ':refund:cash',
	'pickem:' || d."stake_id" || ':v' || d."settlement" || ':payout',
	'pickem:' || d."stake_id" || ':v' || d."settlement" || ':refund',
	'pickem:' || d."stake_id" || ':v' || d."settlement" || ':refund:1'
)
JOIN "ledger_accounts" a ON a."id" = t."credit_account_id" AND a."kind" = 'user_cash'
WHERE NOT EXISTS (SELECT 1 FROM "transfers" r WHERE r."reverses_id" = t."id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "pickem_settlements_reversal_due_idx";--> statement-breakpoint
ALTER TABLE "owed_reversals" ADD CONSTRAINT "owed_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owed_reversals" ADD CONSTRAINT "owed_reversals_payment_transfer_id_transfers_id_fk" FOREIGN KEY ("payment_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owed_reversals_payment_transfer_id_key" ON "owed_reversals" USING btree ("payment_transfer_id");--> statement-breakpoint
CREATE INDEX "owed_reversals_user_id_idx" ON "owed_reversals" USING btree ("user_id") WHERE "owed_reversals"."owed_cents" > 0;--> statement-breakpoint
ALTER TABLE "contest_entries" DROP COLUMN "prize_reversals_due";--> statement-breakpoint
ALTER TABLE "pickem_settlements" DROP COLUMN "reversal_due_since";--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('deposit', 'withdrawal', 'withdrawal_reversal', 'entry_fee', 'payout', 'refund', 'bet', 'bet_winnings', 'promo_credit', 'promo_expiry', 'referral_bonus', 'adjustment', 'withdrawal_payout', 'house_transfer', 'tax_withholding', 'promo_write_off'));