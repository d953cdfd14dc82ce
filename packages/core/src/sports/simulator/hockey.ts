import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { depthChart, emergencyPlayer } from './depth.ts';
import {
  credit,
  mean,
  nameOf,
  points,
  type SimInput,
  type SimPlay,
  type SimResult,
  skillOf,
  splitWhole,
  type TeamSide,
} from './play-log.ts';
import type { Random } from './random.ts';

const PERIOD = 20 * 60;
const OVERTIME = 5 * 60;
const LINE_SHARES = [0.36, 0.3, 0.22, 0.12];
const PAIR_SHARES = [0.42, 0.33, 0.25];

interface Bench {
  team: TeamSide;
  lines: Player[][];
  pairs: Player[][];
  goalie?: Player;
}

/** Forward lines (C, LW, RW by depth; spares fill gaps), defence pairs and the starting goalie. */
function benchOf(team: TeamSide): Bench {
  const goalie = depthChart(team.players, 'G')[0] ?? emergencyPlayer(team.players);
  const skaters = team.players.filter((player) => player !== goalie);
  const forwards = {
    C: depthChart(skaters, 'C'),
    LW: depthChart(skaters, 'LW'),
    RW: depthChart(skaters, 'RW'),
  };
  const spare = () => forwards.C.shift() ?? forwards.LW.shift() ?? forwards.RW.shift();
  const lines: Player[][] = [];
  for (let line = 0; line < 4; line++) {
    const members = [
      forwards.C.shift() ?? spare(),
      forwards.LW.shift() ?? spare(),
      forwards.RW.shift() ?? spare(),
    ].filter((player): player is Player => player !== undefined);
    if (members.length === 3) lines.push(members);
  }
  const defence = depthChart(skaters, 'D');
  const pairs: Player[][] = [];
  for (let pair = 0; pair < 3 && defence.length >= 2; pair++) pairs.push(defence.splice(0, 2));
  return { team, lines, pairs, goalie };
}

function onIce(random: Random, bench: Bench): Player[] {
  const line = bench.lines[random.weightedIndex(LINE_SHARES.slice(0, bench.lines.length))] ?? [];
  const pair = bench.pairs[random.weightedIndex(PAIR_SHARES.slice(0, bench.pairs.length))] ?? [];
  return [...line, ...pair];
}

/** Time on ice for a stretch of play, split by line and pair shares so skaters add up to five at a time. */
function timeOnIce(stats: StatDelta[], bench: Bench, seconds: number): void {
  const lineSeconds = splitWhole(seconds, LINE_SHARES.slice(0, bench.lines.length));
  bench.lines.forEach((line, index) => {
    for (const player of line) credit(stats, player, 'time_on_ice_seconds', lineSeconds[index] ?? 0);
  });
  const pairSeconds = splitWhole(seconds, PAIR_SHARES.slice(0, bench.pairs.length));
  bench.pairs.forEach((pair, index) => {
    for (const player of pair) credit(stats, player, 'time_on_ice_seconds', pairSeconds[index] ?? 0);
  });
  if (bench.goalie) credit(stats, bench.goalie, 'time_on_ice_seconds', seconds);
}

export function simulateHockey({ random, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  const benches = { home: benchOf(home), away: benchOf(away) };
  const score = { home: 0, away: 0 };
  let elapsed = 0;
  let period = 0;
  while (period < 3 || score.home === score.away) {
    period++;
    if (period > 12) break;
    const length = period <= 3 ? PERIOD : OVERTIME;
    // About 60 shots on goal and 28 blocked shots a game; overtime is open, so faster.
    const rate = (period <= 3 ? 88 : 130) / 3600;
    let clock = 0;
    let suddenDeath = false;
    while (!suddenDeath) {
      clock += Math.max(1, Math.round(-Math.log(1 - random.next()) / rate));
      if (clock >= length) break;
      const attack = random.chance(0.51) ? benches.home : benches.away;
      const defend = attack === benches.home ? benches.away : benches.home;
      const skaters = onIce(random, attack);
      const defenders = onIce(random, defend);
      if (skaters.length === 0) continue;
      const stats: StatDelta[] = [];
      const shooter = random.weighted(skaters, (player) => mean(attack.team, player, 'shots_on_goal') + 0.1);
      let description: string;
      let scored = 0;
      if (defenders.length > 0 && random.chance(0.32)) {
        const blocker = random.weighted(
          defenders,
          (player) => mean(defend.team, player, 'blocked_shots') + 0.1,
        );
        credit(stats, blocker, 'blocked_shots', 1);
        description = `${nameOf(blocker)} blocks a shot by ${nameOf(shooter)}`;
      } else {
        credit(stats, shooter, 'shots_on_goal', 1);
        const chance = 0.104 * Math.sqrt(skillOf(attack.team, shooter) / skillOf(defend.team, defend.goalie));
        if (random.chance(chance)) {
          scored = 1;
          credit(stats, shooter, 'goals', 1);
          if (defend.goalie) credit(stats, defend.goalie, 'goals_against', 1);
          const helpers: Player[] = [];
          const assists = random.weightedIndex([0.08, 0.3, 0.62]);
          for (let index = 0; index < assists; index++) {
            const pool = skaters.filter((player) => player !== shooter && !helpers.includes(player));
            if (pool.length === 0) break;
            const helper = random.weighted(pool, (player) => mean(attack.team, player, 'assists') + 0.05);
            helpers.push(helper);
            credit(stats, helper, 'assists', 1);
          }
          description = `GOAL ${nameOf(shooter)}${helpers.length ? ` (${helpers.map(nameOf).join(', ')})` : ' (unassisted)'}`;
          suddenDeath = period > 3;
        } else {
          if (defend.goalie) credit(stats, defend.goalie, 'saves', 1);
          description = `Shot by ${nameOf(shooter)} saved${defend.goalie ? ` by ${nameOf(defend.goalie)}` : ''}`;
        }
      }
      score[attack.team.side] += scored;
      plays.push({
        period,
        clock: length - clock,
        elapsed: elapsed + clock,
        description,
        ...points(attack.team.side, scored),
        stats,
      });
    }
    const played = Math.min(clock, length);
    const stats: StatDelta[] = [];
    timeOnIce(stats, benches.home, played);
    timeOnIce(stats, benches.away, played);
    elapsed += played;
    const label = period <= 3 ? `period ${period}` : `overtime ${period - 3}`;
    plays.push({
      period,
      clock: length - played,
      elapsed,
      description: `End of ${label}`,
      homePoints: 0,
      awayPoints: 0,
      stats,
    });
  }
  if (score.home === score.away) {
    // Nine overtimes without a goal: decided as a shootout decides it, by one deciding goal for a
    // side (credited to its shooter and against the other's goalie, so the totals still agree).
    const attack = random.chance(0.5) ? benches.home : benches.away;
    const defend = attack === benches.home ? benches.away : benches.home;
    const skaters = onIce(random, attack);
    if (skaters.length > 0) {
      const shooter = random.weighted(skaters, (player) => mean(attack.team, player, 'shots_on_goal') + 0.1);
      const stats: StatDelta[] = [];
      credit(stats, shooter, 'shots_on_goal', 1);
      credit(stats, shooter, 'goals', 1);
      if (defend.goalie) credit(stats, defend.goalie, 'goals_against', 1);
      score[attack.team.side] += 1;
      plays.push({
        period: 12,
        clock: 0,
        elapsed,
        description: `Shootout: ${nameOf(shooter)} scores the winner`,
        ...points(attack.team.side, 1),
        stats,
      });
    }
  }
  return { plays, length: elapsed, period: Math.min(period, 12) };
}
