import { isSportId, SPORT_IDS, SPORTS, SPORTS_ENDPOINTS, type SportId } from '@kennel/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { HttpClient } from '../api/http-client.ts';
import { useHttpClient } from '../api/index.ts';
import { Select } from '../ui/index.ts';

/** Every sport, or every slate: the address segment the selectors use when nothing is chosen. */
export const ALL = 'all';

export interface EntryScope {
  gameType: string;
  /** A sport id, or `all`. */
  sportId: string;
  /** A slate id, or `all`. */
  slateId: string;
}

/** The `/live` and `/results` address segments as a filter for `GET /v1/pickem/entries`. */
export function entryScope(params: { gameType?: string; sportId?: string; slateId?: string }): EntryScope {
  // `pickem` is accepted as a spelling of the tab's `pick-em`.
  const gameType = params.gameType === 'pickem' ? 'pick-em' : (params.gameType ?? 'pick-em');
  const sportId = params.sportId && isSportId(params.sportId) ? params.sportId : ALL;
  const slateId = sportId !== ALL && params.slateId ? params.slateId : ALL;
  return { gameType, sportId, slateId };
}

export function scopeFilter(scope: EntryScope): { sport?: SportId; slate?: string } {
  return {
    ...(scope.sportId !== ALL && isSportId(scope.sportId) ? { sport: scope.sportId } : {}),
    ...(scope.slateId !== ALL ? { slate: scope.slateId } : {}),
  };
}

export const sportName = (sport: SportId) =>
  SPORTS[sport].league === 'Premier League' ? 'Soccer' : SPORTS[sport].league;

/** `GET /v1/slates`: a sport's upcoming (live page) or recent (results) slates. */
export function slatesQueryOptions(http: HttpClient, sport: SportId, when: 'upcoming' | 'recent') {
  return queryOptions({
    queryKey: ['sports', 'slates', sport, when] as const,
    queryFn: async ({ signal }) =>
      (await http.call(SPORTS_ENDPOINTS.listSlates, { query: { sport_id: sport, when } }, { signal })).data,
    staleTime: 60_000,
  });
}

export type EntryFiltersProps = {
  /** `/live` or `/results`. */
  base: string;
  scope: EntryScope;
  when: 'upcoming' | 'recent';
};

/** The sport and slate selectors; each choice is an address, so it can be shared and reloaded. */
export function EntryFilters({ base, scope, when }: EntryFiltersProps) {
  const http = useHttpClient();
  const navigate = useNavigate();
  const id = useId();
  const sport = isSportId(scope.sportId) ? scope.sportId : null;
  const slates = useQuery({ ...slatesQueryOptions(http, sport ?? 'nfl', when), enabled: sport !== null });
  const go = (sportId: string, slateId: string) =>
    navigate(`${base}/${scope.gameType}/${sportId}/${slateId}`, { replace: true });
  const slateOptions = [
    { value: ALL, label: 'All slates' },
    ...(slates.data ?? []).map((slate) => ({ value: slate.id, label: slate.name })),
  ];
  // A slate from the address that is no longer listed still shows as chosen.
  if (scope.slateId !== ALL && !slateOptions.some((option) => option.value === scope.slateId)) {
    slateOptions.push({ value: scope.slateId, label: 'This slate' });
  }
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:w-auto">
      <div className="flex flex-col gap-1 sm:w-48">
        <label htmlFor={`${id}-sport`} className="font-semibold text-muted text-xs">
          Sport
        </label>
        <Select
          id={`${id}-sport`}
          value={scope.sportId}
          onChange={(event) => go(event.target.value, ALL)}
          options={[
            { value: ALL, label: 'All sports' },
            ...SPORT_IDS.map((id) => ({ value: id, label: sportName(id) })),
          ]}
        />
      </div>
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor={`${id}-slate`} className="font-semibold text-muted text-xs">
          Slate
        </label>
        <Select
          id={`${id}-slate`}
          value={scope.slateId}
          disabled={sport === null}
          onChange={(event) => go(scope.sportId, event.target.value)}
          options={slateOptions}
        />
      </div>
    </div>
  );
}
