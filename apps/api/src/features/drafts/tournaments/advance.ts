import { createHash } from 'node:crypto';
import { type AdvancementGroup, regroupAdvancers, seededRandom } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { loadDraftScores } from '../teams/draft-scores.ts';
import { ROUND_CAN_FORM } from '../teams/scored-slates.ts';
import { loadTournament, roundPointsOf, type Tournament } from './rounds.ts';

/** The same contest and round always draw the same groups (a replay, or a second process, agrees). */
const seedOf = (contestId: string, round: number) =>
  createHash('sha256').update(`${contestId}:${round}`).digest().readUInt32LE(0);

/**
 * Forms the next round's groups of every tournament whose previous round is over (RULES.md,
 * Tournaments): the top K of each draft (after qualifying) or group (after a round) by their points
 * in that round advance, and are grouped again in groups of the round's size. Players' teams only:
 * bots fill drafts but never compete. One transaction per contest, under its row lock; answers the
 * rounds formed.
 */
export async function advanceReady(db: Database): Promise<number> {
  const due = await selectRows<{ contest_id: string; round: number }>(
    db,
    sql`select r.contest_id, r.round from contest_rounds r join contests c on c.id = r.contest_id
        where c.status in ('locked', 'closed')
          and not exists (select 1 from contest_groups g where g.contest_id = r.contest_id and g.round = r.round)
          and ${ROUND_CAN_FORM}
          and not exists (select 1 from drafts d where d.contest_id = c.id and d.status in ('filling', 'drafting'))
          and not exists (select 1 from slate_games sg join games g on g.id = sg.game_id
            where g.status not in ('final', 'cancelled')
              and sg.slate_id in (select c.slate_id union select cs.slate_id from contest_slates cs
                where cs.contest_id = c.id and cs.round < r.round))
        order by r.contest_id, r.round`,
  );
  let formed = 0;
  for (const { contest_id: contestId, round } of due) {
    formed += await db.transaction(async (tx) => {
      await tx.execute(sql`select id from contests where id = ${contestId} for update`);
      const tournament = await loadTournament(tx, contestId);
      const next = tournament?.rounds.find((one) => one.round === Number(round));
      if (!tournament || !next || tournament.groups.has(next.round)) return 0;
      const groups = await previousGroups(tx, tournament, next.round);
      const regrouped = regroupAdvancers(groups, next, seededRandom(seedOf(contestId, next.round)));
      const rows = regrouped.flatMap((members, index) =>
        members.map((entryId) => ({ entry_id: entryId, group_number: index + 1 })),
      );
      // No team to advance: nothing formed (ROUND_CAN_FORM leaves such a round out, so this is not redone).
      if (rows.length === 0) return 0;
      await tx.execute(
        sql`insert into contest_groups (contest_id, round, group_number, entry_id)
            select ${contestId}, ${next.round}, x.group_number, x.entry_id
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(group_number int, entry_id uuid)`,
      );
      return 1;
    });
  }
  return formed;
}

/** The groups of the round before `round`, each team with its points in that round. */
async function previousGroups(
  db: Database,
  tournament: Tournament,
  round: number,
): Promise<AdvancementGroup[]> {
  const entries = await selectRows<{ id: string; draft_id: string }>(
    db,
    sql`select e.id, e.draft_id from contest_entries e join drafts d on d.id = e.draft_id
        where e.contest_id = ${tournament.contestId} and e.state = 'seated' and d.status = 'complete'
          and e.user_id is not null
        order by e.draft_id, e.id`,
  );
  const scores = await loadDraftScores(db, [...new Set(entries.map((entry) => entry.draft_id))]);
  const previous = round - 1;
  const members = tournament.groups.get(previous);
  const groups = new Map<string, AdvancementGroup['teams'][number][]>();
  for (const entry of entries) {
    const score = scores.get(entry.draft_id)?.entries.get(entry.id);
    if (!score) continue;
    const group = previous === 0 ? `draft:${entry.draft_id}` : members?.get(entry.id);
    if (group === undefined) continue;
    const key = String(group).padStart(10, '0');
    groups.set(key, [
      ...(groups.get(key) ?? []),
      { entryId: entry.id, points: roundPointsOf(tournament, score, previous) },
    ]);
  }
  // In a fixed order (drafts and groups by id, teams by entry id): the draw at a tied cut follows it,
  // and a replay must draw the same groups.
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id, teams]) => ({ id, teams }));
}
