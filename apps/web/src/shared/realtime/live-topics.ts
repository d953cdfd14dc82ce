import type { LiveMessage } from './live-connection.ts';

/** A topic event from /v1/ws, e.g. `{type: 'game', topic: 'game:nfl-1', data: GameSummary}`. */
export interface LiveTopicMessage<T = unknown> {
  type: string;
  topic: string;
  data: T;
}

export interface TopicFollower {
  onMessage: (message: LiveTopicMessage) => void;
  /** Events may have been missed (a reconnect, or the server lost its bus): refetch. */
  onResync?: () => void;
}

/** The server takes at most this many topics per request. */
const TOPICS_PER_REQUEST = 50;

/** A later message with a lower version than one already shown is stale (games carry their version). */
function versionOf(data: unknown): { id: string; version: number } | null {
  if (!data || typeof data !== 'object') return null;
  const { id, version } = data as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number' ? { id, version } : null;
}

/**
 * Who follows which topic on the one live connection. The first follower of a topic subscribes,
 * the last to leave unsubscribes; changes are sent together once the current task ends, so a
 * component that unmounts and mounts again (or a page of many) costs one message, not a flurry.
 */
export function createLiveTopics(
  send: (text: string) => boolean,
  schedule: (run: () => void) => void = queueMicrotask,
) {
  const followers = new Map<string, Set<TopicFollower>>();
  const versions = new Map<string, Map<string, number>>();
  /** Topics whose subscription may have changed since the server was last told. */
  const changed = new Set<string>();
  /** What the server was told, so nothing is sent twice. */
  const subscribed = new Set<string>();
  /**
   * Topics subscribed for followers that loaded their data before the subscription took effect:
   * an event in between reached nobody, so when the server confirms the subscription they refetch.
   */
  const awaitingConfirmation = new Set<string>();
  let flushing = false;

  function request(type: 'subscribe' | 'unsubscribe', topics: string[]) {
    for (let start = 0; start < topics.length; start += TOPICS_PER_REQUEST) {
      const batch = topics.slice(start, start + TOPICS_PER_REQUEST);
      if (!send(JSON.stringify({ type, topics: batch }))) return false;
    }
    return true;
  }

  function flush() {
    flushing = false;
    const add = [...changed].filter((topic) => followers.has(topic) && !subscribed.has(topic));
    const drop = [...changed].filter((topic) => !followers.has(topic) && subscribed.has(topic));
    changed.clear();
    if (drop.length > 0 && request('unsubscribe', drop)) for (const topic of drop) subscribed.delete(topic);
    if (add.length > 0 && request('subscribe', add)) {
      for (const topic of add) {
        subscribed.add(topic);
        awaitingConfirmation.add(topic);
      }
    }
  }

  function markChanged(topic: string) {
    changed.add(topic);
    if (flushing) return;
    flushing = true;
    schedule(flush);
  }

  /** Every follower refetches once, however many of the topics it follows (a board follows ten). */
  function resync() {
    awaitingConfirmation.clear();
    const due = new Set<TopicFollower>();
    for (const set of followers.values()) for (const follower of set) due.add(follower);
    for (const follower of due) follower.onResync?.();
  }

  /** The server confirmed these topics: their followers may have missed what came before, so refetch (once each). */
  function confirmed(topics: unknown): void {
    if (!Array.isArray(topics)) return;
    const due = new Set<TopicFollower>();
    for (const topic of topics) {
      if (typeof topic !== 'string' || !awaitingConfirmation.delete(topic)) continue;
      for (const follower of followers.get(topic) ?? []) due.add(follower);
    }
    for (const follower of due) follower.onResync?.();
  }

  return {
    /** Starts following `topic`; returns the stop. */
    follow(topic: string, follower: TopicFollower): () => void {
      let set = followers.get(topic);
      if (!set) {
        set = new Set();
        followers.set(topic, set);
        markChanged(topic);
      }
      set.add(follower);
      const own = set;
      return () => {
        if (!own.delete(follower) || own.size > 0 || followers.get(topic) !== own) return;
        followers.delete(topic);
        versions.delete(topic);
        markChanged(topic);
      };
    },
    /** A socket opened: it starts with no topics, so subscribe to all again; after a reconnect, refetch. */
    opened(reconnected: boolean) {
      subscribed.clear();
      changed.clear();
      awaitingConfirmation.clear();
      const topics = [...followers.keys()];
      if (topics.length > 0 && request('subscribe', topics)) {
        for (const topic of topics) {
          subscribed.add(topic);
          // After a reconnect everyone refetches at once below; on the first socket, on confirmation.
          if (!reconnected) awaitingConfirmation.add(topic);
        }
      }
      if (reconnected) resync();
    },
    /** Hands a topic event to its followers; returns false for messages that are not about topics. */
    deliver(message: LiveMessage): boolean {
      if (message.type === 'resync') {
        resync();
        return true;
      }
      if (message.type === 'subscribed') {
        confirmed((message.data as { topics?: unknown } | undefined)?.topics);
        return true;
      }
      if (message.topic === undefined) return false;
      const set = followers.get(message.topic);
      if (!set) return true;
      const versioned = versionOf(message.data);
      if (versioned) {
        const seen = versions.get(message.topic) ?? new Map<string, number>();
        versions.set(message.topic, seen);
        if ((seen.get(versioned.id) ?? Number.NEGATIVE_INFINITY) > versioned.version) return true;
        seen.set(versioned.id, versioned.version);
      }
      const event: LiveTopicMessage = { type: message.type, topic: message.topic, data: message.data };
      for (const follower of [...set]) {
        try {
          follower.onMessage(event);
        } catch (error) {
          // One follower's bug must not starve the others of the update.
          console.error(error);
        }
      }
      return true;
    },
    topics(): string[] {
      return [...followers.keys()];
    },
  };
}

export type LiveTopics = ReturnType<typeof createLiveTopics>;
