import { tournamentFinalRanks } from '@kennel/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { type EntryScore, loadDraftScores } from '../teams/draft-scores.ts';
import { reachedRound, roundPointsOf, type Tournament } from './rounds.ts';

/** Final ranks of scored teams: the furthest round first, by that round's points (ties share). */
export function rankTournamentTeams(tournament: Tournament, teams: readonly EntryScore[]) {
  return tournamentFinalRanks(
    teams.map((team) => {
      const reached = reachedRound(tournament, team.entryId);
      return { id: team.entryId, reached, points: roundPointsOf(tournament, team, reached) };
    }),
  );
}

/**
 * The tournament's standings as they are now, across all of its players' teams: the rank each would
 * finish on if play stopped here, which is the rank prizes are paid by at the end.
 */
export async function tournamentStandings(db: Database, tournament: Tournament) {
  const entries = await selectRows<{ id: string; draft_id: string }>(
    db,
    sql`select e.id, e.draft_id from contest_entries e join drafts d on d.id = e.draft_id
        where e.contest_id = ${tournament.contestId} and e.state = 'seated' and d.status = 'complete'
          and e.user_id is not null`,
  );
  const scores = await loadDraftScores(db, [...new Set(entries.map((entry) => entry.draft_id))]);
  const teams = entries.flatMap((entry) => {
    const score = scores.get(entry.draft_id)?.entries.get(entry.id);
    return score ? [score] : [];
  });
  return rankTournamentTeams(tournament, teams);
}
