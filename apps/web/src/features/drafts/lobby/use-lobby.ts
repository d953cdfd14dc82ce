import type { ContestSummary, SportId } from '@kennel/core';
import { contestsLobbyTopic } from '@kennel/core/contracts/contests-topic';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { bestBallQueryKeys, contestsQueryOptions } from '../../../shared/api/best-ball.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useLiveTopic } from '../../../shared/realtime/index.ts';
import { onPlayerSnapshot } from '../../../shared/realtime/player-snapshots.ts';
import { upcomingSlatesQueryOptions } from '../common/slates-query.ts';
import { applyContestsPush } from './lobby-cache.ts';

/** The per-player snapshot the API pushes after the player's entries change (core contestEntriesSnapshotSchema). */
const CONTEST_ENTRIES_SNAPSHOT = 'contest_entries';

export interface LobbySlate {
  id: string;
  /** The slate's name, or the first contest's lock time when the slate list does not know it. */
  name: string | null;
  locksAt: string;
  contests: ContestSummary[];
}

/** The slates that have open contests, soonest lock first (the next open slate is the default). */
export function slatesOf(
  contests: readonly ContestSummary[],
  names: ReadonlyMap<string, string>,
): LobbySlate[] {
  const bySlate = new Map<string, LobbySlate>();
  for (const contest of contests) {
    const slate = bySlate.get(contest.slate_id) ?? {
      id: contest.slate_id,
      name: names.get(contest.slate_id) ?? null,
      locksAt: contest.locks_at,
      contests: [],
    };
    slate.contests.push(contest);
    if (contest.locks_at < slate.locksAt) slate.locksAt = contest.locks_at;
    bySlate.set(contest.slate_id, slate);
  }
  return [...bySlate.values()].sort((a, b) => a.locksAt.localeCompare(b.locksAt));
}

/**
 * A sport's open contests across its slates, kept live: `contests:<sport>` pushes patch the fill
 * counts in place, and the player's `contest_entries` snapshot (an entry bought elsewhere, seated or
 * refunded) refetches them with the player's own counts.
 */
export function useLobby(sportId: SportId) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const contests = useQuery(contestsQueryOptions(http, { sport: sportId }));
  const slates = useQuery(upcomingSlatesQueryOptions(http, sportId));
  useLiveTopic(
    contestsLobbyTopic(sportId),
    (message) => {
      if (message.type === 'contests') void applyContestsPush(queryClient, message.data);
    },
    // Pushes may have been missed while the socket was away.
    () => void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.contests }),
  );
  useEffect(() => {
    let previous: string | null = null;
    return onPlayerSnapshot(CONTEST_ENTRIES_SNAPSHOT, (data) => {
      const fingerprint = JSON.stringify(data);
      // The first one is the state on connect, which the page has just fetched.
      if (previous !== null && fingerprint !== previous) {
        void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.contests });
        void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.drafts });
      }
      previous = fingerprint;
    });
  }, [queryClient]);

  const names = useMemo(
    () => new Map((slates.data ?? []).map((slate) => [slate.id, slate.name])),
    [slates.data],
  );
  const lobbySlates = useMemo(() => slatesOf(contests.data?.contests ?? [], names), [contests.data, names]);
  return { contests, slates: lobbySlates };
}
