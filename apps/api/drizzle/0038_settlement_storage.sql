-- Picks are never updated since their grades moved to the settlement row (0022): the room 0016 left
-- on each page for those updates only spreads them over a fifth more pages, which settlement reads
-- a chunk of entries at a time. New pages fill up; existing ones keep their rows where they are.
ALTER TABLE "pickem_picks" RESET (fillfactor);
--> statement-breakpoint
-- A batch job's payload (a settlement chunk's notices: 250 of them, about 75 KB) was compressed
-- with pglz on every insert, a few percent of settlement's database CPU (perf); it is stored out of
-- line as it is. Small payloads are unchanged: they are never moved out of the row.
ALTER TABLE "jobs" ALTER COLUMN "payload" SET STORAGE EXTERNAL;
