import type { LiveMessage } from './live-connection.ts';

type SnapshotListener = (data: unknown) => void;

// Per-player snapshots other than the wallet (e.g. `pickem_entries`): the socket may deliver one
// before a listener mounts, so the last of each type is kept and handed to listeners that come later.
const listeners = new Map<string, Set<SnapshotListener>>();
const latest = new Map<string, unknown>();

/** Hands a per-player snapshot to its listeners; false when it is not one anybody listens for. */
export function deliverPlayerSnapshot(message: LiveMessage): boolean {
  if (message.topic !== undefined) return false;
  latest.set(message.type, message.data);
  const forType = listeners.get(message.type);
  for (const listener of forType ?? []) listener(message.data);
  return (forType?.size ?? 0) > 0;
}

/** Listens to the snapshots of one type, starting with the last one received; returns the stop. */
export function onPlayerSnapshot(type: string, listener: SnapshotListener): () => void {
  const forType = listeners.get(type) ?? new Set();
  listeners.set(type, forType);
  forType.add(listener);
  if (latest.has(type)) listener(latest.get(type));
  return () => forType.delete(listener);
}

/** Forgets kept snapshots (sign-out: the next player must not see the last one's). */
export function forgetPlayerSnapshots(): void {
  latest.clear();
}
