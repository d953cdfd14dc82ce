import { randomUUID } from 'node:crypto';
import type { BusEvent } from './bus.ts';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well under it. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7_900;
/** A bigger event is split into parts of this many characters (at most 3 UTF-8 bytes each, plus a short header). */
const PART_CHARS = 2_500;
/** Events beyond this are refused: the bus carries news of a change, not bulk data. */
export const MAX_EVENT_BYTES = 256 * 1024;
/** Parts of an event not yet complete, kept per listening connection; older ones are dropped first. */
const MAX_PENDING_EVENTS = 64;
const PART_PREFIX = '#';

export class EventTooLargeError extends Error {
  constructor(bytes: number, type: string) {
    super(`bus event of type ${type} is ${bytes} bytes, over the ${MAX_EVENT_BYTES}-byte limit; not sent`);
  }
}

/** The JSON of one event, and only the fields the bus carries. */
function eventJson(event: BusEvent): string {
  return 'topic' in event && typeof event.topic === 'string'
    ? JSON.stringify({ type: event.type, topic: event.topic, data: event.data })
    : JSON.stringify({ type: event.type, userId: (event as { userId: string }).userId });
}

/**
 * NOTIFY payloads for one event: its JSON when it fits, else numbered parts `#<id>:<i>/<n>:<text>`
 * that the listener joins. One transaction's notifications arrive together and in order.
 */
export function encodeEvent(event: BusEvent): string[] {
  const json = eventJson(event);
  const bytes = Buffer.byteLength(json);
  if (bytes < NOTIFY_PAYLOAD_LIMIT_BYTES) return [json];
  if (bytes > MAX_EVENT_BYTES) throw new EventTooLargeError(bytes, event.type);
  const texts: string[] = [];
  for (let start = 0; start < json.length; ) {
    let end = Math.min(json.length, start + PART_CHARS);
    // Never cut between the two halves of a surrogate pair: PostgreSQL would store each as U+FFFD.
    const last = json.charCodeAt(end - 1);
    if (end < json.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    texts.push(json.slice(start, end));
    start = end;
  }
  const id = randomUUID();
  return texts.map((text, index) => `${PART_PREFIX}${id}:${index + 1}/${texts.length}:${text}`);
}

function parseEvent(json: string): BusEvent | null {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    if (typeof value.type !== 'string') return null;
    // The JSON was written by eventJson in this very shape: the hub sends it on without serialising again.
    if (typeof value.topic === 'string')
      return { type: value.type, topic: value.topic, data: value.data, json };
    if (typeof value.userId === 'string') return { type: value.type, userId: value.userId };
    return null;
  } catch {
    return null;
  }
}

/** Turns NOTIFY payloads back into events, joining split ones; malformed payloads are dropped. */
export function createEventDecoder() {
  const pending = new Map<string, { parts: string[]; received: number }>();
  return {
    decode(payload: string | undefined): BusEvent | null {
      if (!payload) return null;
      if (!payload.startsWith(PART_PREFIX)) return parseEvent(payload);
      const header = /^#([0-9a-f-]{36}):(\d+)\/(\d+):/.exec(payload);
      if (!header) return null;
      const [prefix, id = '', indexText = '', countText = ''] = header;
      const index = Number(indexText);
      const count = Number(countText);
      if (index < 1 || index > count || count > MAX_EVENT_BYTES / (PART_CHARS / 2)) return null;
      let event = pending.get(id);
      if (!event) {
        if (pending.size >= MAX_PENDING_EVENTS) pending.delete(pending.keys().next().value as string);
        event = { parts: new Array<string>(count), received: 0 };
        pending.set(id, event);
      }
      if (event.parts[index - 1] === undefined) event.received += 1;
      event.parts[index - 1] = payload.slice(prefix.length);
      if (event.received < count) return null;
      pending.delete(id);
      return parseEvent(event.parts.join(''));
    },
    /** Forgets half-received events (the connection was lost, so their other parts never come). */
    reset() {
      pending.clear();
    },
  };
}
