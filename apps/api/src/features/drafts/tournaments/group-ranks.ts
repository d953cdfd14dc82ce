import { rankByPoints } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { type DraftScore, loadDraftScores } from '../teams/draft-scores.ts';
import { loadTournament, reachedRound, roundPointsOf, type Tournament } from './rounds.ts';
import { tournamentStandings } from './standings.ts';

export interface GroupRank {
  /** The team's rank across the tournament as it stands (the rank prizes are paid by). */
  contestRank: number | null;
  contestTied: boolean;
  contestTeams: number;
  /** The advancement round the team plays in (0: qualifying, ranked in its draft). */
  round: number;
  /** Its rank in its group by points in that round (ties share it); null while still qualifying. */
  rank: number | null;
  /** Teams in the group. */
  teams: number;
  /** Its rank in its draft by the qualifying weeks alone (what advancement goes by); null before play. */
  draftRank: number | null;
  draftTied: boolean;
}

/**
 * Where each tournament team stands in its round (RULES.md, Tournaments): the round it reached and
 * its rank in that round's group, by the round's own points. Teams of contests without rounds are
 * left out.
 */
export async function loadGroupRanks(
  db: Database,
  teams: readonly { entryId: string; contestId: string; draft: DraftScore | undefined }[],
): Promise<Map<string, GroupRank>> {
  const result = new Map<string, GroupRank>();
  for (const contestId of new Set(teams.map((team) => team.contestId))) {
    const tournament = await loadTournament(db, contestId);
    if (!tournament) continue;
    const standings = await tournamentStandings(db, tournament);
    for (const team of teams.filter((one) => one.contestId === contestId)) {
      const round = reachedRound(tournament, team.entryId);
      const mine = standings.find((one) => one.id === team.entryId);
      const group =
        round === 0
          ? { round, rank: null, teams: 0 }
          : await rankInGroup(db, tournament, team.entryId, round);
      result.set(team.entryId, {
        ...qualifyingRank(tournament, team.draft, team.entryId),
        contestRank: mine?.rank ?? null,
        contestTied: standings.some((one) => one.id !== team.entryId && one.rank === mine?.rank),
        contestTeams: standings.length,
        ...group,
      });
    }
  }
  return result;
}

function qualifyingRank(tournament: Tournament, draft: DraftScore | undefined, entryId: string) {
  const scores = [...(draft?.entries.values() ?? [])];
  if (scores.some((score) => score.points === null) || scores.length === 0)
    return { draftRank: null, draftTied: false };
  const ranked = rankByPoints(
    scores.map((score) => ({ id: score.entryId, points: roundPointsOf(tournament, score, 0) })),
  );
  const mine = ranked.find((one) => one.id === entryId);
  return {
    draftRank: mine?.rank ?? null,
    draftTied: ranked.some((one) => one.id !== entryId && one.rank === mine?.rank),
  };
}

async function rankInGroup(
  db: Database,
  tournament: Tournament,
  entryId: string,
  round: number,
): Promise<Pick<GroupRank, 'round' | 'rank' | 'teams'>> {
  const members = tournament.groups.get(round)!;
  const group = members.get(entryId);
  const ids = [...members].filter(([, number]) => number === group).map(([id]) => id);
  const rows = await selectRows<{ id: string; draft_id: string }>(
    db,
    sql`select id, draft_id from contest_entries
        where id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid))`,
  );
  const scores = await loadDraftScores(db, [...new Set(rows.map((row) => row.draft_id))]);
  const ranked = rankByPoints(
    rows.flatMap((row) => {
      const score = scores.get(row.draft_id)?.entries.get(row.id);
      return score ? [{ id: row.id, points: roundPointsOf(tournament, score, round) }] : [];
    }),
  );
  return { round, rank: ranked.find((one) => one.id === entryId)?.rank ?? null, teams: ids.length };
}
