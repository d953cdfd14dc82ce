import type { QueryClient } from '@tanstack/react-query';
import { parseWallet, walletQueryKey, walletSummaryFromWire } from '../api/wallet.ts';
import { writeStored } from '../storage/index.ts';
import {
  type LiveConnection,
  type LiveMessage,
  liveUrl,
  openLiveConnection,
  type SocketFactory,
} from './live-connection.ts';
import { createLiveTopics, type LiveTopics, type TopicFollower } from './live-topics.ts';
import { deliverPlayerSnapshot, forgetPlayerSnapshots } from './player-snapshots.ts';

/** Leaving one layout for another unmounts the balance for a moment; the socket outlives that. */
const RELEASE_GRACE_MS = 5_000;

/**
 * Writes a pushed wallet into the cache the top bar and the wallet pages read; other per-player
 * snapshots go to their listeners (player-snapshots.ts).
 */
export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): boolean {
  if (message.type !== 'wallet') return deliverPlayerSnapshot(message);
  const wallet = parseWallet(message.data);
  if (!wallet) return false;
  queryClient.setQueryData(walletQueryKey, walletSummaryFromWire(wallet));
  writeStored('lifetimeDeposits', {
    cents: wallet.lifetime_deposit_cents,
    updatedAt: new Date().toISOString(),
  });
  return true;
}

export interface LiveWalletOptions {
  apiBaseUrl: string;
  createSocket?: SocketFactory;
  /** The page's address (tests pass one). */
  page?: { protocol: string; host: string };
}

let shared: {
  connection: LiveConnection;
  topics: LiveTopics;
  users: number;
  queryClient: QueryClient;
  stop: () => void;
} | null = null;
let releaseTimer: ReturnType<typeof setTimeout> | null = null;

function start(queryClient: QueryClient, options: LiveWalletOptions) {
  const connection: LiveConnection = openLiveConnection({
    url: liveUrl(options.apiBaseUrl, options.page ?? window.location),
    createSocket: options.createSocket,
    onOpen: (reconnected) => topics.opened(reconnected),
    onMessage: (message) => {
      if (!topics.deliver(message)) applyLiveMessage(queryClient, message);
    },
  });
  const topics = createLiveTopics((text) => connection.send(text));
  // Back online or back to the tab: reconnect at once rather than after the backoff.
  const wake = () => {
    if (document.visibilityState !== 'hidden') connection.reconnectNow();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  return {
    connection,
    topics,
    users: 0,
    queryClient,
    stop() {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      connection.close();
      forgetPlayerSnapshots();
    },
  };
}

/**
 * Keeps one live connection per tab while anything that shows the balance or follows a topic is
 * on screen; returns the release. The last release closes the socket after a short grace period.
 */
export function retainLiveWallet(queryClient: QueryClient, options: LiveWalletOptions): () => void {
  if (releaseTimer !== null) clearTimeout(releaseTimer);
  releaseTimer = null;
  if (shared && shared.queryClient !== queryClient) {
    shared.stop();
    shared = null;
  }
  shared ??= start(queryClient, options);
  shared.users += 1;
  let released = false;
  return () => {
    if (released || !shared) return;
    released = true;
    shared.users -= 1;
    if (shared.users > 0) return;
    releaseTimer = setTimeout(() => {
      releaseTimer = null;
      if (shared && shared.users === 0) {
        shared.stop();
        shared = null;
      }
    }, RELEASE_GRACE_MS);
  };
}

/** Follows `topic` on the tab's one live connection (opening it if needed); returns the stop. */
export function retainLiveTopic(
  queryClient: QueryClient,
  options: LiveWalletOptions,
  topic: string,
  follower: TopicFollower,
): () => void {
  const release = retainLiveWallet(queryClient, options);
  const unfollow = shared?.topics.follow(topic, follower);
  return () => {
    unfollow?.();
    release();
  };
}

/** Closes the connection now (sign-out, tests). */
export function stopLiveWallet(): void {
  if (releaseTimer !== null) clearTimeout(releaseTimer);
  releaseTimer = null;
  shared?.stop();
  shared = null;
}
