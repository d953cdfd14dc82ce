import type { DraftState } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Grid3x3, Hourglass, ListOrdered, Users } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { draftPoolQueryOptions } from '../../../shared/api/best-ball.ts';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { ServerClock } from '../../../shared/sports/server-clock.ts';
import { Button, buttonClasses, cn, EmptyState, Skeleton, TabPanel, Tabs } from '../../../shared/ui/index.ts';
import { DraftClock } from './draft-clock.tsx';
import { DraftQueue } from './draft-queue.tsx';
import { isYourTurn } from './draft-state.ts';
import { PlayerCardOpener } from './player-card-context.ts';
import { PlayerPool } from './player-pool.tsx';
import { poolRows } from './pool-filter.ts';
import { RecentPicks } from './recent-picks.tsx';
import { RoomHeader } from './room-header.tsx';
import { useSoundMuted } from './sound-setting.ts';
import { TeamRosters } from './team-rosters.tsx';
import { useDraft } from './use-draft.ts';
import { canDraft, useMakePick } from './use-make-pick.ts';
import { useQueue } from './use-queue.ts';

// The card's code (and the sheet's) loads when a card is first opened: the room's first load stays lean.
const DraftPlayerCard = lazy(() => import('./draft-player-card.tsx'));

const PHONE_TABS = [
  { value: 'players', label: 'Players' },
  { value: 'queue', label: 'Queue' },
  { value: 'board', label: 'Board' },
  { value: 'rosters', label: 'Rosters' },
] as const;
type PhoneTab = (typeof PHONE_TABS)[number]['value'];

function RoomSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">Loading the draft room</span>
      <Skeleton radius="2xl" className="h-28 w-full" />
      <div className="grid gap-4 lg:grid-cols-[1.5fr_1fr_1fr]">
        <Skeleton radius="2xl" className="h-96" />
        <Skeleton radius="2xl" className="hidden h-96 lg:block" />
        <Skeleton radius="2xl" className="hidden h-96 lg:block" />
      </div>
    </div>
  );
}

function DraftComplete({ draft }: { draft: DraftState }) {
  return (
    <div className="flex flex-col gap-5">
      <EmptyState
        icon={<CheckCircle2 aria-hidden="true" />}
        titleLevel="h1"
        title="Draft complete"
        body={`${draft.contest.name}: all ${draft.rounds} rounds are in. Your team now scores best ball: its best lineup counts each week.`}
        action={
          <>
            <Link to={`/active/${encodeURIComponent(draft.id)}`} className={buttonClasses()}>
              <Users aria-hidden="true" />
              See your team
            </Link>
            <Link
              to={`/draft-board/${encodeURIComponent(draft.id)}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <Grid3x3 aria-hidden="true" />
              Full draft board
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TeamRosters draft={draft} />
        <RecentPicks draft={draft} />
      </div>
    </div>
  );
}

function DraftFilling({ draft }: { draft: DraftState }) {
  return (
    <EmptyState
      icon={<Hourglass aria-hidden="true" />}
      titleLevel="h1"
      title="Waiting for the draft to fill"
      body={`${draft.contest.name}: ${draft.seats.length} of ${draft.seat_count} seats taken. The draft starts by itself when the last seat fills; stay here and it opens live.`}
      action={
        <Link to="/draft" className={buttonClasses({ variant: 'secondary' })}>
          All your drafts
        </Link>
      }
    />
  );
}

/** The live room while drafting: header with the clock on top, then pool, queue and board (tabs on phones). */
function LiveRoom({ draft, clockOffsetMs }: { draft: DraftState; clockOffsetMs: number }) {
  const http = useHttpClient();
  const pool = useQuery(draftPoolQueryOptions(http, draft.id));
  const rows = useMemo(() => poolRows(pool.data?.players ?? [], draft), [pool.data, draft]);
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.player_id, row])), [rows]);
  const queue = useQueue(draft.id, draft);
  const queued = useMemo(() => new Set(queue.queue), [queue.queue]);
  const makePick = useMakePick(draft.id);
  const [muted, setMuted] = useSoundMuted();
  const yourTurn = isYourTurn(draft);
  const [tab, setTab] = useState<PhoneTab>('players');
  const searchRef = useRef<HTMLInputElement>(null);
  const draftable = canDraft(draft, makePick.isPending);
  const [cardId, setCardId] = useState<string | null>(null);
  const [cardLoaded, setCardLoaded] = useState(false);
  const openCard = (playerId: string) => {
    setCardId(playerId);
    setCardLoaded(true);
  };
  const cardRow = cardId === null ? null : (rowsById.get(cardId) ?? null);
  const draftRow = (row: { player_id: string; name: string }) =>
    makePick.mutate({ pick_number: draft.current_pick, player_id: row.player_id, player_name: row.name });
  const panel = (value: PhoneTab) => cn(tab === value ? 'flex' : 'hidden', 'min-w-0 flex-col gap-4 lg:flex');

  return (
    <ServerClock offsetMs={clockOffsetMs}>
      <PlayerCardOpener.Provider value={openCard}>
        <div className="flex flex-col gap-3">
          <RoomHeader draft={draft} clockOffsetMs={clockOffsetMs} muted={muted} onMutedChange={setMuted} />
          <Tabs
            id="draft-room"
            label="Draft room"
            className="lg:hidden"
            value={tab}
            onValueChange={(value) => setTab(value as PhoneTab)}
            items={PHONE_TABS.map((item) =>
              item.value === 'queue' ? { ...item, badge: queue.queue.length } : item,
            )}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
            <TabPanel tabsId="draft-room" value="players" className={panel('players')}>
              {pool.isPending ? (
                <Skeleton radius="2xl" className="h-96" />
              ) : pool.error ? (
                <EmptyState
                  title="The player pool could not be loaded"
                  body={pool.error.message}
                  action={<Button onClick={() => void pool.refetch()}>Try again</Button>}
                />
              ) : (
                <PlayerPool
                  rows={rows}
                  sport={draft.contest.sport_id}
                  queued={queued}
                  canDraft={draftable}
                  searchRef={searchRef}
                  onQueue={(row) => queue.add(row.player_id)}
                  onDraft={draftRow}
                />
              )}
            </TabPanel>
            <TabPanel tabsId="draft-room" value="queue" className={panel('queue')}>
              <DraftQueue queue={queue} rowsById={rowsById} />
            </TabPanel>
            <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
              <TabPanel tabsId="draft-room" value="board" className={panel('board')}>
                <RecentPicks draft={draft} />
                <Link
                  to={`/draft-board/${encodeURIComponent(draft.id)}`}
                  className={buttonClasses({ variant: 'secondary', className: 'lg:hidden' })}
                >
                  <Grid3x3 aria-hidden="true" />
                  Full draft board
                </Link>
              </TabPanel>
              <TabPanel tabsId="draft-room" value="rosters" className={panel('rosters')}>
                <TeamRosters draft={draft} />
              </TabPanel>
            </div>
          </div>
        </div>
        {cardLoaded && (
          <Suspense fallback={null}>
            <DraftPlayerCard
              row={cardRow}
              rows={rows}
              queuePlace={cardId !== null && queued.has(cardId) ? queue.queue.indexOf(cardId) + 1 : null}
              canDraft={draftable}
              clock={
                <DraftClock
                  deadlineAt={draft.deadline_at}
                  clockOffsetMs={clockOffsetMs}
                  yourTurn={yourTurn}
                  size="sm"
                />
              }
              draftedBy={
                cardRow?.drafted_by_seat
                  ? (draft.seats.find((seat) => seat.seat === cardRow.drafted_by_seat)?.name ?? null)
                  : null
              }
              onDraft={(row) => {
                draftRow(row);
                setCardId(null);
              }}
              onQueue={(row) => queue.add(row.player_id)}
              onUnqueue={(row) => queue.remove(row.player_id)}
              onClose={() => setCardId(null)}
            />
          </Suspense>
        )}
      </PlayerCardOpener.Provider>
    </ServerClock>
  );
}

/** `/draft/:draftId`: the draft room. */
export function DraftRoom({ draftId }: { draftId: string }) {
  const { query, draft, clockOffsetMs } = useDraft(draftId);
  if (query.isPending) return <RoomSkeleton />;
  if (!draft) {
    const error = query.error;
    const notYours = isApiRequestError(error) && (error.status === 403 || error.status === 404);
    return (
      <EmptyState
        icon={<ListOrdered aria-hidden="true" />}
        titleLevel="h1"
        title={notYours ? 'This draft is not one of yours' : 'The draft room could not be loaded'}
        body={error?.message}
        action={
          notYours ? (
            <Link to="/draft" className={buttonClasses()}>
              Your drafts
            </Link>
          ) : (
            <Button onClick={() => void query.refetch()}>Try again</Button>
          )
        }
      />
    );
  }
  if (draft.status === 'complete') return <DraftComplete draft={draft} />;
  if (draft.status === 'filling') return <DraftFilling draft={draft} />;
  if (draft.status === 'cancelled')
    return (
      <EmptyState
        titleLevel="h1"
        title="This draft was cancelled"
        body="It could not be finished before its slate’s first game, so your entry fee is refunded in full."
        action={
          <Link to="/lobby" className={buttonClasses()}>
            Find another contest
          </Link>
        }
      />
    );
  return <LiveRoom draft={draft} clockOffsetMs={clockOffsetMs} />;
}
