import { sql } from 'drizzle-orm';

/**
 * The slates a best ball contest (aliased `c`) scores: its own, and for a season-long contest every
 * week listed in contest_slates (RULES.md, Best ball: the entry's score is the sum over periods).
 */
export const SCORED_SLATES = sql.raw(
  '(select c.slate_id union select cs.slate_id from contest_slates cs where cs.contest_id = c.id)',
);

/** Every game of the contest's slates is over (and it has some). */
export const SCORED_SLATES_FINISHED = sql.raw(`(exists (select 1 from slate_games sg
    where sg.slate_id in (select c.slate_id union select cs.slate_id from contest_slates cs where cs.contest_id = c.id))
  and not exists (select 1 from slate_games sg join games g on g.id = sg.game_id
    where sg.slate_id in (select c.slate_id union select cs.slate_id from contest_slates cs where cs.contest_id = c.id)
      and g.status not in ('final', 'cancelled')))`);

/** The sum of the stat sequences of the contest's scored games: any stat change raises it. */
export const SCORED_SEQ =
  sql.raw(`(select coalesce(sum(g.seq), 0)::bigint from slate_games sg join games g on g.id = sg.game_id
  where sg.slate_id in (select c.slate_id union select cs.slate_id from contest_slates cs where cs.contest_id = c.id))`);

/** Advancement rounds of the contest whose groups are not formed yet (0 for a contest without rounds). */
export const ROUNDS_UNFORMED = sql.raw(`(select count(*)::int from contest_rounds r where r.contest_id = c.id
  and not exists (select 1 from contest_groups g where g.contest_id = c.id and g.round = r.round))`);
