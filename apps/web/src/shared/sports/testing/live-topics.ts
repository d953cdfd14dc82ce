import { act } from '@testing-library/react';

/** The handlers components registered per topic, so a test can play the server pushing a message. */
export const liveTopics = new Map<string, (data: unknown) => void>();

/** Stands in for useLiveTopic in vi.mock factories. */
export function fakeUseLiveTopic(topic: string | null, onMessage: (data: unknown) => void): void {
  if (topic) liveTopics.set(topic, onMessage);
}

export function push(topic: string, data: unknown): void {
  const handler = liveTopics.get(topic);
  if (!handler)
    throw new Error(`nothing subscribed to ${topic}; subscribed: ${[...liveTopics.keys()].join(', ')}`);
  act(() => handler(data));
}
