import type { PlayerSummary } from '@kennel/core';
import { teamName } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../api/index.ts';
import { playerQueryOptions } from '../api/sports.ts';
import { Button, Sheet, Skeleton, SkeletonText } from '../ui/index.ts';
import { teamColors } from './colors.ts';
import { GameChip } from './game-chip.tsx';
import { keyStats } from './key-stats.ts';
import { PlayerAvatar } from './player-avatar.tsx';
import { GameLogTable, PlayerNewsList, SectionTitle, StatTiles } from './player-card-sections.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TeamAvatar } from './team-avatar.tsx';
import { useNow } from './use-now.ts';

export type PlayerCardProps = {
  /** The player to show; null keeps the card closed. */
  playerId: string | null;
  /** What the opener already knows, shown while the card loads. */
  preview?: PlayerSummary;
  onClose: () => void;
};

function Identity({ player }: { player: PlayerSummary }) {
  const tint = player.team ? teamColors(player.team.primary_color).background : undefined;
  return (
    <div
      className="-mx-5 -mt-4 flex items-center gap-4 px-5 pt-5 pb-4"
      style={
        tint
          ? { backgroundImage: `linear-gradient(160deg, ${tint}2e 0%, ${tint}0a 55%, transparent 100%)` }
          : undefined
      }
    >
      <PlayerAvatar player={player} size="lg" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted text-sm">
          {player.team && <TeamAvatar team={player.team} size="xs" />}
          <span className="font-semibold text-text">
            {player.team ? teamName(player.team) : 'Free agent'}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
          <span className="rounded-md bg-surface-2 px-1.5 py-0.5 font-bold text-text text-xs">
            {player.position}
          </span>
          {player.jersey !== null && <span className="font-semibold">#{player.jersey}</span>}
          <StatusBadge status={player.status} showActive />
        </p>
      </div>
    </div>
  );
}

function CardBody({ playerId, preview }: { playerId: string; preview?: PlayerSummary }) {
  const http = useHttpClient();
  const query = useQuery(playerQueryOptions(http, playerId));
  const player = query.data;
  const shown = player ?? preview;
  // News' "5 min. ago" on the page's clock (the server's where the page knows it), ticking.
  const now = useNow();

  return (
    <div data-testid="player-card" className="flex flex-col gap-6 pb-2">
      {shown ? <Identity player={shown} /> : <Skeleton radius="2xl" className="h-16 w-full" />}
      {query.isPending && (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton radius="2xl" className="h-20 w-full" />
          <SkeletonText lines={4} />
        </div>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-4">
          <p className="font-semibold">This player card did not load.</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {player && (
        <>
          {player.next_game && (
            <section aria-label="Next game" className="flex flex-col gap-2.5">
              <SectionTitle>Next game</SectionTitle>
              <div className="flex flex-col gap-3 rounded-2xl border border-border p-3 sm:flex-row sm:items-center">
                <GameChip game={player.next_game} frame="w-full gap-1.5 border-0 p-0 sm:w-40" />
                {player.projection && (
                  <div className="flex flex-1 flex-col gap-1.5 border-border border-t pt-3 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-3">
                    <span className="font-semibold text-[11px] text-muted uppercase tracking-wide">
                      Projection
                    </span>
                    <dl data-testid="projection" className="flex flex-wrap gap-x-3 gap-y-1">
                      {keyStats(player.sport_id, player.position, player.projection)
                        .filter((stat) => (player.projection?.[stat.key] ?? 0) > 0)
                        .slice(0, 4)
                        .map((stat) => (
                          <div key={stat.key} className="flex items-baseline gap-1">
                            <dd className="font-bold tabular-nums">
                              {(player.projection?.[stat.key] ?? 0).toFixed(1)}
                            </dd>
                            <dt className="text-muted text-xs">{stat.short}</dt>
                          </div>
                        ))}
                    </dl>
                  </div>
                )}
              </div>
            </section>
          )}
          <section aria-label="Season averages" className="flex flex-col gap-2.5">
            <div className="flex items-baseline justify-between">
              <SectionTitle>Season averages</SectionTitle>
              <span className="text-muted text-xs">
                {player.games_played} {player.games_played === 1 ? 'game' : 'games'}
              </span>
            </div>
            {player.games_played === 0 ? (
              <p className="text-muted">No games played this season yet.</p>
            ) : (
              <StatTiles
                testId="season-averages"
                stats={keyStats(player.sport_id, player.position, player.season_averages).slice(0, 8)}
                values={player.season_averages}
              />
            )}
          </section>
          {player.game_log.length > 0 && (
            <section aria-label="Game log" className="flex flex-col gap-2.5">
              <SectionTitle>Game log</SectionTitle>
              <GameLogTable
                rows={player.game_log}
                stats={keyStats(player.sport_id, player.position, ...player.game_log.map((row) => row.stats))}
                teamId={player.team?.id}
              />
            </section>
          )}
          <section aria-label="Latest news" className="flex flex-col gap-2.5">
            <SectionTitle>Latest news</SectionTitle>
            {player.news.length === 0 ? (
              <p className="text-muted">No news on this player lately.</p>
            ) : (
              <PlayerNewsList items={player.news.slice(0, 5)} now={now} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** A player's card in the UI kit's sheet: who, availability, next game, averages, game log, news. */
export function PlayerCard({ playerId, preview, onClose }: PlayerCardProps) {
  const name = preview ? `${preview.first_name} ${preview.last_name}` : 'Player';
  return (
    <Sheet
      open={playerId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<PlayerName playerId={playerId} fallback={name} />}
      wide
    >
      {playerId !== null && <CardBody playerId={playerId} preview={preview} />}
    </Sheet>
  );
}

function PlayerName({ playerId, fallback }: { playerId: string | null; fallback: string }) {
  const http = useHttpClient();
  const query = useQuery({ ...playerQueryOptions(http, playerId ?? ''), enabled: playerId !== null });
  return <>{query.data ? `${query.data.first_name} ${query.data.last_name}` : fallback}</>;
}
