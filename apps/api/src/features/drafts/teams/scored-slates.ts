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

/**
 * The advancement round `r` of contest `c` has teams to form it from: round 1 a player's team in a
 * complete draft, a later round the previous round's groups. A round without (no one entered, every
 * entry refunded) is empty, never formed, and nothing waits for it.
 */
const ROUND_HAS_ADVANCERS = `((r.round = 1 and exists (select 1 from contest_entries e join drafts d on d.id = e.draft_id
    where e.contest_id = c.id and e.state = 'seated' and d.status = 'complete' and e.user_id is not null))
  or (r.round > 1 and exists (select 1 from contest_groups g where g.contest_id = c.id and g.round = r.round - 1)))`;
export const ROUND_CAN_FORM = sql.raw(ROUND_HAS_ADVANCERS);

/**
 * Advancement rounds of the contest whose groups are not formed yet (0 for a contest without rounds).
 * An empty round (see ROUND_CAN_FORM) does not count: a tournament no one played settles with nothing to pay.
 */
export const ROUNDS_UNFORMED = sql.raw(`(select count(*)::int from contest_rounds r where r.contest_id = c.id
  and not exists (select 1 from contest_groups g where g.contest_id = c.id and g.round = r.round)
  and ${ROUND_HAS_ADVANCERS})`);
