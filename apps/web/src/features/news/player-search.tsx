import type { PlayerSummary, SportId } from '@kennel/core';
import { teamName } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useHttpClient } from '../../shared/api/index.ts';
import { playerSearchQueryOptions } from '../../shared/api/sports.ts';
import { PlayerAvatar, StatusBadge } from '../../shared/sports/index.ts';
import { Input } from '../../shared/ui/index.ts';

/** Finds a player of the sport by name; picking one narrows the feed to their news. */
export function PlayerSearch({
  sportId,
  onPick,
}: {
  sportId: SportId;
  onPick: (player: PlayerSummary) => void;
}) {
  const http = useHttpClient();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const results = useQuery(playerSearchQueryOptions(http, sportId, q));
  const listId = useId();
  const open = q.length > 0 && (results.data?.length ?? 0) > 0;

  return (
    <div className="relative">
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search players"
        aria-label="Search players"
        aria-controls={open ? listId : undefined}
        aria-expanded={open}
        role="combobox"
        autoComplete="off"
        leading={<Search aria-hidden="true" />}
      />
      {open && (
        <ul
          id={listId}
          aria-label="Players"
          className="absolute inset-x-0 top-12 z-20 flex max-h-72 flex-col overflow-y-auto rounded-2xl border border-border bg-surface p-1 shadow-raised"
        >
          {results.data?.map((player) => (
            <li key={player.id}>
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onPick(player);
                }}
                className="flex w-full items-center gap-3 rounded-xl px-2.5 py-2 text-left hover:bg-surface-2"
              >
                <PlayerAvatar player={player} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col leading-tight">
                  <span className="truncate font-semibold text-sm">
                    {player.first_name} {player.last_name}
                  </span>
                  <span className="text-muted text-xs">
                    {player.position}
                    {player.team ? ` · ${teamName(player.team)}` : ''}
                  </span>
                </span>
                <StatusBadge status={player.status} compact />
              </button>
            </li>
          ))}
        </ul>
      )}
      {q.length > 0 && results.isSuccess && results.data.length === 0 && (
        <p className="mt-2 text-muted text-xs">No player’s name starts with “{q}”.</p>
      )}
    </div>
  );
}
