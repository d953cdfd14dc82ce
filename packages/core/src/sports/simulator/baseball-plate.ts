import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { credit, nameOf } from './play-log.ts';
import type { Random } from './random.ts';

type Hit = 'single' | 'double' | 'triple' | 'home_run';
type Result = 'strikeout' | 'walk' | Hit | 'out';
const BASES: Record<Hit, number> = { single: 1, double: 2, triple: 3, home_run: 4 };
const HIT_STAT: Record<Hit, string> = {
  single: 'singles',
  double: 'doubles',
  triple: 'triples',
  home_run: 'home_runs',
};

/** A runner on base; the extra-innings runner's run is unearned. */
export interface Runner {
  player: Player;
  earned: boolean;
}

/** First, second and third base. */
export type Bases = [Runner | null, Runner | null, Runner | null];

export interface PlateOutcome {
  stats: StatDelta[];
  scored: Runner[];
  outs: number;
  description: string;
}

/** League rates per plate appearance, moved by the batter's quality against the pitcher's. */
function plateResult(random: Random, batterSkill: number, pitcherSkill: number): Result {
  const edge = Math.sqrt(batterSkill / pitcherSkill);
  const weights: [Result, number][] = [
    ['strikeout', 0.22 / edge],
    ['walk', 0.08 * Math.sqrt(edge)],
    ['single', 0.133 * edge],
    ['double', 0.045 * edge],
    ['triple', 0.004 * edge],
    ['home_run', 0.029 * edge * edge],
  ];
  const taken = weights.reduce((sum, [, weight]) => sum + weight, 0);
  weights.push(['out', Math.max(0.2, 1 - taken)]);
  return weights[random.weightedIndex(weights.map(([, weight]) => weight))]?.[0] ?? 'out';
}

/** Forced advance on a walk: only runners with someone behind them move. */
function walk(bases: Bases, batter: Player, scored: Runner[]): void {
  if (bases[0]) {
    if (bases[1]) {
      if (bases[2]) scored.push(bases[2]);
      bases[2] = bases[1];
    }
    bases[1] = bases[0];
  }
  bases[0] = { player: batter, earned: true };
}

function hit(random: Random, bases: Bases, batter: Player, result: Hit, scored: Runner[]): void {
  const advance = BASES[result];
  const moved: Bases = [null, null, null];
  for (let base = 2; base >= 0; base--) {
    const onBase = bases[base];
    if (!onBase) continue;
    // A runner on second often scores on a single, one on first sometimes on a double.
    const extra =
      (result === 'single' && base === 1 && random.chance(0.6)) ||
      (result === 'double' && base === 0 && random.chance(0.4))
        ? 1
        : 0;
    const target = base + advance + extra;
    if (target >= 3 || moved[target]) scored.push(onBase);
    else moved[target] = onBase;
  }
  if (advance >= 4) scored.push({ player: batter, earned: true });
  else moved[advance - 1] = { player: batter, earned: true };
  bases.splice(0, 3, ...moved);
}

/** One plate appearance: its result, the runners it moves and the stats of batter and pitcher. */
export function plateAppearance(
  random: Random,
  batter: Player,
  batterSkill: number,
  pitcher: Player | undefined,
  pitcherSkill: number,
  bases: Bases,
  outsBefore: number,
): PlateOutcome {
  const stats: StatDelta[] = [];
  const scored: Runner[] = [];
  const result = plateResult(random, batterSkill, pitcherSkill);
  // Who played: a hitless batter (four outs) and a pitcher pulled before an out still have a line.
  credit(stats, batter, 'plate_appearances', 1);
  if (pitcher) credit(stats, pitcher, 'batters_faced', 1);
  let outs = 0;
  let rbi = true;
  let description: string;
  if (result === 'strikeout') {
    outs = 1;
    credit(stats, batter, 'batter_strikeouts', 1);
    if (pitcher) credit(stats, pitcher, 'pitcher_strikeouts', 1);
    description = `${nameOf(batter)} strikes out`;
  } else if (result === 'walk') {
    walk(bases, batter, scored);
    credit(stats, batter, 'walks', 1);
    description = `${nameOf(batter)} walks`;
  } else if (result === 'out') {
    const doublePlay = outsBefore < 2 && bases[0] !== null && random.chance(0.12);
    const third = bases[2];
    if (outsBefore < 2 && third && random.chance(0.25)) {
      scored.push(third);
      bases[2] = null;
    }
    outs = doublePlay ? 2 : 1;
    if (doublePlay) {
      bases[0] = null;
      rbi = false;
    }
    // A run does not count when the play makes the third out.
    if (outsBefore + outs >= 3) scored.length = 0;
    const flyOut = random.pick(['grounds out', 'flies out', 'lines out', 'pops out']);
    description = doublePlay
      ? `${nameOf(batter)} grounds into a double play`
      : `${nameOf(batter)} ${scored.length > 0 ? 'hits a sacrifice fly' : flyOut}`;
  } else {
    hit(random, bases, batter, result, scored);
    credit(stats, batter, 'hits', 1);
    credit(stats, batter, HIT_STAT[result], 1);
    credit(stats, batter, 'total_bases', BASES[result]);
    if (pitcher) credit(stats, pitcher, 'hits_allowed', 1);
    description = `${nameOf(batter)} ${result === 'home_run' ? 'homers' : `hits a ${result.replace('_', ' ')}`}`;
  }
  outs = Math.min(outs, 3 - outsBefore);
  if (pitcher && outs > 0) credit(stats, pitcher, 'outs_recorded', outs);
  for (const run of scored) credit(stats, run.player, 'runs', 1);
  if (rbi && scored.length > 0) credit(stats, batter, 'rbis', scored.length);
  const earned = scored.filter((run) => run.earned).length;
  if (pitcher && earned > 0) credit(stats, pitcher, 'earned_runs', earned);
  if (scored.length > 0) {
    description += `; ${scored.map((run) => nameOf(run.player)).join(', ')} ${scored.length === 1 ? 'scores' : 'score'}`;
  }
  return { stats, scored, outs, description };
}
