import { CONSOLE_ENDPOINTS, type Operator } from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, formatTime, inputClass } from '../ui.tsx';
import { PlayerDetail } from './player-detail.tsx';

/** Player lookup: search by email, username or id; one player's detail below. */
export function PlayersPage({ selected, operator }: { selected: string | null; operator: Operator }) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const results = useQuery({
    queryKey: ['players', searched],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.findPlayers, { query: { q: searched } })).data,
    enabled: searched.length >= 2,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setSearched(text.trim());
  }

  return (
    <div className="space-y-5">
      <Card title="Find a player">
        <search>
          <form onSubmit={search} className="flex gap-2">
            <label htmlFor="player-search" className="sr-only">
              Email, username or player id
            </label>
            <input
              id="player-search"
              className={inputClass}
              placeholder="Email, username or player id"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className={buttonClass()} disabled={text.trim().length < 2}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </button>
          </form>
        </search>
        {results.isError ? (
          <div className="mt-3">
            <ErrorNote error={results.error} />
          </div>
        ) : null}
        {results.data?.length === 0 ? <Empty>No player matches “{searched}”.</Empty> : null}
        {results.data && results.data.length > 0 ? (
          <ul className="-mx-2 mt-3 divide-y divide-border">
            {results.data.map((player) => (
              <li key={player.id}>
                <a
                  href={hrefOf({ page: 'players', id: player.id })}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-2 py-2.5 hover:bg-surface-2"
                >
                  <span className="font-semibold text-sm">{player.username}</span>
                  <span className="min-w-0 flex-1 truncate text-sm text-muted">{player.email}</span>
                  {player.closed_at ? <Badge tone="danger">Closed</Badge> : null}
                  {player.locked ? <Badge tone="warning">Locked</Badge> : null}
                  <span className="text-xs text-muted">Joined {formatTime(player.created_at)}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      {selected ? <PlayerDetail id={selected} operator={operator} /> : null}
    </div>
  );
}
