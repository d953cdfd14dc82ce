import { useQuery } from '@tanstack/react-query';
import { Check, ListPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { playerQueryOptions } from '../../../shared/api/sports.ts';
import { GameChip, PlayerNewsList, SectionTitle, StatusBadge, useNow } from '../../../shared/sports/index.ts';
import { Badge, Button, Sheet, Skeleton, SkeletonText } from '../../../shared/ui/index.ts';
import { playerCardFacts } from './player-card-facts.ts';
import type { PoolRow } from './pool-filter.ts';
import { PositionTag } from './position-tag.tsx';

export interface DraftPlayerCardProps {
  /** The player whose card is open; null: closed. */
  row: PoolRow | null;
  /** The whole pool, for the player's ranks. */
  rows: readonly PoolRow[];
  /** The player's place in your queue (1 first), or null when not queued. */
  queuePlace: number | null;
  canDraft: boolean;
  /** Who drafted the player here, when someone has. */
  draftedBy: string | null;
  /** The room's pick clock: the sheet covers the header's on a wide screen. */
  clock?: ReactNode;
  onDraft: (row: PoolRow) => void;
  onQueue: (row: PoolRow) => void;
  onUnqueue: (row: PoolRow) => void;
  onClose: () => void;
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const NEWS_SHOWN = 3;

function Fact({ label, value, title }: { label: string; value: string; title: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-surface-2 px-3 py-2">
      <dt className="font-semibold text-[11px] text-muted" title={title}>
        {label}
      </dt>
      <dd className="font-extrabold text-base tabular-nums">{value}</dd>
    </div>
  );
}

/** What the card knows from the player service: status, next game, news (loads on open). */
function PlayerDetails({ row }: { row: PoolRow }) {
  const http = useHttpClient();
  const query = useQuery(playerQueryOptions(http, row.player_id));
  const now = useNow();
  const player = query.data;
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading the player’s next game and news</span>
        <Skeleton radius="2xl" className="h-16 w-full" />
        <SkeletonText lines={4} />
      </div>
    );
  if (!player)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-4">
        <p className="font-semibold">The player’s next game and news did not load.</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <>
      {player.status !== 'active' && (
        <p className="flex items-center gap-2 text-sm">
          <StatusBadge status={player.status} />
          <span className="text-muted">Check the news before you draft.</span>
        </p>
      )}
      <section aria-label="Next game" className="flex flex-col gap-2.5">
        <SectionTitle>Next game</SectionTitle>
        {player.next_game ? (
          <GameChip game={player.next_game} frame="w-full gap-1.5 border px-3 py-2.5 shadow-card sm:w-56" />
        ) : (
          <p className="text-muted text-sm">No game scheduled (a bye or the off-season).</p>
        )}
      </section>
      <section aria-label="Latest news" className="flex flex-col gap-2.5">
        <SectionTitle>Latest news</SectionTitle>
        {player.news.length === 0 ? (
          <p className="text-muted text-sm">No news on this player lately.</p>
        ) : (
          <PlayerNewsList items={player.news.slice(0, NEWS_SHOWN)} now={now} />
        )}
      </section>
    </>
  );
}

function Availability({ row, draftedBy }: { row: PoolRow; draftedBy: string | null }) {
  if (row.drafted_by_seat !== null)
    return (
      <Badge tone="neutral">
        Drafted at pick {row.drafted_pick}
        {draftedBy ? ` by ${draftedBy}` : ''}
      </Badge>
    );
  if (row.game_started) return <Badge tone="warning">Game started: no longer draftable</Badge>;
  return <Badge tone="success">Available</Badge>;
}

/**
 * The player card of the draft room, as at Underdog and Sleeper: a sheet from the bottom on phones,
 * a panel from the right on wider screens, with the drafter's numbers (ADP, ranks, projection), the
 * next game and the latest news, and Draft and Queue at hand.
 */
export default function DraftPlayerCard({
  row,
  rows,
  queuePlace,
  canDraft,
  draftedBy,
  clock,
  onDraft,
  onQueue,
  onUnqueue,
  onClose,
}: DraftPlayerCardProps) {
  // The last player shown stays in the sheet while it slides away.
  const [shown, setShown] = useState(row);
  if (row && row !== shown) setShown(row);
  const player = row ?? shown;
  const available = player !== null && player.drafted_by_seat === null && !player.game_started;
  const facts = player ? playerCardFacts(player, rows) : null;

  return (
    <Sheet
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={player?.name ?? 'Player'}
      footer={
        player &&
        available && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="flex-1"
              aria-pressed={queuePlace !== null}
              onClick={() => (queuePlace === null ? onQueue(player) : onUnqueue(player))}
            >
              {queuePlace === null ? <ListPlus aria-hidden="true" /> : <Check aria-hidden="true" />}
              {queuePlace === null ? 'Queue' : `Queued #${queuePlace}`}
            </Button>
            <Button className="flex-1" disabled={!canDraft} onClick={() => onDraft(player)}>
              {canDraft ? 'Draft' : 'Not your pick'}
            </Button>
          </div>
        )
      }
    >
      {player && facts && (
        <div data-testid="draft-player-card" className="flex flex-col gap-5 pb-2">
          <div className="flex flex-wrap items-center gap-2">
            <PositionTag position={player.position} />
            <span className="font-semibold text-sm">{player.team ?? 'Free agent'}</span>
            <Availability row={player} draftedBy={draftedBy} />
            {clock && <div className="ml-auto">{clock}</div>}
          </div>
          <dl data-testid="draft-numbers" className="grid grid-cols-4 gap-2">
            <Fact label="ADP" value={oneDecimal.format(player.adp)} title="Average draft position" />
            <Fact label="Rank" value={`#${facts.overallRank}`} title="Rank in this draft’s pool by ADP" />
            <Fact label="Pos" value={facts.positionRank} title="Rank at the position by ADP" />
            <Fact label="Proj" value={oneDecimal.format(player.projected_points)} title="Projected points" />
          </dl>
          <PlayerDetails row={player} />
        </div>
      )}
    </Sheet>
  );
}
