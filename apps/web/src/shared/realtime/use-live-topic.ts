import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWebConfig } from '../config/index.ts';
import { useSession } from '../session/index.ts';
import type { LiveTopicMessage } from './live-topics.ts';
import { loadLiveWallet } from './load-live-wallet.ts';

export type { LiveTopicMessage } from './live-topics.ts';

/**
 * Calls `onMessage` with every event of the given topics (`game:<id>`, `games:<sport>`,
 * `news:<sport|all>`) while the component is mounted and the player is signed in (the live socket
 * is for signed-in players). `onResync` runs when events may have been missed (after a reconnect),
 * so the page can refetch. Game messages older than one already delivered are skipped.
 */
export function useLiveTopics<T>(
  topics: readonly string[],
  onMessage: (message: LiveTopicMessage<T>) => void,
  onResync?: () => void,
): void {
  const queryClient = useQueryClient();
  const { apiBaseUrl } = useWebConfig();
  const signedIn = useSession().status === 'signed-in';
  const handlers = useRef({ onMessage, onResync });
  useEffect(() => {
    handlers.current = { onMessage, onResync };
  });
  // The topics as one string, so a new array with the same topics does not resubscribe.
  const key = [...new Set(topics)].join('\n');
  useEffect(() => {
    if (!signedIn || key === '' || typeof WebSocket === 'undefined') return;
    const follower = {
      onMessage: (message: LiveTopicMessage) => handlers.current.onMessage(message as LiveTopicMessage<T>),
      onResync: () => handlers.current.onResync?.(),
    };
    const releases: (() => void)[] = [];
    let cancelled = false;
    void loadLiveWallet().then(({ retainLiveTopic }) => {
      if (cancelled) return;
      for (const topic of key.split('\n')) {
        releases.push(retainLiveTopic(queryClient, { apiBaseUrl }, topic, follower));
      }
    });
    return () => {
      cancelled = true;
      for (const release of releases.splice(0)) release();
    };
  }, [signedIn, key, apiBaseUrl, queryClient]);
}

/** One topic, or none while `topic` is null (e.g. the game is not known yet). */
export function useLiveTopic<T>(
  topic: string | null,
  onMessage: (message: LiveTopicMessage<T>) => void,
  onResync?: () => void,
): void {
  useLiveTopics(topic === null ? [] : [topic], onMessage, onResync);
}
