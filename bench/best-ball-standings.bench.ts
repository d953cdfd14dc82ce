// Live standings of a Best Ball Mania-sized contest (issue 23): 1,000,000 NFL teams in 12-team
// drafts of 18 rounds over a 17-week season, held by core's ContestStandings. It times
//   - the full rescore and rerank (every team's best lineup in every week, then every rank): on one
//     thread (the season kernel, code generated for the roster shape), and spread over the cores by
//     the API's RescoreThreads (the same kernel in worker threads, shares taken from one counter,
//     the ranks built once from every total), each BENCH_REPEATS times (wall and CPU: on a shared
//     machine the threads' wall time depends on getting the cores); and the live week alone;
//   - one stat event: a player's points change, every team holding him is re-scored that week and
//     its contest-wide rank moved, then each of those teams' new ranks read (p50/p95/p99);
//   - memory per team (heap and typed arrays, before and after building).
// Baselines from the same run: a plain Array sort of 1,000,000 numbers (what "a full sort" of the
// contest costs at minimum), a Float64Array sort of the same numbers, and the same season rescored
// by the fused kernel (the path before the season kernel) and by the general lineup scorer.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BEST_BALL_ROSTERS, ContestStandings, createLineupScorer, seededRandom, shuffle } from '@kennel/core';
import { NestedLineupKernel } from '@kennel/core/drafts/nested-lineup-kernel';
import { RankIndex } from '@kennel/core/drafts/rank-index';
import { RescoreThreads } from '../apps/api/src/features/drafts/teams/rescore-threads.ts';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 1_000_000);
const SEATS = 12;
const ROUNDS = 18;
const WEEKS = 17;
const LIVE_WEEK = 14;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const loadAtStart = loadavg()[0]!;
const POOL = { QB: 40, RB: 90, WR: 120, TE: 40, K: 30 } as const;

const random = seededRandom(23);
const positions = Object.entries(POOL).flatMap(([position, count]) => Array<string>(count).fill(position));
const players = positions.length;

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

function time(task: () => void): number {
  const started = performance.now();
  task();
  return performance.now() - started;
}

/** Wall and CPU milliseconds: on a shared machine the gap between them is other processes' load. */
function timeWithCpu(task: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const wall = time(task);
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Wall and CPU of `REPEATS` runs: the best and the median of each. */
async function repeated(task: () => unknown) {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await task();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return {
    wall: walls[0]!,
    wallMedian: percentile(walls, 0.5),
    cpu: cpus[0]!,
    cpuMedian: percentile(cpus, 0.5),
  };
}

// Baselines.
const numbers = Array.from({ length: TEAMS }, () => random() * 300_000);
const arraySortMs = time(() => [...numbers].sort((a, b) => b - a));
const typed = Float64Array.from(numbers);
const typedSortMs = time(() => typed.sort());

// Rosters: each draft takes ROUNDS × SEATS different players from the pool, in a random order.
const memoryBefore = process.memoryUsage();
const rosters = new Uint16Array(TEAMS * ROUNDS);
const drafts = new Int32Array(TEAMS);
const ids = Array.from({ length: players }, (_, player) => player);
for (let first = 0; first < TEAMS; first += SEATS) {
  const picks = shuffle(ids, random);
  const seats = Math.min(SEATS, TEAMS - first);
  for (let seat = 0; seat < seats; seat++) {
    drafts[first + seat] = first / SEATS;
    for (let round = 0; round < ROUNDS; round++)
      rosters[(first + seat) * ROUNDS + round] = picks[round * SEATS + seat]!;
  }
}
const standings = new ContestStandings({
  shape: BEST_BALL_ROSTERS.nfl!,
  positions,
  periods: WEEKS,
  rosterSize: ROUNDS,
  rosters,
  drafts,
  shared: true,
});
for (let player = 0; player < players; player++) {
  for (let week = 0; week < WEEKS; week++) standings.loadPoints(player, week, Math.floor(random() * 3_000));
}
standings.rescoreAll();
const memoryAfter = process.memoryUsage();
const heldBytes =
  memoryAfter.heapUsed + memoryAfter.arrayBuffers - (memoryBefore.heapUsed + memoryBefore.arrayBuffers);
const expectedTotals = standings.totals.slice();
const full = await repeated(() => standings.rescoreAll());
const threads = new RescoreThreads();
const startedAt = performance.now();
await threads.start();
const threadStart = performance.now() - startedAt;
let workerTeams = 0;
const threaded = await repeated(async () => {
  workerTeams = await threads.rescoreAll(standings);
});
for (let team = 0; team < TEAMS; team++)
  if (standings.totals[team] !== expectedTotals[team]) throw new Error('The threaded rescore disagrees');
// What a worker thread holds besides the shared arrays (its heap), read after the runs.
const threadedMemory = process.memoryUsage();

// Same-run baseline: the fused kernel's full rescore (what rescoreAll ran before the season kernel:
// NestedLineupKernel.scoreSeason per team, then the rank index built), on the same points.
function fusedKernelRun() {
  const scorer = createLineupScorer(BEST_BALL_ROSTERS.nfl!);
  const kernel = new NestedLineupKernel(scorer.nested!);
  const codes = Int8Array.from(positions, (position) => scorer.positionCode(position));
  const grouped = kernel.arrange(rosters, codes, ROUNDS);
  const points = new Int32Array(players * WEEKS);
  for (let week = 0; week < WEEKS; week++)
    for (let player = 0; player < players; player++)
      points[week * players + player] = standings.playerPoints(player, week);
  const cells = {
    lineups: new Int32Array(TEAMS * WEEKS),
    starters: new Int32Array(TEAMS * WEEKS),
    weakest: new Int32Array(TEAMS * WEEKS),
  };
  const totals = new Int32Array(TEAMS);
  const ranks = new RankIndex();
  const run = timeWithCpu(() => {
    for (let team = 0; team < TEAMS; team++)
      totals[team] = kernel.scoreSeason(grouped, team, ROUNDS, points, players, WEEKS, cells, team, TEAMS);
    ranks.reset(totals);
  });
  for (let team = 0; team < TEAMS; team++)
    if (totals[team] !== standings.totals[team]) throw new Error('The fused kernel disagrees');
  return run;
}
const fusedRun = fusedKernelRun();

// Same-run baseline for the fused kernel: the same season scored by the general lineup scorer
// (built in a function, so its arrays are let go before the stat events).
function generalScorerRun() {
  const general = new ContestStandings({
    shape: BEST_BALL_ROSTERS.nfl!,
    positions,
    periods: WEEKS,
    rosterSize: ROUNDS,
    rosters,
    drafts,
    fastPath: false,
  });
  for (let player = 0; player < players; player++) {
    for (let week = 0; week < WEEKS; week++)
      general.loadPoints(player, week, standings.playerPoints(player, week));
  }
  const run = timeWithCpu(() => general.rescoreAll());
  if (general.totals[TEAMS - 1] !== standings.totals[TEAMS - 1]) throw new Error('The two scorers disagree');
  return run;
}
const generalRun = generalScorerRun();

// The live week alone: the same standings with one counted period.
const liveWeek = new ContestStandings({
  shape: BEST_BALL_ROSTERS.nfl!,
  positions,
  periods: 1,
  rosterSize: ROUNDS,
  rosters,
  drafts,
});
for (let player = 0; player < players; player++)
  liveWeek.loadPoints(player, 0, standings.playerPoints(player, LIVE_WEEK));
const liveMs = time(() => liveWeek.rescoreAll());

// Stat events in the live week: the changed teams, then every changed team's new contest rank.
const eventMs: number[] = [];
const eventCpuMs: number[] = [];
let affected = 0;
let ranksRead = 0;
for (let event = 0; event < EVENTS; event++) {
  const player = Math.floor(random() * players);
  const points = standings.playerPoints(player, LIVE_WEEK) + 10 + Math.floor(random() * 600);
  const run = timeWithCpu(() => {
    const changes = standings.setPlayerPoints(player, LIVE_WEEK, points);
    for (const team of changes) ranksRead += standings.contestRank(team) > 0 ? 1 : 0;
    affected += changes.length;
  });
  eventMs.push(run.wall);
  eventCpuMs.push(run.cpu);
}
eventMs.sort((a, b) => a - b);
eventCpuMs.sort((a, b) => a - b);

await threads.close();
const load = loadavg()[0]!.toFixed(1);
console.info(
  `teams ${TEAMS.toLocaleString('en-US')}, ${players} players, ${WEEKS} weeks, ${availableParallelism()} cores; ` +
    `load average ${loadAtStart.toFixed(1)} at the start, ${load} at the end`,
);
console.info(
  `baseline: Array sort of ${TEAMS.toLocaleString('en-US')} numbers  ${arraySortMs.toFixed(0)} ms`,
);
console.info(`baseline: Float64Array sort                      ${typedSortMs.toFixed(0)} ms`);
const runs = (run: Awaited<ReturnType<typeof repeated>>) =>
  `wall ${run.wall.toFixed(0)} ms best, ${run.wallMedian.toFixed(0)} median (${(run.wall / arraySortMs).toFixed(2)}x the Array sort); ` +
  `cpu ${run.cpu.toFixed(0)} ms best, ${run.cpuMedian.toFixed(0)} median`;
console.info(`full rescore + rerank, ${WEEKS} weeks, ${REPEATS} runs each:`);
console.info(`  one thread, season kernel                  ${runs(full)}`);
console.info(
  `  ${threads.threads} threads (RescoreThreads)                 ${runs(threaded)}; ` +
    `cpu/wall ${(threaded.cpu / threaded.wall).toFixed(2)} cores busy; workers started in ${threadStart.toFixed(0)} ms; ` +
    `the workers scored ${((100 * workerTeams) / TEAMS).toFixed(0)}% of the teams in the last run`,
);
console.info(
  `  baseline: fused kernel, one thread           wall ${fusedRun.wall.toFixed(0)} ms; cpu ${fusedRun.cpu.toFixed(0)} ms ` +
    `(the season kernel takes ${(full.cpu / fusedRun.cpu).toFixed(2)}x its cpu; the threads ${(threaded.wall / fusedRun.wall).toFixed(2)}x its wall)`,
);
console.info(
  `  baseline: general scorer, one thread         wall ${generalRun.wall.toFixed(0)} ms; cpu ${generalRun.cpu.toFixed(0)} ms ` +
    `(the season kernel takes ${(full.cpu / generalRun.cpu).toFixed(2)}x its cpu)`,
);
console.info(
  `full rescore + rerank, live week              ${liveMs.toFixed(0)} ms (${(liveMs / arraySortMs).toFixed(2)}x the Array sort)`,
);
console.info(
  `stat event (${EVENTS} events, ${Math.round(affected / EVENTS).toLocaleString('en-US')} teams re-ranked each on average): ` +
    `p50 ${percentile(eventMs, 0.5).toFixed(1)} ms, p95 ${percentile(eventMs, 0.95).toFixed(1)} ms, ` +
    `p99 ${percentile(eventMs, 0.99).toFixed(1)} ms (p99 ${(percentile(eventMs, 0.99) / arraySortMs).toFixed(3)}x the Array sort; ${ranksRead} ranks read)`,
);
console.info(
  `  cpu per event (what the code costs; wall minus this is waiting for a core): p50 ${percentile(eventCpuMs, 0.5).toFixed(1)} ms, ` +
    `p99 ${percentile(eventCpuMs, 0.99).toFixed(1)} ms`,
);
console.info(
  `memory held by the standings: ${mib(heldBytes)} = ${(heldBytes / TEAMS).toFixed(0)} bytes per team ` +
    `(process RSS after the threaded runs ${mib(threadedMemory.rss)}, ${(threadedMemory.rss / TEAMS).toFixed(0)} bytes per team, the bench's own inputs included)`,
);
