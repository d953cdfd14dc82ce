import { act } from '@testing-library/react';
import type { LiveTopicMessage } from '../../realtime/index.ts';

// For component tests of one piece (a chip, a card): stands in for useLiveTopic through vi.mock of
// shared/realtime, so a test can play the server pushing a message. Page tests use the real hook
// over FakeWebSocket (fake-socket.ts).

/** The handler components registered per topic. */
export const liveTopics = new Map<string, (message: LiveTopicMessage) => void>();

export function fakeUseLiveTopic(topic: string | null, onMessage: (message: LiveTopicMessage) => void): void {
  if (topic) liveTopics.set(topic, onMessage);
}

/** Delivers `{type, topic, data}` as the socket would; the screen follows once the query cache notifies. */
export function push(topic: string, data: unknown): void {
  const handler = liveTopics.get(topic);
  if (!handler)
    throw new Error(`nothing subscribed to ${topic}; subscribed: ${[...liveTopics.keys()].join(', ')}`);
  const type = topic.split(':')[0] === 'news' ? 'news' : 'game';
  act(() => handler({ type, topic, data }));
}
