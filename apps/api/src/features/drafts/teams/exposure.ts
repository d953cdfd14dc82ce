import type { Exposure, SportId } from '@kennel/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { playerSummariesById } from '../../sports/read-people.ts';
import { loadDraftPool } from '../adp/pool.ts';

/** Each draftable player's place in the slate's projection order: the ADP before any draft. */
async function projectionAdp(
  db: Database,
  sportId: SportId | undefined,
  slateId: string,
): Promise<Map<string, number>> {
  const pool = sportId ? await loadDraftPool(db, sportId, slateId) : null;
  const byProjection = [...(pool?.players ?? [])].sort(
    (a, b) => b.projectedPoints - a.projectedPoints || a.player.id.localeCompare(b.player.id),
  );
  return new Map(byProjection.map((entry, index) => [entry.player.id, index + 1]));
}

/**
 * Exposure (RULES.md): for the player, a slate and optionally a contest style, the share of their
 * teams holding each player. Teams are entries with at least one pick (drafting or drafted).
 *
 * `adp` is the field's: the average pick over the slate's completed drafts by every other seat
 * (other players and bots), so "vs ADP" never compares a player's picks with themselves (the
 * stored ADP includes them, and on a slate where the player's drafts are the only ones it is
 * exactly their picks). A player no one else has drafted yet compares with the ADP the draft room
 * opened with, the projection order.
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
    sport_id: SportId;
  }>(
    db,
    sql`with mine as (
          select dp.player_id, count(distinct dp.entry_id)::int as teams, avg(dp.pick_number)::float8 as average_pick,
            min(c.sport_id) as sport_id
          from contest_entries e join contests c on c.id = e.contest_id
          join draft_picks dp on dp.entry_id = e.id
          where ${sql.join(teams, sql` and `)}
          group by dp.player_id),
        field as (
          select dp.player_id, avg(dp.pick_number)::float8 as adp
          from draft_picks dp
          join drafts d on d.id = dp.draft_id and d.status = 'complete'
          join contests c on c.id = d.contest_id and c.slate_id = ${slate}
          join contest_entries e on e.id = dp.entry_id
          where e.user_id is distinct from ${userId} and dp.player_id in (select player_id from mine)
          group by dp.player_id)
        select mine.player_id, mine.teams, mine.average_pick, mine.sport_id, field.adp
        from mine left join field on field.player_id = mine.player_id`,
  );
  const seeded = await projectionAdp(db, rows[0]?.sport_id, slate);
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
        adp: row.adp === null ? (seeded.get(row.player_id) ?? null) : Math.round(Number(row.adp) * 100) / 100,
      },
    ];
  });
  exposure.sort(
    (a, b) => b.teams - a.teams || a.average_pick - b.average_pick || a.player.id.localeCompare(b.player.id),
  );
  return { slate_id: slate, contest_style: contestStyle ?? null, teams: teamCount, players: exposure };
}
