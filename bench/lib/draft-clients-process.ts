// Runs in its own process (forked by drafts.bench.ts), so the players' clients do not share the
// API's event loop or its CPU figures: opens every seat's WebSocket, follows its draft's topic, and
// when a delta puts a seat on the clock that seat POSTs its pick (best ADP left) after the think
// time. Records, for each player's pick, the time from just before the POST to the delta carrying
// it arriving on each of the draft's sockets. Told what to do over IPC; answers a summary.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface DraftSpec {
  draftId: string;
  /** One cookie header per seat, seat 1 first. */
  cookies: string[];
}

export interface ClientsRun {
  type: 'run';
  baseUrl: string;
  thinkMs: number;
  ranking: string[];
  drafts: DraftSpec[];
}

export interface ClientsSummary {
  type: 'done';
  /** Pick-to-socket latencies (ms), sorted, thinned to at most 200,000 (every k-th) for the percentiles. */
  latencies: number[];
  /** Each pick's POST, from just before it is sent to its answer (ms), sorted: the pick's own part. */
  answered: number[];
  arrivals: number;
  picks: number;
  autopicks: number;
  failedPicks: number;
  /** From the first delta to the last draft's completion. */
  wallMs: number;
  cpuMs: number;
  rssMb: number;
}

interface Delta {
  version: number;
  status: string;
  current_pick: number;
  on_the_clock_seat: number | null;
  picks: { pick_number: number; player_id: string; source: string }[];
}

const send = (message: unknown) => process.send?.(message);

async function run({ baseUrl, thinkMs, ranking, drafts }: ClientsRun) {
  const wsUrl = `${baseUrl.replace('http', 'ws')}/v1/ws`;
  const latencies: number[] = [];
  const answered: number[] = [];
  let arrivals = 0;
  let picks = 0;
  let autopicks = 0;
  let failedPicks = 0;
  let firstDelta = 0;
  let lastDone = 0;
  let remaining = drafts.length;
  let lastSnapshotAt = 0;
  const sockets: WebSocket[] = [];
  let cpu = process.cpuUsage();
  let allDone: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    allDone = resolve;
  });

  function openDraft({ draftId, cookies }: DraftSpec): Promise<void>[] {
    const topic = `draft:${draftId}`;
    const sentAt = new Map<number, number>();
    const taken = new Set<string>();
    let done = false;

    async function pickFor(cookie: string, pickNumber: number) {
      const playerId = ranking.find((id) => !taken.has(id));
      const csrf = /kennel_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
      const sent = performance.now();
      sentAt.set(pickNumber, sent);
      try {
        const response = await fetch(`${baseUrl}/v1/drafts/${draftId}/picks`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ pick_number: pickNumber, player_id: playerId }),
        });
        if (response.status !== 200) failedPicks += 1;
        await response.arrayBuffer();
        answered.push(performance.now() - sent);
      } catch {
        failedPicks += 1;
      }
    }

    return cookies.map(
      (cookie, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(wsUrl, { headers: { cookie, origin: baseUrl } });
          sockets.push(socket);
          socket.once('error', reject);
          socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [topic] })));
          socket.on('message', (raw) => {
            const message = JSON.parse(String(raw)) as { type: string; data: Delta };
            if (message.type === 'subscribed') return resolve();
            if (message.type !== 'draft') {
              // A player's own snapshot (sent on connect): measuring waits until they are all in.
              lastSnapshotAt = performance.now();
              return;
            }
            const arrived = performance.now();
            if (firstDelta === 0) firstDelta = arrived;
            const delta = message.data;
            for (const pick of delta.picks) {
              taken.add(pick.player_id);
              const sent = sentAt.get(pick.pick_number);
              if (pick.source === 'user' && sent !== undefined) {
                latencies.push(arrived - sent);
                arrivals += 1;
              }
              if (index === 0) {
                picks += 1;
                if (pick.source !== 'user') autopicks += 1;
              }
            }
            // Only the seat on the clock acts; its own socket tells it.
            if (delta.on_the_clock_seat === index + 1)
              setTimeout(() => void pickFor(cookie, delta.current_pick), thinkMs * (0.5 + Math.random()));
            if (index === 0 && delta.status === 'complete' && !done) {
              done = true;
              lastDone = arrived;
              remaining -= 1;
              if (remaining === 0) allDone();
            }
          });
        }),
    );
  }

  // A few drafts' sockets at a time, as players arriving over some seconds would.
  for (let start = 0; start < drafts.length; start += 20) {
    await Promise.all(drafts.slice(start, start + 20).flatMap(openDraft));
  }
  // Until 2 s have passed with none (they may come after the subscriptions' confirmations).
  lastSnapshotAt = Math.max(lastSnapshotAt, performance.now());
  while (performance.now() - lastSnapshotAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 250));
  cpu = process.cpuUsage();
  send({ type: 'subscribed', sockets: sockets.length });
  await finished;
  const used = process.cpuUsage(cpu);
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  for (const socket of sockets) socket.terminate();
  latencies.sort((a, b) => a - b);
  const step = Math.max(1, Math.ceil(latencies.length / 200_000));
  const summary: ClientsSummary = {
    type: 'done',
    latencies: step === 1 ? latencies : latencies.filter((_, i) => i % step === 0),
    answered: answered.sort((a, b) => a - b),
    arrivals,
    picks,
    autopicks,
    failedPicks,
    wallMs: lastDone - firstDelta,
    cpuMs: (used.user + used.system) / 1000,
    rssMb,
  };
  send(summary);
}

process.on('message', (message: ClientsRun) => {
  if (message.type === 'run')
    run(message).catch((error: unknown) => {
      send({ type: 'failed', error: String(error) });
    });
});
