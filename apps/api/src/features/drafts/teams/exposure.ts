import type { Exposure } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { playerSummariesById } from '../../sports/read-people.ts';

/**
 * Exposure (RULES.md): for the player, a slate and optionally a contest style, the share of their
 * teams holding each player. Teams are entries with at least one pick (drafting or drafted).
 */
export async function readExposure(
  db: Database,
  userId: string,
  { slate, contestStyle }: { slate: string; contestStyle?: string | undefined },
): Promise<Exposure> {
  const teams: SQL[] = [sql`e.user_id = ${userId}`, sql`c.slate_id = ${slate}`, sql`e.state = 'seated'`];
  if (contestStyle) teams.push(sql`c.style_id = ${contestStyle}`);
  const rows = await selectRows<{
    player_id: string;
    teams: number;
    average_pick: number;
    adp: number | null;
  }>(
    db,
    sql`select dp.player_id, count(distinct dp.entry_id)::int as teams, avg(dp.pick_number)::float8 as average_pick,
          min(a.adp) as adp
        from contest_entries e join contests c on c.id = e.contest_id
        join draft_picks dp on dp.entry_id = e.id
        left join player_adp a on a.sport_id = c.sport_id and a.slate_id = c.slate_id and a.player_id = dp.player_id
        where ${sql.join(teams, sql` and `)}
        group by dp.player_id`,
  );
  const [total] = await selectRows<{ teams: number }>(
    db,
    sql`select count(distinct e.id)::int as teams from contest_entries e join contests c on c.id = e.contest_id
        where ${sql.join(teams, sql` and `)} and exists (select 1 from draft_picks dp where dp.entry_id = e.id)`,
  );
  const teamCount = Number(total?.teams ?? 0);
  const players = await playerSummariesById(
    db,
    rows.map((row) => row.player_id),
  );
  const exposure = rows.flatMap((row) => {
    const player = players.get(row.player_id);
    if (!player) return [];
    const held = Number(row.teams);
    return [
      {
        player,
        teams: held,
        share: teamCount === 0 ? 0 : held / teamCount,
        average_pick: Math.round(Number(row.average_pick) * 100) / 100,
        adp: row.adp === null ? null : Number(row.adp),
      },
    ];
  });
  exposure.sort(
    (a, b) => b.teams - a.teams || a.average_pick - b.average_pick || a.player.id.localeCompare(b.player.id),
  );
  return { slate_id: slate, contest_style: contestStyle ?? null, teams: teamCount, players: exposure };
}
