CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "bank_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"deposit_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"promo_credit_cents" bigint DEFAULT 0 NOT NULL,
	"promo_code_id" uuid,
	"payment_method_id" uuid,
	"merchant_id" text,
	"processor_reference" text,
	"failure_code" text,
	"transfer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"processor" text NOT NULL,
	"processor_reference" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"bank_name" text,
	"saved" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"event_id" text,
	"event_occurred_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_processor_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"primary_merchant_outcome" text NOT NULL,
	"retry_merchant_outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_processor_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"card_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"hold_transfer_id" uuid NOT NULL,
	"confirmation_token_hash" text NOT NULL,
	"confirmation_expires_at" timestamp with time zone NOT NULL,
	"payout_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"legal_first_name" text NOT NULL,
	"legal_last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" uuid NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"available_change_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"available_after_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"code" integer NOT NULL,
	"user_id" uuid,
	"owner_key" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"debits_must_not_exceed_credits" boolean NOT NULL,
	"debits_posted_cents" bigint DEFAULT 0 NOT NULL,
	"credits_posted_cents" bigint DEFAULT 0 NOT NULL,
	"debits_pending_cents" bigint DEFAULT 0 NOT NULL,
	"credits_pending_cents" bigint DEFAULT 0 NOT NULL,
	"balance_cents" bigint GENERATED ALWAYS AS (credits_posted_cents - debits_posted_cents) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_counters_not_negative" CHECK ("ledger_accounts"."debits_posted_cents" >= 0 and "ledger_accounts"."credits_posted_cents" >= 0 and "ledger_accounts"."debits_pending_cents" >= 0 and "ledger_accounts"."credits_pending_cents" >= 0),
	CONSTRAINT "ledger_accounts_debits_within_credits" CHECK (not "ledger_accounts"."debits_must_not_exceed_credits" or "ledger_accounts"."debits_posted_cents" + "ledger_accounts"."debits_pending_cents" <= "ledger_accounts"."credits_posted_cents")
);
--> statement-breakpoint
CREATE TABLE "promo_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"schedule_version" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_handled_at" timestamp with time zone,
	CONSTRAINT "promo_grants_amount_positive" CHECK ("promo_grants"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transfer_key" text NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"pending_id" uuid,
	"reverses_id" uuid,
	"type" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount_cents" > 0),
	CONSTRAINT "transfers_accounts_differ" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id"),
	CONSTRAINT "transfers_resolution_shape" CHECK (("transfers"."pending_id" is null and "transfers"."status" in ('posted', 'pending')) or ("transfers"."pending_id" is not null and "transfers"."status" in ('posted', 'voided')))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_processor_operations" ADD CONSTRAINT "sandbox_processor_operations_card_id_sandbox_processor_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sandbox_processor_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_grants" ADD CONSTRAINT "promo_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_grants" ADD CONSTRAINT "promo_grants_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_pending_id_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_reverses_id_transfers_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposits_user_created_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_request_key" ON "deposits" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_methods_user_id_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_reference_key" ON "payment_methods" USING btree ("user_id","processor","processor_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_payments_reference_key" ON "sandbox_bank_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_bank_payments_unnotified_idx" ON "sandbox_bank_payments" USING btree ("decided_at") WHERE "sandbox_bank_payments"."decided_at" is not null and "sandbox_bank_payments"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_processor_cards_token_key" ON "sandbox_processor_cards" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_processor_operations_reference_key" ON "sandbox_processor_operations" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_request_key" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_payout_due_idx" ON "withdrawals" USING btree ("confirmed_at") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_confirmation_token_hash_key" ON "withdrawals" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "entries_account_history_idx" ON "entries" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_name_key" ON "ledger_accounts" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_user_key" ON "ledger_accounts" USING btree ("kind","user_id") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_grants_transfer_id_key" ON "promo_grants" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "promo_grants_user_id_idx" ON "promo_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promo_grants_due_idx" ON "promo_grants" USING btree ("expires_at") WHERE "promo_grants"."expiry_handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_transfer_key_key" ON "transfers" USING btree ("transfer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_pending_id_key" ON "transfers" USING btree ("pending_id") WHERE "transfers"."pending_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_reverses_id_key" ON "transfers" USING btree ("reverses_id") WHERE "transfers"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_deposits_in_idx" ON "transfers" USING btree ("credit_account_id") WHERE "transfers"."kind" = 'deposit';--> statement-breakpoint
CREATE INDEX "transfers_deposits_out_idx" ON "transfers" USING btree ("debit_account_id") WHERE "transfers"."kind" = 'deposit';--> statement-breakpoint
CREATE INDEX "transfers_holds_idx" ON "transfers" USING btree ("debit_account_id") WHERE "transfers"."status" = 'pending';