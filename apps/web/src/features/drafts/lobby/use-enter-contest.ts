import type { ContestEntryResult, ContestSummary } from '@kennel/core';
import { MAX_ENTRIES_PER_REQUEST } from '@kennel/core/contracts/contests-topic';
import { useQueryClient } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { contestsContract } from '../../../shared/api/game-contracts.ts';
import { walletQueryKey } from '../../../shared/api/wallet.ts';
import { PAID_SUBMIT_RETRY_DELAYS_MS, usePaidSubmit } from '../../../shared/money-action/index.ts';
import { storeBoughtContest } from './lobby-cache.ts';

/** Waits before each automatic retry of an answer that may not have arrived (a timeout, a 5xx). */
export const ENTER_RETRY_DELAYS_MS: readonly number[] = PAID_SUBMIT_RETRY_DELAYS_MS;

/** Why no more entries can be bought now, or null when some can. */
export type EnterBlock = 'full' | 'max_reached' | 'not_open' | null;

/** The most entries one request may buy now: the player's allowance, the room left and the request cap. */
export function enterableNow(contest: ContestSummary): { most: number; block: EnterBlock } {
  if (contest.status !== 'open') return { most: 0, block: 'not_open' };
  const room = contest.entry_cap - contest.entries;
  if (room <= 0) return { most: 0, block: 'full' };
  const allowance = contest.max_per_user - (contest.my_entries ?? 0);
  if (allowance <= 0) return { most: 0, block: 'max_reached' };
  return { most: Math.min(allowance, room, MAX_ENTRIES_PER_REQUEST), block: null };
}

/**
 * Buys `quantity` entries through the one paid-submit hook (one Idempotency-Key per attempt; the
 * player's promo choice is part of the attempt, so changing it makes another).
 */
export function useEnterContest(
  contestId: string,
  quantity: number,
  usePromo: boolean,
  {
    onEntered,
    retryDelaysMs = ENTER_RETRY_DELAYS_MS,
  }: { onEntered: (result: ContestEntryResult) => void; retryDelaysMs?: readonly number[] },
) {
  const queryClient = useQueryClient();
  const refreshEntriesAndWallet = () => {
    void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.contests });
    void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.drafts });
    void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.teams });
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  };
  const { submit, ...paid } = usePaidSubmit(
    { contestId, quantity, usePromo },
    {
      send: async (http, request, idempotencyKey) =>
        http.call(
          (await contestsContract()).CONTEST_ENDPOINTS.enterContest,
          {
            params: { contestId: request.contestId },
            body: { quantity: request.quantity, use_promo: request.usePromo },
          },
          { idempotencyKey },
        ),
      onSucceeded: (result: ContestEntryResult) => {
        storeBoughtContest(queryClient, result.contest);
        refreshEntriesAndWallet();
        onEntered(result);
      },
      // The entry may have gone in: the contests (with the player's entries) and balance say whether.
      onOutcomeUnknown: refreshEntriesAndWallet,
      retryDelaysMs,
    },
  );
  return { enter: submit, ...paid };
}
