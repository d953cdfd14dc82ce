import type { StatDelta } from '../stat-events.ts';
import type { Player } from '../world-file.ts';
import {
  credit,
  mean,
  nameOf,
  points,
  type SimInput,
  type SimPlay,
  type SimResult,
  type TeamSide,
} from './play-log.ts';
import type { Random } from './random.ts';

const QUARTER = 12 * 60;
const OVERTIME = 5 * 60;

const POSITIONS = ['PG', 'SG', 'SF', 'PF', 'C'];

/** Five on the floor for a stint, one per position where possible, drawn by usual minutes. */
function lineup(random: Random, team: TeamSide): Player[] {
  const chosen: Player[] = [];
  const weight = (player: Player) => mean(team, player, 'minutes') ** 2.2 + 1;
  for (const position of POSITIONS) {
    const pool = team.players.filter((player) => player.position === position && !chosen.includes(player));
    if (pool.length > 0) chosen.push(random.weighted(pool, weight));
  }
  const rest = team.players.filter((player) => !chosen.includes(player));
  while (chosen.length < 5 && rest.length > 0)
    chosen.push(...rest.splice(random.weightedIndex(rest.map(weight)), 1));
  return chosen;
}

function stintLengths(random: Random, minutes: number): number[] {
  if (minutes <= 5) return [minutes];
  return random.pick([
    [6, 6],
    [4, 4, 4],
    [5, 7],
    [7, 5],
    [3, 5, 4],
  ]);
}

/** One possession's play: a shot, free throws or a turnover; returns whether the offence keeps the ball. */
function possession(
  random: Random,
  offence: TeamSide,
  defence: TeamSide,
  onOffence: Player[],
  onDefence: Player[],
): { play: Omit<SimPlay, 'period' | 'clock' | 'elapsed'>; keepsBall: boolean } {
  const stats: StatDelta[] = [];
  const pickBy = (team: TeamSide, players: Player[], stat: string, except?: Player) => {
    const pool = players.filter((player) => player !== except);
    return random.weighted(pool.length > 0 ? pool : players, (player) => mean(team, player, stat) + 0.2);
  };
  const roll = random.next();
  if (roll < 0.13) {
    const loser = pickBy(offence, onOffence, 'turnovers');
    credit(stats, loser, 'turnovers', 1);
    if (random.chance(0.55)) {
      const thief = pickBy(defence, onDefence, 'steals');
      credit(stats, thief, 'steals', 1);
      return {
        play: {
          description: `${nameOf(thief)} steals the ball from ${nameOf(loser)}`,
          ...points(offence.side, 0),
          stats,
        },
        keepsBall: false,
      };
    }
    return {
      play: { description: `Turnover by ${nameOf(loser)}`, ...points(offence.side, 0), stats },
      keepsBall: false,
    };
  }
  const shooter = pickBy(offence, onOffence, 'points');
  if (roll < 0.23) {
    const made = (random.chance(0.78) ? 1 : 0) + (random.chance(0.78) ? 1 : 0);
    credit(stats, shooter, 'points', made);
    return {
      play: {
        description: `${nameOf(shooter)} makes ${made} of 2 free throws`,
        ...points(offence.side, made),
        stats,
      },
      keepsBall: false,
    };
  }
  const threeRate = Math.min(
    0.7,
    0.12 +
      (mean(offence, shooter, 'three_pointers_made') / Math.max(4, mean(offence, shooter, 'points'))) * 1.4,
  );
  const three = random.chance(threeRate);
  if (random.chance(three ? 0.36 : 0.53)) {
    const value = three ? 3 : 2;
    credit(stats, shooter, 'points', value);
    if (three) credit(stats, shooter, 'three_pointers_made', 1);
    let description = `${nameOf(shooter)} makes a ${three ? 'three-pointer' : 'jump shot'}`;
    if (random.chance(three ? 0.8 : 0.55)) {
      const passer = pickBy(offence, onOffence, 'assists', shooter);
      if (passer !== shooter) {
        credit(stats, passer, 'assists', 1);
        description += ` (assist ${nameOf(passer)})`;
      }
    }
    return { play: { description, ...points(offence.side, value), stats }, keepsBall: false };
  }
  let description = `${nameOf(shooter)} misses a ${three ? 'three-pointer' : 'shot'}`;
  if (!three && random.chance(0.12)) {
    const blocker = pickBy(defence, onDefence, 'blocks');
    credit(stats, blocker, 'blocks', 1);
    description = `${nameOf(blocker)} blocks ${nameOf(shooter)}`;
  }
  const offensiveBoard = random.chance(0.24);
  const rebounder = offensiveBoard
    ? pickBy(offence, onOffence, 'rebounds')
    : pickBy(defence, onDefence, 'rebounds');
  credit(stats, rebounder, 'rebounds', 1);
  description += `; ${offensiveBoard ? 'offensive' : 'defensive'} rebound ${nameOf(rebounder)}`;
  return { play: { description, ...points(offence.side, 0), stats }, keepsBall: offensiveBoard };
}

export function simulateBasketball({ random, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  let elapsed = 0;
  let homeScore = 0;
  let awayScore = 0;
  let offence = random.chance(0.5) ? home : away;
  let period = 0;
  while (period < 4 || homeScore === awayScore) {
    period++;
    if (period > 20) break;
    const periodSeconds = period <= 4 ? QUARTER : OVERTIME;
    let inPeriod = 0;
    for (const minutes of stintLengths(random, periodSeconds / 60)) {
      const onCourt = { home: lineup(random, home), away: lineup(random, away) };
      const stintEnd = inPeriod + minutes * 60;
      while (inPeriod < stintEnd - 4) {
        inPeriod = Math.min(stintEnd - 1, inPeriod + random.int(5, 22));
        const defence = offence === home ? away : home;
        const { play, keepsBall } = possession(
          random,
          offence,
          defence,
          onCourt[offence.side],
          onCourt[defence.side],
        );
        homeScore += play.homePoints;
        awayScore += play.awayPoints;
        plays.push({ ...play, period, clock: periodSeconds - inPeriod, elapsed: elapsed + inPeriod });
        if (!keepsBall) offence = defence;
      }
      inPeriod = stintEnd;
      const stats: StatDelta[] = [];
      for (const player of [...onCourt.home, ...onCourt.away]) credit(stats, player, 'minutes', minutes);
      plays.push({
        period,
        clock: periodSeconds - inPeriod,
        elapsed: elapsed + inPeriod,
        description:
          inPeriod === periodSeconds
            ? `End of ${period <= 4 ? `Q${period}` : `OT${period - 4}`}`
            : 'Substitutions',
        homePoints: 0,
        awayPoints: 0,
        stats,
      });
    }
    elapsed += periodSeconds;
  }
  return { plays, length: elapsed, period };
}
