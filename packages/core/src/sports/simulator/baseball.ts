import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { battingOrder, pitchingStaff } from './baseball-lineup.ts';
import { type Bases, plateAppearance } from './baseball-plate.ts';
import {
  credit,
  mean,
  nameOf,
  points,
  type Side,
  type SimInput,
  type SimPlay,
  type SimResult,
  skillOf,
  type TeamSide,
} from './play-log.ts';

const MAX_INNINGS = 25;

interface Staff {
  current?: Player;
  bullpen: Player[];
  /** Outs the current pitcher has left before the manager goes to the bullpen. */
  outsLeft: number;
}

interface PitcherLine {
  outs: number;
  earned: number;
  side: Side;
}

/** The winner's starter gets the win after five innings, else his reliever who got the most outs; quality starts go to starters with six innings and at most three earned runs. */
function decisions(
  score: Record<Side, number>,
  starters: Partial<Record<Side, Player>>,
  pitched: Map<Player, PitcherLine>,
): StatDelta[] {
  const stats: StatDelta[] = [];
  for (const side of ['home', 'away'] as const) {
    const starter = starters[side];
    const line = starter ? pitched.get(starter) : undefined;
    if (starter && line && line.outs >= 18 && line.earned <= 3) credit(stats, starter, 'quality_starts', 1);
  }
  const winner = score.home > score.away ? 'home' : score.away > score.home ? 'away' : null;
  if (!winner) return stats;
  const starter = starters[winner];
  const starterOuts = starter ? (pitched.get(starter)?.outs ?? 0) : 0;
  const relievers = [...pitched.entries()].filter(
    ([pitcher, line]) => line.side === winner && pitcher !== starter,
  );
  const best = relievers.sort((a, b) => b[1].outs - a[1].outs)[0]?.[0];
  const pitcherOfRecord = starter && (starterOuts >= 15 || !best) ? starter : best;
  if (pitcherOfRecord) credit(stats, pitcherOfRecord, 'wins', 1);
  return stats;
}

export function simulateBaseball({ random, gameId, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  const add = (play: Omit<SimPlay, 'elapsed' | 'clock'>) =>
    plays.push({ ...play, clock: null, elapsed: plays.length + 1 });
  const lineups = { home: battingOrder(home), away: battingOrder(away) };
  const nextBatter = { home: 0, away: 0 };
  const score = { home: 0, away: 0 };
  const starters: Partial<Record<Side, Player>> = {};
  const staffs = {} as Record<Side, Staff>;
  const pitched = new Map<Player, PitcherLine>();
  for (const team of [home, away]) {
    const { starter, bullpen } = pitchingStaff(team, gameId);
    starters[team.side] = starter;
    const stamina = Math.round(random.normal(17, 2.5) * skillOf(team, starter) ** 0.5);
    staffs[team.side] = { current: starter, bullpen, outsLeft: stamina };
  }
  const walkOff = (batting: TeamSide, inning: number) =>
    batting === home && inning >= 9 && score.home > score.away;
  let inning = 0;
  while ((inning < 9 || score.home === score.away) && inning < MAX_INNINGS) {
    inning++;
    for (const batting of [away, home]) {
      if (walkOff(batting, inning)) break;
      const fielding = batting === home ? away : home;
      const staff = staffs[fielding.side];
      if (staff.outsLeft <= 0 && staff.bullpen.length > 0) {
        const reliever = staff.bullpen.shift() as Player;
        const leaving = staff.current ? nameOf(staff.current) : 'the pitcher';
        add({
          period: inning,
          description: `Pitching change: ${nameOf(reliever)} replaces ${leaving}`,
          homePoints: 0,
          awayPoints: 0,
          stats: [],
        });
        staff.current = reliever;
        staff.outsLeft = random.int(3, 6);
      }
      const pitcher = staff.current;
      const line = pitcher
        ? (pitched.get(pitcher) ?? { outs: 0, earned: 0, side: fielding.side })
        : undefined;
      if (pitcher && line) pitched.set(pitcher, line);
      const lineup = lineups[batting.side];
      const bases: Bases = [null, null, null];
      if (inning > 9 && lineup.length > 0) {
        // Extra innings start with a runner on second: the batter before the leadoff man.
        const ghost = lineup[(nextBatter[batting.side] + lineup.length - 1) % lineup.length] as Player;
        bases[1] = { player: ghost, earned: false };
      }
      let outs = 0;
      while (outs < 3 && lineup.length > 0) {
        const runner = bases[0];
        if (runner && !bases[1] && random.chance(0.05 + mean(batting, runner.player, 'stolen_bases') * 0.4)) {
          const stats: StatDelta[] = [];
          bases[0] = null;
          if (random.chance(0.76)) {
            bases[1] = runner;
            credit(stats, runner.player, 'stolen_bases', 1);
          } else {
            outs++;
            staff.outsLeft--;
            if (pitcher && line) {
              credit(stats, pitcher, 'outs_recorded', 1);
              line.outs++;
            }
          }
          const description = `${nameOf(runner.player)} ${bases[1] === runner ? 'steals second' : 'caught stealing'}`;
          add({ period: inning, description, homePoints: 0, awayPoints: 0, stats });
          continue;
        }
        const batter = lineup[nextBatter[batting.side] % lineup.length] as Player;
        nextBatter[batting.side]++;
        const outcome = plateAppearance(
          random,
          batter,
          skillOf(batting, batter),
          pitcher,
          skillOf(fielding, pitcher),
          bases,
          outs,
        );
        outs += outcome.outs;
        staff.outsLeft -= outcome.outs;
        if (line) {
          line.outs += outcome.outs;
          line.earned += outcome.scored.filter((run) => run.earned).length;
        }
        score[batting.side] += outcome.scored.length;
        add({
          period: inning,
          description: outcome.description,
          ...points(batting.side, outcome.scored.length),
          stats: outcome.stats,
        });
        if (walkOff(batting, inning)) break;
      }
    }
  }
  const winner = score.home !== score.away;
  add({
    period: inning,
    description: winner ? 'Final: pitching decisions' : 'Final',
    homePoints: 0,
    awayPoints: 0,
    stats: decisions(score, starters, pitched),
  });
  return { plays, length: plays.length + 1, period: inning };
}
