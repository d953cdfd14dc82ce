import websocket from '@fastify/websocket';
import { LIVE_SOCKET_LIMIT_CLOSE_CODE, type TopicRequest } from '@kennel/core';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ApiProblem } from '../http/api-problem.ts';
import { requireUser } from '../http/auth.ts';
import type { App } from '../http/server.ts';
import { countLiveSocketBehind } from '../monitoring/metrics.ts';
import { createBackPressure } from './back-pressure.ts';
import { BUS_RESYNC, type EventBus, isTopicEvent, type TopicEvent } from './bus.ts';
import {
  createTopicSubscriptions,
  parseTopicRequest,
  refusedTopics,
  type TopicAnswer,
} from './topic-subscriptions.ts';

export const REALTIME_PATH = '/v1/ws';
/** Sockets that miss a ping for this long are dropped (a phone that went to sleep, a dead proxy). */
const HEARTBEAT_MS = 30_000;
/** Client messages are small: a subscribe to 50 topics of the longest allowed names is about 5.4 KB. */
const MAX_CLIENT_MESSAGE_BYTES = 8 * 1024;
/**
 * Live sockets one player may hold in this process: a tab holds one, so ten tabs still all work.
 * Opening one more closes the player's oldest (the tab just opened is the one in front of them)
 * with LIVE_SOCKET_LIMIT_CLOSE_CODE; that tab reconnects once it is in front again.
 */
export const MAX_SOCKETS_PER_USER = 10;

/** What the server pushes: `{type, data}`, e.g. `{type: 'wallet', data: <wallet>}`. */
export interface RealtimeMessage {
  type: string;
  data: unknown;
}

/** A feature's full state for one player, sent on connect and again after a resync. */
export type SnapshotProvider = (userId: string) => Promise<RealtimeMessage>;

/** Whether the player may follow the topic (checked on every subscribe). */
export type TopicGuard = (userId: string, topic: string) => Promise<boolean>;

export interface RealtimeHub {
  /** Sends `provider`'s snapshot on every (re)connect, and again whenever `eventType` arrives for the player. */
  publishSnapshots(eventType: string, provider: SnapshotProvider): void;
  /**
   * Topics starting with `prefix` (`draft:`) are private: a subscribe naming one the player may not
   * follow is refused whole with `topic_not_found`, as if it did not exist.
   */
  guardTopics(prefix: string, guard: TopicGuard): void;
  /** Whether a socket of this process follows the topic (so a message for it is worth building). */
  follows(topic: string): boolean;
  /** The topics starting with `prefix` that a socket of this process follows. */
  followed(prefix: string): string[];
  /**
   * Sends topic events to this process's sockets only, each serialized once: for news every
   * process works out itself from an event the bus already brought it (live standings).
   */
  deliverLocal(events: readonly TopicEvent[]): void;
}

/** The origin of `value` (scheme://host[:port]), or null when it is not an http(s) URL. */
function httpOrigin(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * The browser must come from Kennel's own origin (no cross-site WebSocket hijacking with the
 * cookie). A client that sends no Origin is not a browser; any Origin that is sent but is not
 * Kennel's own (`null`, empty, malformed, another site) is refused before the upgrade.
 */
async function checkOrigin(request: FastifyRequest, publicUrl: string) {
  const sent = request.headers.origin;
  if (sent === undefined) return;
  const origin = httpOrigin(sent);
  const own = new URL(publicUrl).origin;
  const host = request.headers.host;
  const sameHost = origin !== null && host !== undefined && origin.host === host;
  if (origin === null || (origin.origin !== own && !sameHost)) throw new ApiProblem('forbidden');
}

/**
 * The WebSocket endpoint: a signed-in browser connects to /v1/ws with its session cookie and
 * gets a snapshot of each registered feature, then a fresh one after every change event the bus
 * carries for that player (from any API instance). It may also follow topics (a game, a sport's
 * games or news; a draft only for its own players, see `guardTopics`): each topic event goes to every
 * socket that follows it, on every instance. Messages go out only after commit, because events are
 * published only after commit. A player keeps at most MAX_SOCKETS_PER_USER sockets per process. A
 * socket that stops keeping up is skipped, then told to resync (back-pressure.ts).
 */
export async function installRealtime(
  app: App,
  { bus, publicUrl }: { bus: EventBus; publicUrl: string },
): Promise<RealtimeHub> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const sockets = new Map<string, Set<WebSocket>>();
  const providers = new Map<string, SnapshotProvider>();
  const guards = new Map<string, TopicGuard>();
  const owners = new WeakMap<WebSocket, string>();
  const resyncMessage = Buffer.from(JSON.stringify({ type: 'resync' }));
  // A socket that fell behind and caught up: refetch what it follows, and its player's snapshots.
  const pressure = createBackPressure((socket) => {
    socket.send(resyncMessage, { binary: false });
    const userId = owners.get(socket);
    if (userId) pushAllSnapshotsTo(userId, socket);
  }, countLiveSocketBehind);
  const topics = createTopicSubscriptions(pressure);

  /** The request's topics the player may not follow (a guard that fails refuses the whole request). */
  async function refusedOf(userId: string, request: TopicRequest): Promise<string[]> {
    if (request.type === 'unsubscribe') return [];
    const refused: string[] = [];
    for (const topic of request.topics) {
      const guard = [...guards].find(([prefix]) => topic.startsWith(prefix))?.[1];
      if (guard && !(await guard(userId, topic))) refused.push(topic);
    }
    return refused;
  }

  /** The answer to one client message; guarded topics are checked before anything is subscribed. */
  async function answer(socket: WebSocket, userId: string, raw: string): Promise<TopicAnswer | null> {
    const request = parseTopicRequest(raw);
    if (!('topics' in request)) return request;
    let refused: string[];
    try {
      refused = await refusedOf(userId, request);
    } catch (error) {
      app.log.error({ err: error, user_id: userId }, 'realtime topic check failed');
      return refusedTopics('topic_check_failed');
    }
    // Closed while the check ran: it follows nothing any more.
    if (socket.readyState !== socket.OPEN) return null;
    if (refused.length > 0) return refusedTopics('topic_not_found', refused);
    return topics.apply(socket, request);
  }

  /** Stops sending to a socket: out of its player's set and its topics (its close event does the same). */
  function forget(userId: string, open: Set<WebSocket>, socket: WebSocket) {
    topics.remove(socket);
    pressure.forget(socket);
    open.delete(socket);
    if (open.size === 0 && sockets.get(userId) === open) sockets.delete(userId);
  }

  function send(socket: WebSocket, message: RealtimeMessage) {
    if (pressure.writable(socket)) socket.send(JSON.stringify(message));
  }

  const queues = new Map<string, Promise<void>>();
  /** Per player, sockets waiting for a full snapshot push that has not started yet (they share it). */
  const waitingForAll = new Map<string, Set<WebSocket>>();

  async function loadAndSend(userId: string, only?: SnapshotProvider, to?: Iterable<WebSocket>) {
    if (!sockets.get(userId)?.size) return;
    for (const provider of only ? [only] : providers.values()) {
      try {
        const message = await provider(userId);
        for (const socket of to ?? sockets.get(userId) ?? []) send(socket, message);
      } catch (error) {
        app.log.error({ err: error, user_id: userId }, 'realtime snapshot failed');
      }
    }
  }

  /** Runs `push` after the player's earlier pushes, so the last message is always the latest. */
  function queuePush(userId: string, push: () => Promise<void>) {
    const next = (queues.get(userId) ?? Promise.resolve()).then(push);
    queues.set(userId, next);
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
  }

  /** One push at a time per player, each reading fresh state: `only`'s snapshot, to all the player's sockets. */
  function pushSnapshots(userId: string, only?: SnapshotProvider) {
    queuePush(userId, () => loadAndSend(userId, only));
  }

  /**
   * Every snapshot to `socket` alone (it just connected, or caught up after falling behind): the
   * player's other sockets have them already. Sockets of one player that ask before the push has
   * begun share its reads (ten tabs opening at once read each snapshot once, not ten times).
   */
  function pushAllSnapshotsTo(userId: string, socket: WebSocket) {
    const waiting = waitingForAll.get(userId);
    if (waiting) {
      waiting.add(socket);
      return;
    }
    const targets = new Set([socket]);
    waitingForAll.set(userId, targets);
    queuePush(userId, () => {
      if (waitingForAll.get(userId) === targets) waitingForAll.delete(userId);
      return loadAndSend(userId, undefined, targets);
    });
  }

  const unsubscribe = bus.subscribe((event) => {
    if (isTopicEvent(event)) {
      topics.deliver(event);
      return;
    }
    if (event.type === BUS_RESYNC) {
      // What arrived before the outage goes out before the resync.
      topics.flush();
      for (const userId of sockets.keys()) pushSnapshots(userId);
      // Topic events sent while the bus was down are lost: pages that follow topics refetch.
      for (const socket of topics.sockets())
        if (pressure.writable(socket)) socket.send(resyncMessage, { binary: false });
      return;
    }
    const provider = providers.get(event.type);
    if (provider) pushSnapshots(event.userId, provider);
  });

  const heartbeat = setInterval(() => {
    for (const open of sockets.values()) {
      for (const socket of open) {
        const alive = socket as WebSocket & { kennelAlive?: boolean };
        if (alive.kennelAlive === false) {
          socket.terminate();
          continue;
        }
        alive.kennelAlive = false;
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onReady', () => bus.ready());
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    pressure.close();
    unsubscribe();
    await bus.close();
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Origin first: a cross-site page learns nothing, not even whether its visitor is signed in.
      onRequest: async (request) => checkOrigin(request, publicUrl),
      preHandler: requireUser,
      schema: {
        summary:
          'Live updates (WebSocket): {type, data} messages such as {type: "wallet", data: Wallet}; send ' +
          '{type: "subscribe"|"unsubscribe", topics} to follow topics, whose events arrive as {type, topic, data}.',
      },
    },
    (socket, request) => {
      const userId = request.user!.id;
      owners.set(socket, userId);
      const open = sockets.get(userId) ?? new Set<WebSocket>();
      sockets.set(userId, open);
      open.add(socket);
      // Synchronous from the count to the close, so concurrent opens never pass the cap.
      while (open.size > MAX_SOCKETS_PER_USER) {
        const oldest = open.values().next().value as WebSocket;
        forget(userId, open, oldest);
        oldest.close(LIVE_SOCKET_LIMIT_CLOSE_CODE, 'Too many live connections: the oldest was closed');
      }
      socket.on('pong', () => {
        (socket as WebSocket & { kennelAlive?: boolean }).kennelAlive = true;
      });
      // One message at a time per socket, answered in order (a guard's check is asynchronous).
      let answering: Promise<void> = Promise.resolve();
      socket.on('message', (raw, isBinary) => {
        answering = answering.then(async () => {
          // Answered either way, so a client knows when its topics are live (or why not).
          const reply = isBinary
            ? refusedTopics('invalid_topic_request')
            : await answer(socket, userId, String(raw));
          if (reply) send(socket, reply);
        });
      });
      socket.on('close', () => forget(userId, open, socket));
      pushAllSnapshotsTo(userId, socket);
    },
  );

  return {
    publishSnapshots(eventType, provider) {
      providers.set(eventType, provider);
    },
    guardTopics(prefix, guard) {
      guards.set(prefix, guard);
    },
    follows: (topic) => topics.has(topic),
    followed: (prefix) => topics.withPrefix(prefix),
    deliverLocal(events) {
      for (const event of events) topics.deliver(event);
    },
  };
}
