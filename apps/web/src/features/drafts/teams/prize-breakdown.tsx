import type { BestBallTeam, PrizeBreakdownWire } from '@kennel/core';
import { Link } from 'react-router';
import { ordinal } from '../../../shared/best-ball-teams/team-format.ts';
import { Money } from '../../../shared/ui/index.ts';
import { PrizeTable } from '../common/prize-table.tsx';

/** "3rd of 40 paid teams", "T-2nd (2 teams) of 40 paid teams". */
function contestPlace(breakdown: PrizeBreakdownWire): string {
  const place = breakdown.tied > 1 ? `T-${ordinal(breakdown.contest_rank)}` : ordinal(breakdown.contest_rank);
  const tie =
    breakdown.tied > 1 ? ` with ${breakdown.tied - 1} other ${breakdown.tied === 2 ? 'team' : 'teams'}` : '';
  return `${place}${tie} of ${breakdown.contest_teams} paid ${breakdown.contest_teams === 1 ? 'team' : 'teams'}`;
}

/** The sum the tie shares: "$2.00 + $1.00 = $3.00, split 2 ways". */
function TieSum({ breakdown }: { breakdown: PrizeBreakdownWire }) {
  const total = breakdown.places.reduce((sum, place) => sum + place.amount_cents, 0);
  return (
    <>
      {breakdown.places.map((place, index) => (
        <span key={place.place}>
          {index > 0 && ' + '}
          <Money cents={place.amount_cents} /> ({ordinal(place.place)})
        </span>
      ))}
      {' = '}
      <Money cents={total} />, split {breakdown.tied} ways, rounded down to the cent:{' '}
      <Money cents={breakdown.prize_cents} className="font-bold" /> each
    </>
  );
}

/**
 * How the team's prize was paid (RULES.md, Best ball drafts), step by step: its place among the
 * contest's paid teams (not only its draft), the table as paid (scaled to the entries drafted) and,
 * for a tie, the places' prizes shared.
 */
export function PrizeBreakdown({ team }: { team: BestBallTeam }) {
  const breakdown = team.prize_breakdown;
  if (!breakdown) return null;
  const scaled = breakdown.drafted < breakdown.entry_cap;
  const highlight = breakdown.places.map((place) => place.place);
  return (
    <section
      aria-labelledby="team-prize-breakdown"
      className="flex flex-col gap-2"
      data-testid="prize-breakdown"
    >
      <h3 id="team-prize-breakdown" className="font-bold text-base">
        How this prize was paid
      </h3>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm">
        <li>
          Prizes go by final rank across all of the contest’s drafts. This team finished{' '}
          <span className="font-semibold">{contestPlace(breakdown)}</span>
          {team.rank !== null &&
            team.draft_size > 0 &&
            ` (${ordinal(team.rank)} of ${team.draft_size} in its draft)`}
          . Bots’ seats never rank for prizes.
        </li>
        <li>
          {scaled ? (
            <>
              The table is for a full contest of {breakdown.entry_cap} entries; {breakdown.drafted} were
              drafted, so each prize was scaled to {breakdown.drafted}/{breakdown.entry_cap} of it, rounded
              down to the cent.
            </>
          ) : (
            <>The contest filled all {breakdown.entry_cap} entries, so the table was paid in full.</>
          )}
        </li>
        <li>
          {breakdown.tied > 1 ? (
            <TieSum breakdown={breakdown} />
          ) : breakdown.prize_cents > 0 ? (
            <>
              {ordinal(breakdown.contest_rank)} pays{' '}
              <Money cents={breakdown.prize_cents} className="font-bold" />.
            </>
          ) : (
            <>{ordinal(breakdown.contest_rank)} is outside the paid places: no prize.</>
          )}
        </li>
      </ol>
      <div className="rounded-xl border border-border px-2 py-1">
        <PrizeTable
          prizes={breakdown.full_table}
          paid={scaled ? breakdown.paid_table : undefined}
          caption="The contest's prize table"
          highlight={highlight}
        />
      </div>
      <Link
        to="/rules/best-ball"
        className="self-start font-semibold text-brand text-sm underline underline-offset-2"
      >
        Best ball rules
      </Link>
    </section>
  );
}
