import type { DraftState } from '@kennel/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bestBallQueryKeys } from '../../../shared/api/best-ball.ts';
import { draftsContract } from '../../../shared/api/game-contracts.ts';
import { isApiRequestError, useHttpClient } from '../../../shared/api/index.ts';
import { toast } from '../../../shared/ui/index.ts';

/**
 * The pick conflicts the room expects (someone, maybe the autopick, got there first; the player's game
 * or the slate's first game started meanwhile): said, not reported.
 */
const RACE_CODES = new Set([
  'draft_pick_made',
  'draft_not_your_turn',
  'draft_pick_not_current',
  'draft_player_taken',
  'draft_not_started',
  'draft_player_locked',
  'draft_closed',
]);

/**
 * `POST /v1/drafts/:id/picks` for the pick on the clock. The server is idempotent on the pick
 * number, so a double click or a retry of the same pick answers the same pick. On a conflict the
 * room refetches: the board it shows is behind the server's.
 */
export function useMakePick(draftId: string) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['draft-pick', draftId],
    mutationFn: async (pick: { pick_number: number; player_id: string; player_name: string }) =>
      http.call(
        (await draftsContract()).DRAFT_ENDPOINTS.makeDraftPick,
        { params: { draftId }, body: { pick_number: pick.pick_number, player_id: pick.player_id } },
        { quietStatuses: [403, 409, 422] },
      ),
    onSuccess: (_result, pick) => {
      toast.success(`You drafted ${pick.player_name}`);
    },
    onError: (error) => {
      const code = isApiRequestError(error) ? error.apiCode : undefined;
      const title = isApiRequestError(error) ? error.clientError.title : 'Your pick did not go in';
      toast.error(title ?? 'Your pick did not go in', { description: error.message });
      if (code && RACE_CODES.has(code)) {
        void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.draft(draftId) });
        void queryClient.invalidateQueries({ queryKey: bestBallQueryKeys.draftPool(draftId) });
      }
    },
  });
}

export type MakePick = ReturnType<typeof useMakePick>;

/** Whether the Draft button may be pressed: the player's seat is on the clock and no pick is in flight. */
export function canDraft(state: DraftState | undefined, pending: boolean): boolean {
  if (!state || pending || state.status !== 'drafting') return false;
  return state.seats.some((seat) => seat.is_you && seat.seat === state.on_the_clock_seat);
}
