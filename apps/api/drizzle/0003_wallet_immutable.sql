-- Ledger rows are never edited or deleted: corrections are new, reversing transfers.
CREATE FUNCTION "ledger_rows_are_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transfers_immutable" BEFORE UPDATE OR DELETE ON "transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_rows_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "transfers_not_truncated" BEFORE TRUNCATE ON "transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "entries_immutable" BEFORE UPDATE OR DELETE ON "entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_rows_are_immutable"();
--> statement-breakpoint
CREATE TRIGGER "entries_not_truncated" BEFORE TRUNCATE ON "entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_rows_are_immutable"();
