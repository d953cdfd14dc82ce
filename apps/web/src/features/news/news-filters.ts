import type { NewsFilter } from '../../shared/api/sports.ts';

/** The feed's filters, kept in the address so Back and a shared link keep them. */
export interface FeedFilters {
  kind: 'all' | 'injuries';
  teamId?: string;
  playerId?: string;
}

export function filtersFromSearch(search: URLSearchParams): FeedFilters {
  return {
    kind: search.get('kind') === 'injuries' ? 'injuries' : 'all',
    teamId: search.get('team') || undefined,
    playerId: search.get('player') || undefined,
  };
}

export function searchFromFilters(filters: FeedFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind === 'injuries') search.set('kind', 'injuries');
  if (filters.teamId) search.set('team', filters.teamId);
  if (filters.playerId) search.set('player', filters.playerId);
  return search;
}

export function newsFilter(sportId: NewsFilter['sport_id'], filters: FeedFilters): NewsFilter {
  return {
    sport_id: sportId,
    kind: filters.kind,
    ...(filters.teamId ? { team_id: filters.teamId } : {}),
    ...(filters.playerId ? { player_id: filters.playerId } : {}),
  };
}
