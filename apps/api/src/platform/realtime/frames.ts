import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * One topic message goes to thousands of sockets: it is framed once (a server's text frame, RFC
 * 6455 §5.2: final, unmasked) and the same bytes are written to each socket's connection, so a
 * socket costs one write and no framing or copying of its own (one write for all of a turn's
 * messages of the topic: `framesOf`).
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN, text
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** The parts of `ws`'s socket that say whether a frame may go straight to the connection. */
interface WsInternals {
  _socket?: Socket;
  /** `ws`'s sender: 0 when nothing of its own is queued (no compression or Blob read under way). */
  _sender?: { _state?: number };
}

/** The frames of several messages back to back, in order: one buffer, so one write per socket. */
export function framesOf(payloads: readonly Buffer[]): Buffer {
  if (payloads.length === 1) return textFrame(payloads[0] as Buffer);
  return Buffer.concat(payloads.map(textFrame));
}

/**
 * Writes frames made by `framesOf(payloads)` to an open socket's connection, behind anything `ws`
 * already wrote there; when `ws` holds frames of its own back (compression, a Blob), each payload
 * through `ws` instead, so the order of messages is kept.
 */
export function writeFrames(socket: WebSocket, frames: Buffer, payloads: readonly Buffer[]): void {
  const internals = socket as unknown as WsInternals;
  if (internals._socket && internals._sender?._state === 0) internals._socket.write(frames);
  else for (const payload of payloads) socket.send(payload, { binary: false });
}
