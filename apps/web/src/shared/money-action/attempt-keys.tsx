import { createContext, type ReactNode, useContext, useRef } from 'react';

/** One request sent under `key`: `unknown` while no definite answer (a success, a refusal) has come back. */
export interface MoneyAttempt {
  key: string;
  /** The form content it was sent for, so a change of form can end the attempts that were answered. */
  form: string;
  unknown: boolean;
  /** When its key was made, on the server's clock (ms): past the server's replay window it is not sent again. */
  startedAt: number;
}

/** The attempts of money forms, by what each sends (form content and variant). */
export type MoneyAttempts = Map<string, MoneyAttempt>;

const KeptAttempts = createContext<MoneyAttempts | null>(null);

/**
 * Keeps the attempts of the money forms below it after such a form unmounts (a sheet closed, a
 * panel re-opened, a page left and come back to): a request whose answer was lost is sent again
 * under its first key, so the server replays it instead of charging twice. The app keeps one for
 * every paid form (AppProviders); attempts are told apart by what each form sends, whose content
 * names its request (a contest, a slip's picks, an amount and a card), and the server scopes keys
 * to the signed-in player.
 */
export function KeepMoneyAttempts({ children }: { children: ReactNode }) {
  const attempts = useRef<MoneyAttempts>(new Map());
  return <KeptAttempts.Provider value={attempts.current}>{children}</KeptAttempts.Provider>;
}

/** The attempts kept above this form, or the form's own. */
export function useMoneyAttempts(): MoneyAttempts {
  const own = useRef<MoneyAttempts>(new Map());
  return useContext(KeptAttempts) ?? own.current;
}
