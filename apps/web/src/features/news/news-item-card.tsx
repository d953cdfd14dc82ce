import type { NewsItemView, PlayerSummary, TeamSummary } from '@kennel/core';
import { teamName } from '@kennel/core';
import { useState } from 'react';
import { formatPublished, PlayerAvatar, StatusBadge, TeamAvatar } from '../../shared/sports/index.ts';
import { cn } from '../../shared/ui/index.ts';

const LONG_BODY = 220;

function PlayerChip({ player, onOpen }: { player: PlayerSummary; onOpen: (player: PlayerSummary) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(player)}
      data-testid="player-chip"
      className="flex min-w-0 items-center gap-2.5 rounded-2xl border border-border bg-surface-2/60 py-1.5 pr-3 pl-1.5 text-left transition-colors hover:border-border-strong hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-focus"
    >
      <PlayerAvatar player={player} size="sm" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-bold text-[13px]">
          {player.first_name} {player.last_name}
        </span>
        <span className="truncate text-[11px] text-muted">
          {player.position}
          {player.team ? ` · ${player.team.abbreviation}` : ''}
        </span>
      </span>
      <StatusBadge status={player.status} compact />
      <span className="sr-only">, open player card</span>
    </button>
  );
}

function TeamTag({ team, onPick }: { team: TeamSummary; onPick: (team: TeamSummary) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(team)}
      className="flex items-center gap-1.5 rounded-full py-0.5 pr-2.5 pl-0.5 font-semibold text-muted text-xs ring-1 ring-border ring-inset transition-colors hover:text-text hover:ring-border-strong"
    >
      <span aria-hidden="true">
        <TeamAvatar team={team} size="2xs" />
      </span>
      {team.nickname}
      <span className="sr-only">: only {teamName(team)} news</span>
    </button>
  );
}

export type NewsItemCardProps = {
  item: NewsItemView;
  now: Date;
  fresh?: boolean;
  onOpenPlayer: (player: PlayerSummary) => void;
  onPickTeam: (team: TeamSummary) => void;
};

/** One news item: headline, expandable body, when and where from, its players and teams. */
export function NewsItemCard({ item, now, fresh = false, onOpenPlayer, onPickTeam }: NewsItemCardProps) {
  const [expanded, setExpanded] = useState(false);
  const long = item.body.length > LONG_BODY;
  const bodyId = `news-body-${item.id}`;
  return (
    <article
      data-testid="news-item"
      data-news-id={item.id}
      aria-labelledby={`news-headline-${item.id}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5',
        fresh && 'ring-2 ring-brand/30',
      )}
    >
      <header className="flex items-center gap-2 text-muted text-xs">
        <span className="font-bold text-text">{item.source}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={item.published_at}>{formatPublished(item.published_at, now)}</time>
      </header>
      <h2
        id={`news-headline-${item.id}`}
        className="text-balance font-extrabold text-base leading-snug tracking-tight sm:text-lg"
      >
        {item.headline}
      </h2>
      <div className="flex flex-col items-start gap-1">
        <p
          id={bodyId}
          className={cn(
            'text-pretty text-muted text-sm leading-relaxed',
            long && !expanded && 'line-clamp-3',
          )}
        >
          {item.body}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((open) => !open)}
            className="font-semibold text-brand text-xs hover:underline"
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        )}
      </div>
      {(item.players.length > 0 || item.teams.length > 0) && (
        <div className="flex flex-wrap items-center gap-2">
          {item.players.map((player) => (
            <PlayerChip key={player.id} player={player} onOpen={onOpenPlayer} />
          ))}
          {item.teams.map((team) => (
            <TeamTag key={team.id} team={team} onPick={onPickTeam} />
          ))}
        </div>
      )}
    </article>
  );
}
