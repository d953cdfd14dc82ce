CREATE TABLE "ledger_deltas" (
	"account_id" bigint NOT NULL,
	"debits_posted_cents" bigint NOT NULL,
	"credits_posted_cents" bigint NOT NULL,
	"debits_pending_cents" bigint NOT NULL,
	"credits_pending_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "balance_after_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "available_after_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_deltas" ADD CONSTRAINT "ledger_deltas_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_deltas_account_id_idx" ON "ledger_deltas" USING btree ("account_id");--> statement-breakpoint
CREATE VIEW "public"."ledger_balances" AS (select a.id, a.name, a.kind, a.user_id, a.debits_must_not_exceed_credits,
    a.debits_posted_cents + coalesce(d.debits_posted_cents, 0) as debits_posted_cents,
    a.credits_posted_cents + coalesce(d.credits_posted_cents, 0) as credits_posted_cents,
    a.debits_pending_cents + coalesce(d.debits_pending_cents, 0) as debits_pending_cents,
    a.credits_pending_cents + coalesce(d.credits_pending_cents, 0) as credits_pending_cents,
    a.credits_posted_cents + coalesce(d.credits_posted_cents, 0)
      - a.debits_posted_cents - coalesce(d.debits_posted_cents, 0) as balance_cents
  from ledger_accounts a
  left join (
    select account_id, sum(debits_posted_cents)::bigint as debits_posted_cents,
      sum(credits_posted_cents)::bigint as credits_posted_cents,
      sum(debits_pending_cents)::bigint as debits_pending_cents,
      sum(credits_pending_cents)::bigint as credits_pending_cents
    from ledger_deltas group by account_id
  ) d on d.account_id = a.id);