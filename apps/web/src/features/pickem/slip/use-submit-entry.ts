import type { ClientError, InvalidOption, PickemEntry, PickemEntryRequest } from '@kennel/core';
import { useQueryClient } from '@tanstack/react-query';
import { pickemQueryKeys } from '../../../shared/api/pickem.ts';
import { pickemContract } from '../../../shared/api/pickem-contract.ts';
import { walletQueryKey } from '../../../shared/api/wallet.ts';
import { PAID_SUBMIT_RETRY_DELAYS_MS, usePaidSubmit } from '../../../shared/money-action/index.ts';

/** Waits before each automatic retry of an answer that may not have arrived (a timeout, a 5xx). */
export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = PAID_SUBMIT_RETRY_DELAYS_MS;

export type SubmitProblem = {
  error: ClientError;
  /** The picks whose lines moved, were suspended or locked (422 pickem_lines_changed). */
  invalidOptions: InvalidOption[];
};

/** Sends the slip as an entry through the one paid-submit hook (one Idempotency-Key per attempt). */
export function useSubmitEntry(
  request: PickemEntryRequest,
  {
    onSubmitted,
    retryDelaysMs = SUBMIT_RETRY_DELAYS_MS,
  }: {
    onSubmitted: (entry: PickemEntry) => void;
    retryDelaysMs?: readonly number[];
  },
) {
  const queryClient = useQueryClient();
  const paid = usePaidSubmit(request, {
    send: async (http, body, idempotencyKey) =>
      http.call((await pickemContract()).PICKEM_ENDPOINTS.submitPickemEntry, { body }, { idempotencyKey }),
    onSucceeded: (entry: PickemEntry) => {
      void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.entries });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      onSubmitted(entry);
    },
    // The entry may have gone in: the player's entries and balance say whether.
    onOutcomeUnknown: () => {
      void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.entries });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
    retryDelaysMs,
  });
  const problem: SubmitProblem | null = paid.problem
    ? { error: paid.problem, invalidOptions: paid.problem.invalidOptions ?? [] }
    : null;
  return { ...paid, problem };
}
