import {
  type DraftDelta,
  type DraftPick,
  type DraftState,
  draftDeltaSchema,
  draftStateSchema,
  draftTopic,
} from '@kennel/core';
import { type LiveSocket, openLiveSocket } from '../realtime/live-socket.ts';
import type { HttpClient } from '../wallet/http-client.ts';

/**
 * A draft room client as the web app runs it: full state by GET, then deltas from `draft:<id>`
 * applied in version order (a gap: refetch); when its seat is on the clock it picks the best
 * player by ADP it sees as available, unless it is told to sit out that turn.
 */
export interface RoomClient {
  seat: number;
  board: Map<number, DraftPick>;
  version: number;
  status: DraftState['status'];
  /** The upgrade answers' headers of each socket it opened, in order. */
  sockets: LiveSocket['upgradeHeaders'][];
  /** How many times it had to refetch (reconnects and gaps). */
  refetches: number;
  /** Drops the socket, waits, reconnects and resynchronises. */
  reconnect(pauseMs: number): Promise<void>;
  close(): void;
}

export interface RoomClientOptions {
  baseUrl: string;
  client: HttpClient;
  draftId: string;
  seat: number;
  /** The pool's player ids by ADP. */
  ranking: readonly string[];
  /** Sits out (lets the clock run) when on the clock for this pick number. */
  sitsOut?: (pickNumber: number) => boolean;
  /** Called on each turn of a timed-out seat it wants back: by editing its queue it acts and leaves autopick. */
  returnsFromTimeout?: boolean;
  onError?: (error: unknown) => void;
}

export async function openRoomClient(options: RoomClientOptions): Promise<RoomClient> {
  const { client, draftId, seat } = options;
  const topic = draftTopic(draftId);
  let live: LiveSocket;
  const room: RoomClient = {
    seat,
    board: new Map(),
    version: 0,
    status: 'filling',
    refetches: 0,
    sockets: [],
    reconnect,
    close: () => live.close(),
  };
  let current = { pick: 0, seat: null as number | null };
  let acting = false;
  let buffered: DraftDelta[] = [];
  let syncing = false;

  async function refetch() {
    syncing = true;
    room.refetches += 1;
    const response = await client.fetch(`/v1/drafts/${draftId}`);
    const state = draftStateSchema.parse(await response.json());
    room.board = new Map(state.picks.map((pick) => [pick.pick_number, pick]));
    room.version = state.version;
    room.status = state.status;
    current = { pick: state.current_pick, seat: state.on_the_clock_seat };
    const mine = state.seats.find((s) => s.seat === seat);
    syncing = false;
    const pending = buffered;
    buffered = [];
    for (const delta of pending) apply(delta);
    if (mine?.timed_out && options.returnsFromTimeout) await comeBack();
    void act();
  }

  function apply(delta: DraftDelta) {
    if (syncing) {
      buffered.push(delta);
      return;
    }
    if (delta.version <= room.version) return;
    if (delta.version > room.version + 1) {
      void refetch().catch(options.onError);
      return;
    }
    for (const pick of delta.picks) room.board.set(pick.pick_number, pick);
    room.version = delta.version;
    room.status = delta.status;
    current = { pick: delta.current_pick, seat: delta.on_the_clock_seat };
    const mine = delta.seats.find((s) => s.seat === seat);
    if (mine?.timed_out && options.returnsFromTimeout) void comeBack().catch(options.onError);
    void act().catch(options.onError);
  }

  async function comeBack() {
    await client.fetch(`/v1/drafts/${draftId}/queue`, { method: 'PUT', json: { player_ids: [] } });
  }

  async function act() {
    if (acting || room.status !== 'drafting' || current.seat !== seat) return;
    const pickNumber = current.pick;
    if (options.sitsOut?.(pickNumber)) return;
    acting = true;
    try {
      const taken = new Set([...room.board.values()].map((pick) => pick.player_id));
      const playerId = options.ranking.find((id) => !taken.has(id));
      const response = await client.fetch(`/v1/drafts/${draftId}/picks`, {
        method: 'POST',
        json: { pick_number: pickNumber, player_id: playerId },
      });
      // A stale board (a delta still on its way): refetch and try again if still on the clock.
      if (response.status === 409) await refetch();
      else if (response.status !== 200) throw new Error(`pick ${pickNumber}: HTTP ${response.status}`);
    } finally {
      acting = false;
    }
    // Deltas that arrived meanwhile may have put this seat on the clock again (a snake turn).
    if (current.pick !== pickNumber) await act();
  }

  async function connect() {
    live = await openLiveSocket(options.baseUrl, client);
    room.sockets.push(live.upgradeHeaders);
    live.socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; topic?: string; data?: unknown };
      if (message.type === 'draft' && message.topic === topic) apply(draftDeltaSchema.parse(message.data));
      if (message.type === 'resync') void refetch().catch(options.onError);
    });
    await live.subscribe([topic]);
    await refetch();
  }

  async function reconnect(pauseMs: number) {
    live.close();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await connect();
  }

  await connect();
  return room;
}

/** Waits until every client has seen the draft complete. */
export async function allComplete(rooms: readonly RoomClient[], timeoutMs = 240_000) {
  const started = Date.now();
  while (!rooms.every((room) => room.status === 'complete')) {
    if (Date.now() - started > timeoutMs) throw new Error('the draft did not complete in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
