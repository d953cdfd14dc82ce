CREATE TABLE "account_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"deposit_id" uuid,
	"shortfall_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "save_payment_method" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reversal_transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_processor_cards" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_processor_cards" ADD COLUMN "used_reference" text;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_reviews_open_idx" ON "account_reviews" USING btree ("user_id") WHERE "account_reviews"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_reviews_deposit_key" ON "account_reviews" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_payouts_reference_key" ON "sandbox_bank_payouts" USING btree ("merchant_reference");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_reversal_transfer_id_transfers_id_fk" FOREIGN KEY ("reversal_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;