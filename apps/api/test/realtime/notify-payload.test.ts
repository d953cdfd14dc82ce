import { describe, expect, it } from 'vitest';
import { isTopicEvent, type TopicEvent } from '../../src/platform/realtime/bus.ts';
import {
  createEventDecoder,
  EventTooLargeError,
  encodeEvent,
  MAX_EVENT_BYTES,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
} from '../../src/platform/realtime/notify-payload.ts';

describe('NOTIFY payloads', () => {
  it('sends small events as their JSON, player and topic kinds alike', () => {
    const decoder = createEventDecoder();
    const player = { type: 'wallet', userId: 'u1' };
    const topic = { type: 'game', topic: 'game:g1', data: { id: 'g1', version: 3 } };
    expect(encodeEvent(player)).toEqual([JSON.stringify(player)]);
    // A topic event keeps its JSON, which the hub writes to sockets as is.
    expect(encodeEvent(topic).map((payload) => decoder.decode(payload))).toEqual([
      { ...topic, json: JSON.stringify(topic) },
    ]);
  });

  it('splits a big event into parts under the limit and joins them back, even interleaved', () => {
    const decoder = createEventDecoder();
    const first = { type: 'news', topic: 'news:all', data: { body: '🐕 “quoted” ü\\n'.repeat(4_000) } };
    const second = { type: 'news', topic: 'news:nfl', data: { body: 'é'.repeat(20_000) } };
    const a = encodeEvent(first);
    const b = encodeEvent(second);
    expect(a.length).toBeGreaterThan(1);
    for (const payload of [...a, ...b]) {
      expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT_BYTES);
      // A part that ends in half a surrogate pair would reach PostgreSQL as U+FFFD.
      expect(Buffer.from(payload).toString() === payload).toBe(true);
    }
    const decoded: TopicEvent[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      for (const part of [b[i], a[i]]) {
        const event = part === undefined ? null : decoder.decode(part);
        if (event && isTopicEvent(event)) decoded.push(event);
      }
    }
    const expected = b.length <= a.length ? [second, first] : [first, second];
    const events = decoded.map(({ json: _, ...event }) => event);
    expect(JSON.stringify(events) === JSON.stringify(expected)).toBe(true);
    expect(decoded.map((event) => event.json)).toEqual(expected.map((event) => JSON.stringify(event)));
  });

  it('refuses an event over the bus’s size limit', () => {
    const event = { type: 'news', topic: 'news:all', data: 'x'.repeat(MAX_EVENT_BYTES) };
    expect(() => encodeEvent(event)).toThrow(EventTooLargeError);
  });

  it('drops malformed payloads and half-received events after a reset', () => {
    const decoder = createEventDecoder();
    for (const payload of [undefined, '', 'not json', '{"type":1}', '{"type":"x"}', '#bad:1/2:x']) {
      expect(decoder.decode(payload)).toBeNull();
    }
    const parts = encodeEvent({ type: 'news', topic: 'news:all', data: 'y'.repeat(10_000) });
    decoder.decode(parts[0]);
    decoder.reset();
    for (const part of parts.slice(1)) expect(decoder.decode(part)).toBeNull();
  });
});
