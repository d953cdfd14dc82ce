import { type TopicRequest, topicRequestSchema } from '@kennel/core';
import type { WebSocket } from 'ws';
import type { BackPressure } from './back-pressure.ts';
import type { TopicEvent } from './bus.ts';
import { textFrame, writeFrame } from './frames.ts';

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
 * Topic → sockets, and each socket's topics. An event is serialized, encoded and framed once, then
 * the same bytes are written to every socket that follows its topic that is keeping up (`pressure`).
 */
export function createTopicSubscriptions(pressure: BackPressure) {
  const byTopic = new Map<string, Set<WebSocket>>();
  const bySocket = new Map<WebSocket, Set<string>>();

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
    /** Sends `{type, topic, data}` to the topic's sockets; returns how many it went to. */
    deliver(event: TopicEvent): number {
      const sockets = byTopic.get(event.topic);
      if (!sockets) return 0;
      const bytes = Buffer.from(
        event.json ?? JSON.stringify({ type: event.type, topic: event.topic, data: event.data }),
      );
      const frame = textFrame(bytes);
      let sent = 0;
      for (const socket of sockets) {
        if (!pressure.writable(socket)) continue;
        writeFrame(socket, frame, bytes);
        sent += 1;
      }
      return sent;
    },
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
