import type { LiveGameMessage, LiveNewsMessage } from '@kennel/core';

/** What the sports world announces after a commit: a game's new state, or a news item. */
export type SportsLiveMessage = LiveGameMessage | LiveNewsMessage;

export type SportsPublish = (messages: SportsLiveMessage[]) => void;

/**
 * How long work triggered by a game's new score waits for the other games' (one simulator tick
 * applies its events in steps, each its own commit and message) so that they share one run: a
 * scoring play still suspends lines and stops bets a fraction of a second after it is committed.
 */
export const SCORE_CHANGES_GATHER_MS = 250;

export interface SportsLiveFanout {
  publish: SportsPublish;
  /** Adds a listener (the realtime bridge, tests); returns the function that removes it. */
  subscribe(listener: SportsPublish): () => void;
}

/**
 * Hands each committed batch of live messages to every listener. A listener that throws does not
 * keep the others from hearing (the data is committed either way; clients re-read on reconnect).
 */
export function createSportsLiveFanout(onError: (error: unknown) => void = () => {}): SportsLiveFanout {
  const listeners = new Set<SportsPublish>();
  return {
    publish(messages) {
      if (messages.length === 0) return;
      for (const listener of listeners) {
        try {
          listener(messages);
        } catch (error) {
          onError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
