import type { SlateSummary, SportId } from '@kennel/core';
import { queryOptions } from '@tanstack/react-query';
import { sportsContract } from '../../../shared/api/game-contracts.ts';
import type { HttpClient } from '../../../shared/api/http-client.ts';

/** A sport's upcoming slates (names and start times for the lobby's and rankings' slate pickers). */
export function upcomingSlatesQueryOptions(http: HttpClient, sportId: SportId) {
  return queryOptions({
    queryKey: ['sports', 'slates', sportId, 'upcoming'] as const,
    queryFn: async ({ signal }): Promise<SlateSummary[]> =>
      (
        await http.call(
          (
            await sportsContract()
          ).SPORTS_ENDPOINTS.listSlates,
          { query: { sport_id: sportId, when: 'upcoming' } },
          { signal },
        )
      ).data,
    staleTime: 60_000,
  });
}

/** "Week 15 · Tue Nov 24, 10:40 AM" from "NFL · Week 15 · Tue Nov 24, 10:40 AM": the tab already names the sport. */
export function slateLabel(name: string): string {
  const parts = name.split(' · ');
  return parts.length > 1 ? parts.slice(1).join(' · ') : name;
}
