/**
 * What closing an account hands to the home page (router state, not a new address: the seed lists
 * every route): the session is gone, so the goodbye shows where a guest lands.
 */
export interface AccountClosedState {
  accountClosed: { forfeitedCents: number };
}

export function accountClosedState(forfeitedCents: number): AccountClosedState {
  return { accountClosed: { forfeitedCents } };
}

/** The goodbye's facts, when the page was reached by closing an account. */
export function accountClosedFrom(state: unknown): AccountClosedState['accountClosed'] | null {
  if (typeof state !== 'object' || state === null || !('accountClosed' in state)) return null;
  const closed = (state as AccountClosedState).accountClosed;
  return typeof closed?.forfeitedCents === 'number' ? closed : null;
}
