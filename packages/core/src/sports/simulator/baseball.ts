import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { battingOrder, pitchingStaff } from './baseball-lineup.ts';
import {
  credit,
  mean,
  nameOf,
  points,
  type SimInput,
  type SimPlay,
  type SimResult,
  skillOf,
  type TeamSide,
} from './play-log.ts';
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

interface Runner {
  player: Player;
  earned: boolean;
}

function plateResult(random: Random, batterSkill: number, pitcherSkill: number): Result {
  const edge = Math.sqrt(batterSkill / pitcherSkill);
  const weights: [Result, number][] = [
    ['strikeout', 0.22 / edge],
    ['walk', 0.085 * Math.sqrt(edge)],
    ['single', 0.145 * edge],
    ['double', 0.045 * edge],
    ['triple', 0.004 * edge],
    ['home_run', 0.031 * edge * edge],
  ];
  const taken = weights.reduce((sum, [, weight]) => sum + weight, 0);
  weights.push(['out', Math.max(0.2, 1 - taken)]);
  return weights[random.weightedIndex(weights.map(([, weight]) => weight))]?.[0] ?? 'out';
}

interface Staff {
  current?: Player;
  bullpen: Player[];
  outsLeft: number;
}

export function simulateBaseball({ random, gameId, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  const lineups = { home: battingOrder(home), away: battingOrder(away) };
  const next = { home: 0, away: 0 };
  const score = { home: 0, away: 0 };
  const staffs: Record<'home' | 'away', Staff> = {
    home: { bullpen: [], outsLeft: 0 },
    away: { bullpen: [], outsLeft: 0 },
  };
  const starters: Partial<Record<'home' | 'away', Player>> = {};
  const pitched = new Map<string, { outs: number; earned: number; side: 'home' | 'away' }>();
  for (const team of [home, away]) {
    const { starter, bullpen } = pitchingStaff(team, gameId);
    starters[team.side] = starter;
    staffs[team.side] = {
      current: starter,
      bullpen,
      outsLeft: Math.round(random.normal(17, 2.5) * skillOf(team, starter) ** 0.5),
    };
  }
  let inning = 0;
  const add = (play: Omit<SimPlay, 'elapsed'>) => plays.push({ ...play, elapsed: plays.length + 1 });
  while (inning < 9 || score.home === score.away) {
    inning++;
    if (inning > 25) break;
    for (const batting of [away, home] as TeamSide[]) {
      if (batting === home && inning >= 9 && score.home > score.away) break;
      const fielding = batting === home ? away : home;
      const staff = staffs[fielding.side];
      if (staff.outsLeft <= 0 && staff.bullpen.length > 0) {
        const reliever = staff.bullpen.shift() as Player;
        add({
          period: inning,
          clock: null,
          description: `Pitching change: ${nameOf(reliever)} replaces ${staff.current ? nameOf(staff.current) : 'the pitcher'}`,
          homePoints: 0,
          awayPoints: 0,
          stats: [],
        });
        staff.current = reliever;
        staff.outsLeft = random.int(3, 6);
      }
      const pitcher = staff.current;
      const lineup = lineups[batting.side];
      let outs = 0;
      const bases: (Runner | null)[] = [null, null, null];
      if (inning > 9 && lineup.length > 0) {
        // Extra innings start with a runner on second: the batter before the leadoff man.
        const ghost = lineup[(next[batting.side] + lineup.length - 1) % lineup.length] as Player;
        bases[1] = { player: ghost, earned: false };
      }
      while (outs < 3 && lineup.length > 0) {
        const stats: StatDelta[] = [];
        const outsBefore = outs;
        const runner = bases[0];
        if (runner && !bases[1] && random.chance(0.05 + mean(batting, runner.player, 'stolen_bases') * 0.4)) {
          if (random.chance(0.76)) {
            credit(stats, runner.player, 'stolen_bases', 1);
            bases[1] = runner;
            bases[0] = null;
            add({
              period: inning,
              clock: null,
              description: `${nameOf(runner.player)} steals second`,
              homePoints: 0,
              awayPoints: 0,
              stats,
            });
          } else {
            bases[0] = null;
            outs++;
            if (pitcher) credit(stats, pitcher, 'outs_recorded', 1);
            add({
              period: inning,
              clock: null,
              description: `${nameOf(runner.player)} caught stealing`,
              homePoints: 0,
              awayPoints: 0,
              stats,
            });
          }
          continue;
        }
        const batter = lineup[next[batting.side] % lineup.length] as Player;
        next[batting.side]++;
        const result = plateResult(random, skillOf(batting, batter), skillOf(fielding, pitcher));
        const scored: Runner[] = [];
        let rbi = true;
        let description = '';
        if (result === 'strikeout') {
          outs++;
          credit(stats, batter, 'batter_strikeouts', 1);
          if (pitcher) credit(stats, pitcher, 'pitcher_strikeouts', 1);
          description = `${nameOf(batter)} strikes out`;
        } else if (result === 'walk') {
          if (bases[0]) {
            if (bases[1]) {
              if (bases[2]) scored.push(bases[2]);
              bases[2] = bases[1];
            }
            bases[1] = bases[0];
          }
          bases[0] = { player: batter, earned: true };
          credit(stats, batter, 'walks', 1);
          description = `${nameOf(batter)} walks`;
        } else if (result === 'out') {
          const doublePlay = outs < 2 && bases[0] !== null && random.chance(0.12);
          if (outs < 2 && bases[2] && random.chance(0.25)) {
            scored.push(bases[2]);
            bases[2] = null;
          }
          outs += doublePlay ? 2 : 1;
          if (doublePlay) {
            bases[0] = null;
            rbi = false;
          }
          if (outs >= 3) scored.length = 0;
          description = doublePlay
            ? `${nameOf(batter)} grounds into a double play`
            : `${nameOf(batter)} ${random.pick(['grounds out', 'flies out', 'lines out', 'pops out'])}${scored.length ? ', sacrifice' : ''}`;
        } else {
          const advance = BASES[result];
          const batterRunner: Runner = { player: batter, earned: true };
          const moved: (Runner | null)[] = [null, null, null];
          for (let base = 2; base >= 0; base--) {
            const onBase = bases[base];
            if (!onBase) continue;
            const extra =
              (result === 'single' && base === 1 && random.chance(0.6)) ||
              (result === 'double' && base === 0 && random.chance(0.4))
                ? 1
                : 0;
            const target = base + advance + extra;
            if (target >= 3 || moved[target]) scored.push(onBase);
            else moved[target] = onBase;
          }
          if (advance >= 4) scored.push(batterRunner);
          else moved[advance - 1] = batterRunner;
          bases.splice(0, 3, ...moved);
          credit(stats, batter, 'hits', 1);
          credit(stats, batter, HIT_STAT[result], 1);
          credit(stats, batter, 'total_bases', advance);
          if (pitcher) credit(stats, pitcher, 'hits_allowed', 1);
          description = `${nameOf(batter)} ${result === 'home_run' ? 'homers' : `hits a ${result}`}`;
        }
        if (pitcher && outs > outsBefore)
          credit(stats, pitcher, 'outs_recorded', Math.min(3, outs) - outsBefore);
        for (const run of scored) credit(stats, run.player, 'runs', 1);
        if (rbi && scored.length > 0) credit(stats, batter, 'rbis', scored.length);
        const earned = scored.filter((run) => run.earned).length;
        if (pitcher && earned > 0) {
          credit(stats, pitcher, 'earned_runs', earned);
          const line = pitched.get(pitcher.id) ?? { outs: 0, earned: 0, side: fielding.side };
          line.earned += earned;
          pitched.set(pitcher.id, line);
        }
        if (pitcher) {
          const line = pitched.get(pitcher.id) ?? { outs: 0, earned: 0, side: fielding.side };
          line.outs += Math.min(3, outs) - outsBefore;
          pitched.set(pitcher.id, line);
        }
        if (scored.length > 0)
          description += `; ${scored.map((run) => nameOf(run.player)).join(', ')} ${scored.length === 1 ? 'scores' : 'score'}`;
        score[batting.side] += scored.length;
        staff.outsLeft -= Math.min(3, outs) - outsBefore;
        add({ period: inning, clock: null, description, ...points(batting.side, scored.length), stats });
        if (batting === home && inning >= 9 && score.home > score.away) break;
      }
    }
  }
  const stats: StatDelta[] = [];
  const winner = score.home > score.away ? 'home' : score.away > score.home ? 'away' : null;
  for (const side of ['home', 'away'] as const) {
    const starter = starters[side];
    const line = starter ? pitched.get(starter.id) : undefined;
    if (starter && line && line.outs >= 18 && line.earned <= 3) credit(stats, starter, 'quality_starts', 1);
  }
  if (winner) {
    const starter = starters[winner];
    const starterOuts = starter ? (pitched.get(starter.id)?.outs ?? 0) : 0;
    const relievers = [...pitched.entries()].filter(
      ([id, line]) => line.side === winner && id !== starter?.id,
    );
    const best = relievers.sort((a, b) => b[1].outs - a[1].outs)[0];
    const team = winner === 'home' ? home : away;
    const pitcherOfRecord =
      starter && (starterOuts >= 15 || !best)
        ? starter
        : team.players.find((player) => player.id === best?.[0]);
    if (pitcherOfRecord) credit(stats, pitcherOfRecord, 'wins', 1);
  }
  add({
    period: Math.min(inning, 25),
    clock: null,
    description: winner ? 'Final: pitching decisions' : 'Final',
    homePoints: 0,
    awayPoints: 0,
    stats,
  });
  return { plays, length: plays.length + 1, period: Math.min(inning, 25) };
}
