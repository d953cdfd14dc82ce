import type { DraftState } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { draftsContract } from '../../../shared/api/game-contracts.ts';
import { useHttpClient } from '../../../shared/api/index.ts';
import { patchKeepingServerTime } from '../../../shared/sports/server-clock.ts';
import { toast } from '../../../shared/ui/index.ts';

/** `PUT /v1/drafts/:id/autopick`; the answer's seats go straight into the room's state. */
export function useAutopick(draftId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      http.call((await draftsContract()).DRAFT_ENDPOINTS.setDraftAutopick, {
        params: { draftId },
        body: { enabled },
      }),
    onSuccess: (answer) => {
      const changes = new Map(answer.seats.map((seat) => [seat.seat, seat]));
      patchKeepingServerTime<DraftState>(queryClient, bestBallQueryKeys.draft(draftId), (state) =>
        state
          ? {
              ...state,
              seats: state.seats.map((seat) => {
                const change = changes.get(seat.seat);
                return change ? { ...seat, autopick: change.autopick, timed_out: change.timed_out } : seat;
              }),
            }
          : state,
      );
    },
    onError: (error) => toast.error('Autopick was not changed', { description: error.message }),
  });
}
