import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import { depthChart } from './depth.ts';
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

const QUARTER = 15 * 60;
const OVERTIME = 10 * 60;

interface Offence {
  team: TeamSide;
  qb?: Player;
  kicker?: Player;
  rushers: Player[];
  targets: Player[];
}

function offenceOf(team: TeamSide): Offence {
  const qb = depthChart(team.players, 'QB')[0];
  const skill = ['RB', 'WR', 'TE'].flatMap((position) => depthChart(team.players, position));
  return {
    team,
    qb,
    kicker: depthChart(team.players, 'K')[0],
    rushers: [...(qb ? [qb] : []), ...skill.filter((player) => player.position !== 'TE')],
    targets: skill,
  };
}

type Outcome =
  | { kind: 'gain'; yards: number; stats: StatDelta[]; description: string; clock: number }
  | { kind: 'turnover'; yards: number; stats: StatDelta[]; description: string; clock: number };

function scrimmagePlay(random: Random, offence: Offence, toGoal: number): Outcome {
  const stats: StatDelta[] = [];
  const { team, qb } = offence;
  const pass = qb !== undefined && offence.targets.length > 0 && random.chance(0.58);
  if (pass && qb) {
    const qbSkill = skillOf(team, qb);
    if (random.chance(0.065)) {
      const loss = Math.min(random.int(4, 9), 99 - toGoal);
      return {
        kind: 'gain',
        yards: -loss,
        stats,
        description: `${nameOf(qb)} sacked for a loss of ${loss}`,
        clock: random.int(25, 40),
      };
    }
    if (random.chance(0.024 / qbSkill)) {
      credit(stats, qb, 'pass_attempts', 1);
      credit(stats, qb, 'interceptions', 1);
      return {
        kind: 'turnover',
        yards: 0,
        stats,
        description: `${nameOf(qb)} pass intercepted`,
        clock: random.int(6, 12),
      };
    }
    const target = random.weighted(offence.targets, (player) => mean(team, player, 'receptions') ** 2 + 0.05);
    // Who played: a receiver with no catch and a passer with no completion still have a line.
    credit(stats, qb, 'pass_attempts', 1);
    credit(stats, target, 'targets', 1);
    if (!random.chance(0.64 * qbSkill ** 0.3)) {
      return {
        kind: 'gain',
        yards: 0,
        stats,
        description: `${nameOf(qb)} pass incomplete to ${nameOf(target)}`,
        clock: random.int(4, 8),
      };
    }
    const perCatch = mean(team, target, 'receiving_yards') / Math.max(1, mean(team, target, 'receptions'));
    let yards = Math.max(-2, Math.round(random.normal(perCatch * 0.75, 5)));
    if (random.chance(0.1)) yards += random.int(12, 45);
    yards = Math.min(yards, toGoal);
    const touchdown = yards === toGoal;
    credit(stats, qb, 'passing_yards', yards);
    credit(stats, target, 'receptions', 1);
    credit(stats, target, 'receiving_yards', yards);
    if (touchdown) {
      credit(stats, qb, 'passing_tds', 1);
      credit(stats, target, 'receiving_tds', 1);
    }
    const description = `${nameOf(qb)} pass complete to ${nameOf(target)} for ${yards} yards${touchdown ? ', TOUCHDOWN' : ''}`;
    return { kind: 'gain', yards, stats, description, clock: random.int(24, 40) };
  }
  if (offence.rushers.length === 0) {
    return { kind: 'gain', yards: 0, stats, description: 'Kneel down', clock: 40 };
  }
  const rusher = random.weighted(
    offence.rushers,
    (player) => mean(team, player, 'rushing_attempts') ** 1.8 + 0.02,
  );
  let yards = Math.max(-4, Math.round(random.normal(4.3 * skillOf(team, rusher) ** 0.3, 3.5)));
  if (random.chance(0.05)) yards += random.int(8, 50);
  yards = Math.min(yards, toGoal);
  credit(stats, rusher, 'rushing_attempts', 1);
  credit(stats, rusher, 'rushing_yards', yards);
  if (yards < toGoal && random.chance(0.008)) {
    credit(stats, rusher, 'fumbles_lost', 1);
    return {
      kind: 'turnover',
      yards,
      stats,
      description: `${nameOf(rusher)} fumbles, recovered by the defence`,
      clock: random.int(20, 35),
    };
  }
  const touchdown = yards === toGoal;
  if (touchdown) credit(stats, rusher, 'rushing_tds', 1);
  return {
    kind: 'gain',
    yards,
    stats,
    description: `${nameOf(rusher)} rush for ${yards} yards${touchdown ? ', TOUCHDOWN' : ''}`,
    clock: random.int(26, 42),
  };
}

export function simulateFootball({ random, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  const offences = { home: offenceOf(home), away: offenceOf(away) };
  const score = { home: 0, away: 0 };
  const firstReceiver = random.chance(0.5) ? home : away;
  let elapsed = 0;
  let period = 1;
  let inPeriod = 0;
  let offence = firstReceiver;
  let toGoal = 75;
  let down = 1;
  let toGo = 10;
  const periodLength = () => (period <= 4 ? QUARTER : OVERTIME);
  const push = (description: string, stats: StatDelta[], scored: number, side = offence.side) => {
    if (scored > 0) score[side] += scored;
    plays.push({
      period,
      clock: Math.max(0, periodLength() - inPeriod),
      elapsed: elapsed + Math.min(inPeriod, periodLength()),
      description,
      ...points(side, scored),
      stats,
    });
  };
  const kickoff = (receiving: TeamSide) => {
    const kicker = offences[receiving === home ? 'away' : 'home'].kicker;
    const touchback = random.chance(0.65);
    offence = receiving;
    toGoal = touchback ? 75 : random.int(62, 82);
    down = 1;
    toGo = 10;
    inPeriod += touchback ? 0 : random.int(5, 9);
    const result = touchback ? 'touchback' : `returned to the ${100 - toGoal}`;
    push(`${kicker ? nameOf(kicker) : 'The punter'} kicks off, ${result}`, [], 0);
  };
  const changePossession = (newToGoal: number) => {
    offence = offence === home ? away : home;
    toGoal = Math.min(99, Math.max(1, newToGoal));
    down = 1;
    toGo = Math.min(10, toGoal);
  };
  kickoff(firstReceiver);
  while (true) {
    if (inPeriod >= periodLength()) {
      const tied = score.home === score.away;
      elapsed += periodLength();
      if (period === 4 && !tied) break;
      if (period >= 5) break;
      period++;
      inPeriod = 0;
      if (period === 3 || period === 5) {
        // The second half (and overtime, on a coin toss) starts with a kickoff to a new receiver.
        kickoff(period === 3 ? (firstReceiver === home ? away : home) : random.chance(0.5) ? home : away);
      }
      continue;
    }
    const side = offence.side;
    const attack = offences[side];
    if (down === 4) {
      if (toGoal <= 37 && attack.kicker) {
        inPeriod += 5;
        const distance = toGoal + 17;
        const good = random.chance(distance < 40 ? 0.93 : distance < 50 ? 0.8 : 0.6);
        const stats: StatDelta[] = [];
        if (good) credit(stats, attack.kicker, 'field_goals', 1);
        push(
          `${nameOf(attack.kicker)} ${distance}-yard field goal ${good ? 'is good' : 'is no good'}`,
          stats,
          good ? 3 : 0,
        );
        if (good && period >= 5) break;
        if (good) kickoff(offence === home ? away : home);
        else changePossession(100 - toGoal - 7);
        continue;
      }
      if (!(toGo <= 2 && toGoal < 55 && random.chance(0.45))) {
        inPeriod += 8;
        push('Punt', [], 0);
        changePossession(Math.max(20, 100 - Math.max(0, toGoal - random.int(35, 50))));
        continue;
      }
    }
    const outcome = scrimmagePlay(random, attack, toGoal);
    inPeriod += outcome.clock;
    const touchdown = outcome.kind === 'gain' && outcome.yards === toGoal;
    push(outcome.description, outcome.stats, touchdown ? 6 : 0);
    if (outcome.kind === 'turnover') {
      changePossession(100 - toGoal + outcome.yards);
      continue;
    }
    if (touchdown) {
      const stats: StatDelta[] = [];
      let scored = 0;
      let description: string;
      const runner = attack.rushers.find((player) => player.position === 'RB') ?? attack.rushers[0];
      if (attack.kicker && random.chance(0.93)) {
        const good = random.chance(0.95);
        if (good) credit(stats, attack.kicker, 'extra_points', 1);
        scored = good ? 1 : 0;
        description = `${nameOf(attack.kicker)} extra point ${good ? 'is good' : 'is no good'}`;
      } else if (runner && random.chance(0.48)) {
        credit(stats, runner, 'two_point_conversions', 1);
        scored = 2;
        description = `${nameOf(runner)} runs in the two-point conversion`;
      } else description = 'Two-point conversion attempt fails';
      push(description, stats, scored);
      if (period >= 5) break;
      kickoff(offence === home ? away : home);
      continue;
    }
    toGoal = Math.min(99, toGoal - outcome.yards);
    toGo -= outcome.yards;
    if (toGo <= 0) {
      down = 1;
      toGo = Math.min(10, toGoal);
    } else if (down === 4) changePossession(100 - toGoal);
    else down++;
  }
  const length = Math.max(elapsed, plays.at(-1)?.elapsed ?? 0);
  return { plays, length, period: Math.min(period, 5) };
}
