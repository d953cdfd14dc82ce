import type { ContestDetail, ContestSummary, Contests, ContestsQuery } from '@kennel/core';
import type { QueryClient } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { contestsContract } from '../../../shared/api/game-contracts.ts';
import { patchKeepingServerTime } from '../../../shared/sports/server-clock.ts';

type ContestChange = Pick<ContestSummary, 'id' | 'entries' | 'status'>;

const LISTS = [...bestBallQueryKeys.contests, 'list'] as const;

/**
 * A list after changes: each named contest takes its new count and status in place, and leaves the
 * list when its status no longer matches the one the list asked for (a locked contest leaves "open").
 */
export function patchContestList(
  list: Contests,
  changes: readonly ContestChange[],
  status: string,
): Contests {
  const byId = new Map(changes.map((change) => [change.id, change]));
  if (!list.contests.some((contest) => byId.has(contest.id))) return list;
  return {
    ...list,
    contests: list.contests
      .map((contest) => {
        const change = byId.get(contest.id);
        return change ? { ...contest, entries: change.entries, status: change.status } : contest;
      })
      .filter((contest) => contest.status === status),
  };
}

/** Writes contest changes into every cached lobby list and contest detail. */
export function storeContestChanges(queryClient: QueryClient, changes: readonly ContestChange[]): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: LISTS })) {
    const asked = (query.queryKey[3] ?? {}) as Partial<ContestsQuery>;
    patchKeepingServerTime<Contests>(
      queryClient,
      query.queryKey,
      (list) => list && patchContestList(list, changes, asked.status ?? 'open'),
    );
  }
  for (const change of changes) {
    queryClient.setQueryData<ContestDetail>(
      bestBallQueryKeys.contest(change.id),
      (detail) => detail && { ...detail, entries: change.entries, status: change.status },
    );
  }
}

/** A `contests` push on `contests:<sport>`, checked by the contract; false when it does not parse. */
export async function applyContestsPush(queryClient: QueryClient, data: unknown): Promise<boolean> {
  const { liveContestsMessageSchema } = await contestsContract();
  const parsed = liveContestsMessageSchema.shape.data.safeParse(data);
  if (!parsed.success) return false;
  storeContestChanges(queryClient, parsed.data.contests);
  return true;
}

/** The buyer's own answer carries `my_entries` too (never broadcast): it replaces the cached card whole. */
export function storeBoughtContest(queryClient: QueryClient, contest: ContestSummary): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: LISTS })) {
    patchKeepingServerTime<Contests>(queryClient, query.queryKey, (list) =>
      list?.contests.some((one) => one.id === contest.id)
        ? { ...list, contests: list.contests.map((one) => (one.id === contest.id ? contest : one)) }
        : list,
    );
  }
}
