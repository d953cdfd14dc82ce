import { roundPoints } from './best-ball-score.ts';

/**
 * Tournament advancement (RULES.md, Best ball drafts: Tournaments): after a round's periods, the
 * top K of each draft (or group) advance and are grouped again, in groups of the next round's
 * draft size, by a shuffle. The shuffle's randomness is passed in, so a seeded one replays it.
 */

export interface AdvancingTeam {
  entryId: string;
  points: number;
}

export interface AdvancementGroup {
  /** The source draft or group (from the earlier round). */
  id: string;
  teams: readonly AdvancingTeam[];
}

/** A number in [0, 1), as Math.random. */
export type RandomSource = () => number;

/**
 * The top `advance` of a group by points. Teams tied on points at the cut are drawn by `random`
 * (the draw is the only fair tie-break the rules leave: none of them scored more).
 */
export function topOfGroup(
  teams: readonly AdvancingTeam[],
  advance: number,
  random: RandomSource,
): AdvancingTeam[] {
  const keyed = teams.map((team) => ({ team, points: roundPoints(team.points), draw: random() }));
  keyed.sort(
    (a, b) => b.points - a.points || a.draw - b.draw || a.team.entryId.localeCompare(b.team.entryId),
  );
  return keyed.slice(0, Math.max(0, advance)).map((entry) => entry.team);
}

/** Fisher–Yates with the given randomness. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The next round's groups: the top `advance` of every group (in the groups' id order, so the same
 * randomness gives the same answer), shuffled, then cut into groups of `groupSize`; the last group
 * holds the rest when the advancers do not divide evenly.
 */
export function regroupAdvancers(
  groups: readonly AdvancementGroup[],
  { advance, groupSize }: { advance: number; groupSize: number },
  random: RandomSource,
): string[][] {
  if (!Number.isInteger(groupSize) || groupSize < 2) throw new RangeError(`Not a group size: ${groupSize}`);
  const ordered = [...groups].sort((a, b) => a.id.localeCompare(b.id));
  const advancers = ordered.flatMap((group) => topOfGroup(group.teams, advance, random));
  const shuffled = shuffle(
    advancers.map((team) => team.entryId),
    random,
  );
  const regrouped: string[][] = [];
  for (let start = 0; start < shuffled.length; start += groupSize) {
    regrouped.push(shuffled.slice(start, start + groupSize));
  }
  return regrouped;
}

/** A seeded randomness (mulberry32) for replays and tests. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TournamentTeam {
  id: string;
  /** The last round the team played (0: qualifying only). */
  reached: number;
  /** Its points in that round (a round scores only its own periods). */
  points: number;
}

/**
 * A tournament's final ranks (RULES.md, Tournaments: prizes by final rank): the teams of the last
 * round first, by their points in it, then those out after the round before, by their points in
 * it, and so on. Teams level on both share a rank (1, 2, 2, 4), so the prize split shares theirs.
 */
export function tournamentFinalRanks(teams: readonly TournamentTeam[]): { id: string; rank: number }[] {
  const sorted = [...teams].sort(
    (a, b) =>
      b.reached - a.reached || roundPoints(b.points) - roundPoints(a.points) || a.id.localeCompare(b.id),
  );
  let rank = 0;
  return sorted.map((team, index) => {
    const before = sorted[index - 1];
    const level =
      before && before.reached === team.reached && roundPoints(before.points) === roundPoints(team.points);
    if (!level) rank = index + 1;
    return { id: team.id, rank };
  });
}
