import type { ConsoleSettledContest, ContestResettlement } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { ContestResettled } from '../drafts/prizes/resettle-contest.ts';
import { SCORED_SEQ } from '../drafts/teams/scored-slates.ts';

const RECENT_LIMIT = 20;

interface SettledRow {
  id: string;
  name: string;
  sport_id: string;
  settled_at: Date | string;
  entries: number;
  prizes_cents: number | string;
  stats_changed: boolean;
}

export const consoleContestRepo = {
  /** Best ball contests whose prizes were paid, most recently settled first. */
  async recentlySettled(db: Database): Promise<ConsoleSettledContest[]> {
    const rows = await selectRows<SettledRow>(
      db,
      sql`select c.id, c.name, c.sport_id,
            coalesce(max(e.settled_at), c.locks_at) as settled_at,
            (count(e.id) filter (where e.user_id is not null))::int as entries,
            coalesce(sum(e.prize_cents) filter (where e.user_id is not null), 0) as prizes_cents,
            (c.settled_seq is not null and ${SCORED_SEQ} <> c.settled_seq) as stats_changed
          from contests c
          left join contest_entries e on e.contest_id = c.id and e.settled_at is not null
          where c.status = 'closed'
          group by c.id
          order by settled_at desc, c.id
          limit ${RECENT_LIMIT}`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      sport_id: row.sport_id,
      settled_at: new Date(row.settled_at).toISOString(),
      entries: Number(row.entries),
      prizes_cents: Number(row.prizes_cents),
      stats_changed: row.stats_changed,
    }));
  },

  /** The answer to the console: each moved team with its player's username, and the money moved. */
  async resettlement(tx: Database, result: ContestResettled): Promise<ContestResettlement> {
    const userIds = [...new Set(result.teams.map((team) => team.userId))];
    const users = await selectRows<{ id: string; username: string }>(
      tx,
      sql`select id, username from users
          where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
    );
    const nameOf = new Map(users.map((user) => [user.id, user.username]));
    const changed = result.teams.map((team) => ({
      entry_id: team.entryId,
      user_id: team.userId,
      username: nameOf.get(team.userId) ?? team.userId,
      rank: team.rank,
      previous_prize_cents: team.previousPrizeCents,
      prize_cents: team.prizeCents,
      owed_cents: team.owedCents,
    }));
    const total = (pick: (entry: (typeof changed)[number]) => number) =>
      changed.reduce((sum, entry) => sum + pick(entry), 0);
    return {
      contest_id: result.contestId,
      name: result.name,
      changed,
      paid_cents: total((entry) => entry.prize_cents),
      taken_back_cents: total((entry) => entry.previous_prize_cents - entry.owed_cents),
      owed_cents: total((entry) => entry.owed_cents),
    };
  },
};
