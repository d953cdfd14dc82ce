import type { NewsItemView, PlayerSummary } from '@kennel/core';
import { PlayerAvatar, StatusBadge } from '../../shared/sports/index.ts';

const SEVERITY: Record<PlayerSummary['status'], number> = {
  injured_reserve: 0,
  out: 1,
  doubtful: 2,
  questionable: 3,
  active: 4,
};

/** Players in the loaded news who are not fully available, the most serious first. */
export function playersToWatch(items: readonly NewsItemView[], limit = 8): PlayerSummary[] {
  const seen = new Map<string, PlayerSummary>();
  for (const item of items) {
    for (const player of item.players)
      if (player.status !== 'active' && !seen.has(player.id)) seen.set(player.id, player);
  }
  return [...seen.values()].sort((a, b) => SEVERITY[a.status] - SEVERITY[b.status]).slice(0, limit);
}

/** The wide screen's side panel: who in the news is questionable, doubtful, out or on IR. */
export function StatusWatch({
  items,
  onOpenPlayer,
}: {
  items: readonly NewsItemView[];
  onOpenPlayer: (player: PlayerSummary) => void;
}) {
  const players = playersToWatch(items);
  return (
    <aside
      aria-label="Status watch"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex flex-col gap-0.5">
        <h2 className="font-bold text-sm">Status watch</h2>
        <p className="text-muted text-xs">Players in these stories who may miss time.</p>
      </div>
      {players.length === 0 ? (
        <p className="text-muted text-sm">Everyone in these stories is active.</p>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {players.map((player) => (
            <li key={player.id}>
              <button
                type="button"
                onClick={() => onOpenPlayer(player)}
                className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-surface-2"
              >
                <PlayerAvatar player={player} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col leading-tight">
                  <span className="truncate font-semibold text-[13px]">
                    {player.first_name} {player.last_name}
                  </span>
                  <span className="text-[11px] text-muted">
                    {player.position}
                    {player.team ? ` · ${player.team.abbreviation}` : ''}
                  </span>
                </span>
                <StatusBadge status={player.status} compact />
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
