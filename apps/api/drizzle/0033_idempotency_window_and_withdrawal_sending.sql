ALTER TABLE "idempotency_keys" ADD COLUMN "window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sending_at" timestamp with time zone;