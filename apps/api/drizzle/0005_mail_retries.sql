DROP INDEX "mail_outbox_unsent_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."gave_up_at" is null;--> statement-breakpoint
-- Mail already sent keeps no usable link: the same redaction the mailer applies after sending.
UPDATE "mail_outbox" SET
  "link" = regexp_replace("link", '([?&]token=)[^&\s"''<>]+', '\1[redacted]', 'g'),
  "text" = regexp_replace("text", '([?&]token=)[^&\s"''<>]+', '\1[redacted]', 'g'),
  "html" = regexp_replace("html", '([?&](amp;)?token=)[^&\s"''<>]+', '\1[redacted]', 'g')
WHERE "sent_at" IS NOT NULL;
