ALTER TABLE "news_items" ADD COLUMN "status_change" text;--> statement-breakpoint
CREATE INDEX "news_items_status_change_idx" ON "news_items" USING btree ("published_at") WHERE "news_items"."status_change" is not null;--> statement-breakpoint
CREATE INDEX "stat_events_stream_occurred_idx" ON "stat_events" USING btree ("stream_id","occurred_at");--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_status_change_check" CHECK ("news_items"."status_change" in ('active', 'questionable', 'doubtful', 'out', 'injured_reserve'));