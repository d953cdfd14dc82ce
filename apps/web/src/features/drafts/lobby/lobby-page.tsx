import { type ContestSummary, isSportId } from '@kennel/core';
import { ListOrdered, Swords } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isSport, SPORT_LABELS } from '../../../shared/icons/index.ts';
import { useDocumentTitle } from '../../../shared/planned-screen/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { ServerClock, useServerClockOffset } from '../../../shared/sports/server-clock.ts';
import { useNow } from '../../../shared/sports/use-now.ts';
import { buttonClasses, LoadFailed, PageHeader } from '../../../shared/ui/index.ts';
import { SportTabs } from '../common/sport-tabs.tsx';
import { ContestCard } from './contest-card.tsx';
import { ContestSheet } from './contest-sheet.tsx';
import { LobbySkeleton, NoContestsForSport, NoContestsOnSlate } from './lobby-states.tsx';
import { contestTitle, loginPathFor } from './lobby-text.ts';
import { SlatePicker } from './slate-picker.tsx';
import { useLobby } from './use-lobby.ts';

const DEFAULT_SPORT = 'nfl';

/** `/lobby/:sportId?/:slateId?`: best ball contests to enter, by sport and slate. */
export function LobbyPage() {
  const { sportId = DEFAULT_SPORT, slateId } = useParams();
  useDocumentTitle('Lobby · Best ball');
  const sportLabel = isSport(sportId) ? SPORT_LABELS[sportId] : sportId.toUpperCase();
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <PageHeader
        flush
        eyebrow="Best ball"
        title="Lobby"
        subtitle="Draft a team in minutes; its best lineup scores itself all slate long."
        actions={
          <>
            <Link to={`/rankings/${sportId}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <ListOrdered aria-hidden="true" />
              Rankings
            </Link>
            <Link to="/draft" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Swords aria-hidden="true" />
              My drafts
            </Link>
          </>
        }
      />
      <SportTabs basePath="/lobby" current={sportId} />
      {isSportId(sportId) ? (
        // An entry whose answer was lost keeps its key when the sheet closes (the app keeps every
        // paid form's attempts): Enter again resends it.
        <SportLobby key={sportId} sportId={sportId} slateId={slateId ?? null} />
      ) : (
        <NoContestsForSport sportLabel={sportLabel} otherSportHref={`/lobby/${DEFAULT_SPORT}`} />
      )}
    </div>
  );
}

function SportLobby({
  sportId,
  slateId,
}: {
  sportId: Parameters<typeof useLobby>[0];
  slateId: string | null;
}) {
  const { contests, slates } = useLobby(sportId);
  // "Entries close in 5 min" on the server's clock: a phone whose clock is off sees the true time left.
  const clockOffsetMs = useServerClockOffset(contests.data?.as_of, contests.dataUpdatedAt);
  const now = useNow(30_000, clockOffsetMs);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  // The contest stays in the sheet after it leaves the open list (locked while the player read it).
  const lastOpen = useRef<ContestSummary | null>(null);

  if (contests.isPending) return <LobbySkeleton />;
  if (contests.isError)
    return (
      <LoadFailed
        title="The lobby did not load"
        body="We could not reach the contests just now. Check your connection and try again."
        onRetry={() => void contests.refetch()}
      />
    );
  if (slates.length === 0)
    return (
      <NoContestsForSport
        sportLabel={SPORT_LABELS[sportId]}
        otherSportHref={sportId === DEFAULT_SPORT ? null : `/lobby/${DEFAULT_SPORT}`}
      />
    );

  // The next open slate unless the address names one.
  const current = slateId ?? slates[0]!.id;
  const slate = slates.find((one) => one.id === current) ?? null;
  const hrefFor = (id: string) => `/lobby/${sportId}/${id}`;
  const all = slates.flatMap((one) => one.contests);
  const found = open ? (all.find((contest) => contest.id === open) ?? null) : null;
  if (found) lastOpen.current = found;
  const sheetContest = open ? (found ?? lastOpen.current) : null;
  const nameOf = (contest: ContestSummary) =>
    contestTitle(contest.name, slates.find((one) => one.id === contest.slate_id)?.name ?? null);

  const enter = (contest: ContestSummary) => {
    if (session.status === 'guest') navigate(loginPathFor(location));
    else setOpen(contest.id);
  };

  return (
    <ServerClock offsetMs={clockOffsetMs}>
      <SlatePicker slates={slates} current={current} hrefFor={hrefFor} />
      {slate ? (
        <section aria-label="Contests" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {slate.contests.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              slateName={slate.name}
              now={now}
              onDetails={() => setOpen(contest.id)}
              onEnter={() => enter(contest)}
            />
          ))}
        </section>
      ) : (
        <NoContestsOnSlate nextSlateHref={hrefFor(slates[0]!.id)} />
      )}
      <ContestSheet
        contest={sheetContest}
        title={sheetContest ? nameOf(sheetContest) : ''}
        now={now}
        onClose={() => setOpen(null)}
      />
    </ServerClock>
  );
}
