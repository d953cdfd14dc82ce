import type { BestBallTeam } from '@kennel/core';
import { ordinal, rankText } from './team-format.ts';

type RankedTeam = Pick<
  BestBallTeam,
  | 'rank'
  | 'rank_tied'
  | 'players_started'
  | 'draft_size'
  | 'draft_bots'
  | 'phase'
  | 'contest_rank'
  | 'contest_rank_tied'
  | 'contest_teams'
  | 'tournament'
>;

/**
 * The team's place across its whole contest, the one prizes are paid by: "12th of 3,400",
 * "T-4th of 6" for a tie, "1st of 1 for prizes" when bots fill its draft (they never rank for
 * prizes, so the figure counts fewer teams than the draft shows); null before its players have played.
 */
export function contestRankText(team: RankedTeam): string | null {
  const parts = contestRankParts(team);
  return parts && [parts.place, parts.of, parts.scope].filter(Boolean).join(' ');
}

function contestRankParts(team: RankedTeam): { place: string; of: string; scope: string | null } | null {
  const started = team.players_started > 0 || team.phase === 'completed';
  if (team.contest_rank === null || !started) return null;
  const rank = team.contest_rank;
  const place = `${team.contest_rank_tied ? 'T-' : ''}${ordinal(rank).replace(String(rank), rank.toLocaleString('en-US'))}`;
  // A tournament's hundreds of thousands of teams read "of 677K": the place is the figure that matters.
  const teams =
    team.contest_teams >= 10_000
      ? team.contest_teams.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 0 })
      : team.contest_teams.toLocaleString('en-US');
  return { place, of: `of ${teams}`, scope: team.draft_bots > 0 ? 'for prizes' : null };
}

/** The bots among the draft's teams, said beside its rank: "(11 bots)"; null without bots. */
function draftBotsText(team: RankedTeam): string | null {
  const bots = team.draft_bots;
  return bots === 0 ? null : `(${bots} ${bots === 1 ? 'bot' : 'bots'})`;
}

/** A tournament team's place in its round's group: "2nd of 12 in round 1". */
export function groupRankText(team: RankedTeam): string | null {
  const round = team.tournament;
  if (!round || round.round === 0 || round.group_rank === null) return null;
  return `${ordinal(round.group_rank)} of ${round.group_teams} in round ${round.round}`;
}

/**
 * A rank figure: the contest-wide place first (what prizes pay by), under it the place in the
 * draft, or in a tournament round's group; the draft's place alone before a contest rank is known.
 * With bots in the draft both say what they count, so "1st of 1 for prizes" over "6th of 12 in
 * draft (11 bots)" reads as the same standing, not a contradiction.
 */
export function TeamRank({ team, testId }: { team: RankedTeam; testId?: string }) {
  const contest = contestRankParts(team);
  if (contest === null || team.rank === null)
    return <span data-testid={testId}>{rankText(team) ?? '–'}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      {/* A narrow card breaks the line before "of" (and "for prizes"), never inside the place. */}
      <span data-testid={testId} className="whitespace-normal text-[13px] leading-tight sm:text-base">
        <span className="whitespace-nowrap">{contest.place}</span>{' '}
        <span className="whitespace-nowrap">{contest.of}</span>
        {contest.scope && (
          <>
            {' '}
            <span className="whitespace-nowrap">{contest.scope}</span>
          </>
        )}
      </span>
      {groupRankText(team) ? (
        <span
          data-testid={testId && `${testId}-group`}
          className="whitespace-normal font-medium text-muted text-xs leading-tight"
        >
          {groupRankText(team)}
        </span>
      ) : (
        <span
          data-testid={testId && `${testId}-draft`}
          className="whitespace-normal font-medium text-muted text-xs leading-tight"
        >
          {rankText(team)} in draft
          {draftBotsText(team) && (
            <>
              {' '}
              <span className="whitespace-nowrap">{draftBotsText(team)}</span>
            </>
          )}
        </span>
      )}
    </span>
  );
}
