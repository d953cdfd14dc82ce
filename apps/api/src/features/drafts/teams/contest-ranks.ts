import { roundPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';

export interface ContestRank {
  /** 1 + the contest's paid teams above it (ties share it): the rank prizes are paid by. */
  rank: number;
  /** Another paid team of the contest has the same points. */
  tied: boolean;
  /** Paid teams in the contest's drafted drafts (bots' seats never rank). */
  teams: number;
}

/**
 * Each team's live rank across its whole contest (RULES.md, Best ball drafts: prizes by final rank
 * across the contest's drafts): its points as just scored against the other paid teams' points as
 * the scoring job last wrote them (a minute behind at most while games are played; exact once over).
 */
export async function loadContestRanks(
  db: Database,
  teams: readonly { entryId: string; contestId: string; points: number | null }[],
): Promise<Map<string, ContestRank>> {
  const scored = teams.filter((team) => team.points !== null);
  if (scored.length === 0) return new Map();
  const rows = scored.map((team) => ({
    id: team.entryId,
    contest_id: team.contestId,
    points: roundPoints(team.points!),
  }));
  const ranks = await selectRows<{
    id: string;
    above: number | string;
    tied: number | string;
    teams: number | string;
  }>(
    db,
    sql`select x.id,
          count(o.id) filter (where round(o.points::numeric, 2) > x.points) as above,
          count(o.id) filter (where round(o.points::numeric, 2) = x.points) as tied,
          count(o.id) as teams
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, contest_id text, points numeric)
        left join (contest_entries o join drafts d on d.id = o.draft_id and d.status = 'complete')
          on o.contest_id = x.contest_id and o.state = 'seated' and o.user_id is not null and o.id <> x.id
        group by x.id`,
  );
  return new Map(
    ranks.map((row) => [
      row.id,
      { rank: Number(row.above) + 1, tied: Number(row.tied) > 0, teams: Number(row.teams) + 1 },
    ]),
  );
}
