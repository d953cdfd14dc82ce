import { createLineupScorer, type LineupScorer } from './lineup-scorer.ts';
import { buffer, type GroupedRosters, NestedLineupKernel } from './nested-lineup-kernel.ts';
import { RankIndex } from './rank-index.ts';
import type { RosterShape } from './rosters.ts';
import {
  compileSeasonKernel,
  type SeasonArrays,
  type SeasonKernel,
  type SeasonSizes,
  seasonKernelSource,
} from './season-kernel.ts';

/**
 * A contest's live standings held in memory (RULES.md, Best ball): every team's score over the
 * periods that count, its rank in the whole contest (the one prizes are paid by), in its draft and
 * in its group. A stat event changes one player's points in one period; only the teams holding him
 * get their lineup for that period scored again, and only their places in the rank index move.
 * Everything is in typed arrays (integer hundredths), so a million teams fit in a few hundred MB.
 */
export interface StandingsInput {
  shape: RosterShape;
  /** Each player's position (player i is index i). */
  positions: readonly string[];
  /** Scoring periods that count (a round of a tournament counts only its own). */
  periods: number;
  /** Players per team. */
  rosterSize: number;
  /** Team t holds players rosters[t × rosterSize ..]. */
  rosters: Uint32Array | Uint16Array;
  /** Each team's draft (index). */
  drafts: Int32Array;
  /** Each team's group in an advancement round (index); absent: none. */
  groups?: Int32Array;
  /**
   * 1 for the teams the contest-wide rank counts (paid seats), 0 for the rest (bots' seats, which
   * still rank in their draft); absent: every team counts.
   */
  ranked?: Uint8Array;
  /** false: score every lineup with the general scorer, not the nested shapes' fused kernel (a bench's same-run baseline). */
  fastPath?: boolean;
  /**
   * Hold the arrays a full rescore reads and writes on SharedArrayBuffers, so worker threads can
   * each score a share of the teams (`seasonJob`); the API does for large contests.
   */
  shared?: boolean;
}

/**
 * A full rescore's work, for worker threads: the season kernel's source (compiled in each thread),
 * the shared arrays and the contest's sizes. A thread scores teams [from, to) with
 * `compileSeasonKernel(source)(arrays, sizes, from, to)`; once every share is done, `rerank()`.
 */
export interface SeasonJob {
  source: string;
  arrays: SeasonArrays;
  sizes: SeasonSizes;
}

/** Compiled season kernels by source: one per roster shape and size in a process. */
const compiled = new Map<string, SeasonKernel>();

export class ContestStandings {
  readonly teams: number;
  /** Teams the contest-wide rank counts. */
  readonly rankedTeams: number;
  readonly totals: Int32Array;
  /**
   * Each team's best lineup in each period, period-major (period × teams + team): a stat event
   * touches one period, so the holders it walks (in team order) read one contiguous array.
   */
  private readonly lineups: Int32Array;
  /** Each team-period's starters (roster indexes, a bitmask) and weakest starter's points. */
  private readonly starters: Int32Array;
  private readonly weakest: Int32Array;
  private readonly scorer: LineupScorer;
  private readonly codes: Int8Array;
  private readonly points: Int32Array;
  private readonly ranks = new RankIndex();
  private readonly holders: { start: Int32Array; teams: Int32Array; slots: Int8Array };
  private readonly members: Map<number, number[]>;
  private readonly groupMembers: Map<number, number[]>;
  private readonly scratchPositions: Int8Array;
  private readonly scratchPoints: Int32Array;
  private readonly moved: Int32Array;
  /** The fast path for nested shapes (NFL, MLB): each roster laid out by slot group, once. */
  private readonly kernel: NestedLineupKernel | null;
  private readonly grouped: Pick<GroupedRosters, 'players' | 'ends'> | null;
  /** The rosters as scored: grouped for the kernel, else as given (starters bitmasks index these). */
  private readonly roster: Uint32Array | Uint16Array;
  /** The nested shapes' full rescore: code generated for the shape (season-kernel.ts). */
  private readonly season: { source: string; run: SeasonKernel } | null;

  private readonly input: StandingsInput;
  /** No full rescore yet: the lineups (and their starters) are not scored. */
  private unscored = true;

  constructor(input: StandingsInput) {
    const { shape, positions, periods, rosterSize, rosters, drafts } = input;
    this.teams = drafts.length;
    if (rosters.length !== this.teams * rosterSize) throw new RangeError('Rosters do not match the teams');
    this.scorer = createLineupScorer(shape);
    this.codes = Int8Array.from(positions, (position) => this.scorer.positionCode(position));
    const kernel =
      this.scorer.nested && input.fastPath !== false ? new NestedLineupKernel(this.scorer.nested) : null;
    this.kernel = kernel;
    const shared = input.shared === true;
    const arranged = kernel ? kernel.arrange(rosters, this.codes, rosterSize, false, shared) : null;
    if (kernel) {
      const source = seasonKernelSource(kernel.layout, rosterSize);
      let run = compiled.get(source);
      if (!run) {
        run = compileSeasonKernel(source);
        compiled.set(source, run);
      }
      this.season = { source, run };
    } else this.season = null;
    this.grouped = arranged ? { players: arranged.players, ends: arranged.ends } : null;
    this.roster = arranged ? arranged.players : rosters;
    // Only the rosters as scored are held: the caller's copy is let go.
    this.input = { ...input, rosters: this.roster };
    const ints = (length: number) => new Int32Array(buffer(length * 4, shared));
    this.points = ints(positions.length * periods);
    this.totals = ints(this.teams);
    this.lineups = ints(this.teams * periods);
    this.starters = ints(this.teams * periods);
    this.weakest = ints(this.teams * periods);
    this.scratchPositions = new Int8Array(rosterSize);
    this.scratchPoints = new Int32Array(rosterSize);
    this.holders = invert(this.roster, positions.length, rosterSize);
    let most = 0;
    for (let player = 0; player < positions.length; player++)
      most = Math.max(most, this.holders.start[player + 1]! - this.holders.start[player]!);
    this.moved = new Int32Array(most);
    this.members = groupBy(drafts);
    this.groupMembers = input.groups ? groupBy(input.groups) : new Map();
    this.rankedTeams = input.ranked
      ? input.ranked.reduce((sum, flag) => sum + (flag ? 1 : 0), 0)
      : this.teams;
    // Every team on 0 until the first full rescore. Its lineups (starters, weakest starter) are
    // scored then, or by the first stat event: a contest's loader loads its points and rescores
    // once, not twice.
    this.ranks.add(0, this.rankedTeams);
  }

  /** Points (hundredths) of a player in a period. */
  playerPoints(player: number, period: number): number {
    return this.points[period * this.input.positions.length + player]!;
  }

  /** Sets many players' points at once (a period's stat lines) without re-scoring. */
  loadPoints(player: number, period: number, points: number): void {
    this.points[period * this.input.positions.length + player] = points;
  }

  /** Every team's lineup in every period again, then every rank at once: the full rescore. */
  rescoreAll(): void {
    this.rescoreTeams(0, this.teams);
    this.rerank();
  }

  /**
   * Teams [from, to)'s lineups in every period and their totals, without reranking: one share of
   * a full rescore (the others may be scored by worker threads from `seasonJob`), then `rerank()`.
   */
  rescoreTeams(from: number, to: number): void {
    const job = this.seasonWork();
    if (job && this.season) {
      this.season.run(job.arrays, job.sizes, from, to);
      return;
    }
    const { periods } = this.input;
    const { totals, teams } = this;
    for (let team = from; team < to; team++) {
      let total = 0;
      for (let period = 0, cell = team; period < periods; period++, cell += teams)
        total += this.scoreLineup(cell, team, period);
      totals[team] = total;
    }
  }

  /**
   * Every contest-wide rank again from the totals (one linear build of the rank index), once every
   * team is scored (every share of a full rescore).
   */
  rerank(): void {
    this.ranks.reset(this.totals, this.input.ranked);
    this.unscored = false;
  }

  /**
   * A full rescore's work for worker threads: null unless the shape has the season kernel (NFL,
   * MLB) and the arrays are shared (`shared: true`). The standings must not change (no
   * `setPlayerPoints`, `loadPoints`) while threads work on them.
   */
  seasonJob(): SeasonJob | null {
    return this.input.shared === true ? this.seasonWork() : null;
  }

  private seasonWork(): SeasonJob | null {
    const { season, grouped } = this;
    if (!season || !grouped) return null;
    return {
      source: season.source,
      arrays: {
        players: grouped.players,
        ends: grouped.ends,
        points: this.points,
        lineups: this.lineups,
        starters: this.starters,
        weakest: this.weakest,
        totals: this.totals,
      },
      sizes: { stride: this.codes.length, periods: this.input.periods, teams: this.teams },
    };
  }

  /**
   * A stat event: the player's points in the period become `points`. Re-scores only the teams
   * holding him (their lineup that period) and moves their ranks; answers the teams that moved (a
   * view over a buffer the next call reuses: nothing is allocated per team).
   */
  setPlayerPoints(player: number, period: number, points: number): Int32Array {
    // The event path moves from each lineup as scored: score them all first if never done.
    if (this.unscored) this.rescoreAll();
    const at = period * this.input.positions.length + player;
    const previous = this.points[at]!;
    if (previous === points) return this.moved.subarray(0, 0);
    this.points[at] = points;
    const { start, teams, slots } = this.holders;
    const { starters, weakest, lineups, totals, moved } = this;
    const gain = points - previous;
    const row = period * this.teams;
    let count = 0;
    for (let k = start[player]!, end = start[player + 1]!; k < end; k++) {
      const team = teams[k]!;
      const cell = row + team;
      const starts = (starters[cell]! & (1 << slots[k]!)) !== 0;
      let delta: number;
      // The best lineup stays best when a starter gains or a bench player loses (or gains no more
      // than the weakest starter holds): only its total moves. Anything else is scored again.
      if (starts && gain > 0) {
        delta = gain;
        lineups[cell]! += gain;
      } else if (!starts && (gain < 0 || points <= weakest[cell]!)) continue;
      else {
        const before = lineups[cell]!;
        delta = this.scoreLineup(cell, team, period) - before;
      }
      if (delta === 0) continue;
      const from = totals[team]!;
      totals[team] = from + delta;
      if (this.isRanked(team)) this.ranks.move(from, from + delta);
      moved[count++] = team;
    }
    return moved.subarray(0, count);
  }

  /** Rank in the whole contest among the ranked teams (ties share it): the rank prizes are paid by. */
  contestRank(team: number): number {
    return this.ranks.rank(this.totals[team]!);
  }

  /** Ranked teams on the team's score (itself included when ranked; for the prize split of a tie). */
  tiedWith(team: number): number {
    return this.ranks.countAt(this.totals[team]!);
  }

  isRanked(team: number): boolean {
    return !this.input.ranked || this.input.ranked[team] === 1;
  }

  /** Teams of the team's draft above it, plus one (ties share it), and whether another shares it. */
  draftStanding(team: number): { rank: number; tied: boolean } {
    const score = this.totals[team]!;
    let above = 0;
    let tied = false;
    for (const other of this.members.get(this.input.drafts[team]!) ?? []) {
      if (this.totals[other]! > score) above++;
      else if (other !== team && this.totals[other] === score) tied = true;
    }
    return { rank: above + 1, tied };
  }

  draftOf(team: number): number {
    return this.input.drafts[team]!;
  }

  draftMembers(draft: number): readonly number[] {
    return this.members.get(draft) ?? [];
  }

  /** The teams holding the player. */
  holdersOf(player: number): Int32Array {
    const { start, teams } = this.holders;
    return teams.subarray(start[player]!, start[player + 1]!);
  }

  draftRank(team: number): number {
    return this.rankAmong(this.members.get(this.input.drafts[team]!) ?? [], team);
  }

  /** Rank in the team's advancement group; null outside a round. */
  groupRank(team: number): number | null {
    return this.groupStanding(team)?.rank ?? null;
  }

  /**
   * The team's rank in its advancement group (ties share it), whether another member shares it, and
   * the group's teams; null outside a round.
   */
  groupStanding(team: number): { rank: number; tied: boolean; teams: number } | null {
    const group = this.input.groups?.[team];
    if (group === undefined || group < 0) return null;
    const members = this.groupMembers.get(group) ?? [];
    const score = this.totals[team]!;
    let above = 0;
    let tied = false;
    for (const other of members) {
      if (this.totals[other]! > score) above++;
      else if (other !== team && this.totals[other] === score) tied = true;
    }
    return { rank: above + 1, tied, teams: members.length };
  }

  private rankAmong(members: readonly number[], team: number): number {
    const score = this.totals[team]!;
    let above = 0;
    for (const other of members) if (this.totals[other]! > score) above++;
    return above + 1;
  }

  /** Scores the team's lineup in the period and keeps it, its starters and its weakest starter. */
  private scoreLineup(cell: number, team: number, period: number): number {
    const { kernel } = this;
    const { grouped } = this;
    if (kernel && grouped) {
      const points = kernel.score(
        grouped,
        team,
        this.input.rosterSize,
        this.points,
        period * this.codes.length,
      );
      this.lineups[cell] = points;
      this.starters[cell] = kernel.starters;
      this.weakest[cell] = kernel.weakest;
      return points;
    }
    const points = this.lineupPoints(team, period);
    this.lineups[cell] = points;
    this.starters[cell] = this.scorer.last.starters;
    this.weakest[cell] = this.scorer.last.weakest;
    return points;
  }

  private lineupPoints(team: number, period: number): number {
    const { rosterSize } = this.input;
    const { roster } = this;
    const base = team * rosterSize;
    const week = period * this.codes.length;
    for (let i = 0; i < rosterSize; i++) {
      const player = roster[base + i]!;
      this.scratchPositions[i] = this.codes[player]!;
      this.scratchPoints[i] = this.points[week + player]!;
    }
    return this.scorer.score(this.scratchPositions, this.scratchPoints, rosterSize);
  }
}

/** Player → the teams holding him, as offsets into one array (CSR). */
function invert(rosters: Uint32Array | Uint16Array, players: number, rosterSize: number) {
  const start = new Int32Array(players + 1);
  for (const player of rosters) start[player + 1]!++;
  for (let i = 0; i < players; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, players);
  const teams = new Int32Array(rosters.length);
  // The player's index in each holder's roster (the bit of the lineup's starters).
  const slots = new Int8Array(rosters.length);
  for (let k = 0; k < rosters.length; k++) {
    const at = fill[rosters[k]!]!++;
    teams[at] = Math.floor(k / rosterSize);
    slots[at] = k % rosterSize;
  }
  return { start, teams, slots };
}

function groupBy(keys: Int32Array): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  keys.forEach((key, team) => {
    if (key < 0) return;
    const members = groups.get(key);
    if (members) members.push(team);
    else groups.set(key, [team]);
  });
  return groups;
}
