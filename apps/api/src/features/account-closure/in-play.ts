import {
  CLOSURE_IN_PLAY_GAMES,
  CLOSURE_IN_PLAY_PATHS,
  type ClosureInPlay,
  describeInPlay,
} from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';

/** Closing refused: what is in play pays out into cash later, so the account waits for it. */
export function inPlayRefusal(inPlay: ClosureInPlay): ApiProblem {
  const shown = CLOSURE_IN_PLAY_GAMES.filter((game) => inPlay[game] > 0).flatMap(
    (game) => CLOSURE_IN_PLAY_PATHS[game] ?? [],
  );
  const one = Object.values(inPlay).reduce((sum, n) => sum + n, 0) === 1;
  return new ApiProblem('account_has_entries_in_play', {
    detail: `You still have ${describeInPlay(inPlay)} in play. Close your account once ${one ? 'it has' : 'they have'} settled, and you have withdrawn what ${one ? 'it pays' : 'they pay'}.`,
    ...(shown[0] ? { cta_url: shown[0], cta_text: 'See my entries' } : {}),
  });
}
