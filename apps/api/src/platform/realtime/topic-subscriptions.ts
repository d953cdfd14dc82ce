import { type TopicRequest, topicRequestSchema } from '@kennel/core';
import type { WebSocket } from 'ws';
import type { BackPressure } from './back-pressure.ts';
import type { TopicEvent } from './bus.ts';
import { framesOf, writeFrames } from './frames.ts';

/** One socket follows at most this many topics (a page shows a sport's games and news, or a few games). */
export const MAX_TOPICS_PER_SOCKET = 100;

/**
 * What a socket is told when its message was not understood or not allowed: `{type: 'error', data:
 * {code}}`; `topic_not_found` names the topics the player may not follow (a draft they have no seat
 * in), as if they did not exist; `topic_check_failed` when that could not be checked (try again).
 */
export type TopicRequestError =
  | 'invalid_topic_request'
  | 'too_many_topics'
  | 'topic_not_found'
  | 'topic_check_failed';

/** The answer to a client's message: confirmed (`subscribed`/`unsubscribed` with the topics) or an error. */
export type TopicAnswer =
  | { type: 'subscribed' | 'unsubscribed'; data: { topics: string[] } }
  | { type: 'error'; data: { code: TopicRequestError; topics?: string[] } };

export const refusedTopics = (code: TopicRequestError, topics?: string[]): TopicAnswer => ({
  type: 'error',
  data: topics ? { code, topics } : { code },
});

/** A client's `{type: 'subscribe'|'unsubscribe', topics}`, or the error to answer anything else with (never a throw). */
export function parseTopicRequest(raw: string): TopicRequest | TopicAnswer {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refusedTopics('invalid_topic_request');
  }
  const request = topicRequestSchema.safeParse(value);
  return request.success ? request.data : refusedTopics('invalid_topic_request');
}

/**
 * Topic → sockets, and each socket's topics. An event is serialized and encoded when it arrives;
 * the events of one turn of the event loop (a NOTIFY batch comes in one read) are written at the
 * turn's end, framed once per topic: each socket that follows a topic and is keeping up
 * (`pressure`) gets that turn's messages of the topic, in order, in one write.
 */
export function createTopicSubscriptions(pressure: BackPressure) {
  const byTopic = new Map<string, Set<WebSocket>>();
  const bySocket = new Map<WebSocket, Set<string>>();
  /** Encoded messages of this turn not yet written, by topic (in order of each topic's first). */
  let pending = new Map<string, Buffer[]>();
  let flushQueued = false;

  function unsubscribe(socket: WebSocket, topics: readonly string[]) {
    const own = bySocket.get(socket);
    if (!own) return;
    for (const topic of topics) {
      if (!own.delete(topic)) continue;
      const sockets = byTopic.get(topic);
      sockets?.delete(socket);
      if (sockets?.size === 0) byTopic.delete(topic);
    }
    if (own.size === 0) bySocket.delete(socket);
  }

  function subscribe(socket: WebSocket, topics: readonly string[]): TopicRequestError | null {
    const own = bySocket.get(socket) ?? new Set<string>();
    const added = topics.filter((topic) => !own.has(topic));
    if (own.size + new Set(added).size > MAX_TOPICS_PER_SOCKET) return 'too_many_topics';
    bySocket.set(socket, own);
    for (const topic of added) {
      own.add(topic);
      const sockets = byTopic.get(topic) ?? new Set<WebSocket>();
      byTopic.set(topic, sockets);
      sockets.add(socket);
    }
    return null;
  }

  /** Writes the turn's messages: per topic one buffer of frames, the same bytes to each socket. */
  function flush() {
    flushQueued = false;
    if (pending.size === 0) return;
    const turn = pending;
    pending = new Map();
    for (const [topic, payloads] of turn) {
      const sockets = byTopic.get(topic);
      if (!sockets) continue;
      const frames = framesOf(payloads);
      for (const socket of sockets) if (pressure.writable(socket)) writeFrames(socket, frames, payloads);
    }
  }

  return {
    /** Applies a parsed request (its topics already allowed); answers the confirmation or the error. */
    apply(socket: WebSocket, request: TopicRequest): TopicAnswer {
      const { topics } = request;
      if (request.type === 'unsubscribe') {
        unsubscribe(socket, topics);
        return { type: 'unsubscribed', data: { topics } };
      }
      const problem = subscribe(socket, topics);
      return problem ? refusedTopics(problem) : { type: 'subscribed', data: { topics } };
    },
    /** Forgets a closed socket. */
    remove(socket: WebSocket) {
      unsubscribe(socket, [...(bySocket.get(socket) ?? [])]);
    },
    /**
     * Sends `{type, topic, data}` to the topic's sockets at the end of this turn of the event loop
     * (serialized now), after the topic's earlier messages; nothing when no socket follows it.
     */
    deliver(event: TopicEvent): void {
      if (!byTopic.has(event.topic)) return;
      const payload = Buffer.from(
        event.json ?? JSON.stringify({ type: event.type, topic: event.topic, data: event.data }),
      );
      const queued = pending.get(event.topic);
      if (queued) queued.push(payload);
      else pending.set(event.topic, [payload]);
      if (!flushQueued) {
        flushQueued = true;
        queueMicrotask(flush);
      }
    },
    /** Writes what `deliver` holds now, before a message that must come after it (a resync). */
    flush,
    /** The sockets that follow at least one topic (told to refetch after a bus outage). */
    sockets(): Iterable<WebSocket> {
      return bySocket.keys();
    },
    has(topic: string): boolean {
      return byTopic.has(topic);
    },
    withPrefix(prefix: string): string[] {
      return [...byTopic.keys()].filter((topic) => topic.startsWith(prefix));
    },
    topicCount(): number {
      return byTopic.size;
    },
  };
}
