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
  type TeamSide,
} from './play-log.ts';
import type { Random } from './random.ts';

const HALF = 45 * 60;

interface Squad {
  team: TeamSide;
  keeper?: Player;
  onPitch: Player[];
  bench: Player[];
  /** Second each player on the pitch came on, for minutes and passes. */
  since: Map<string, number>;
  subsLeft: number;
}

function squadOf(random: Random, team: TeamSide): Squad {
  const shape = random.pick([
    { DEF: 4, MID: 4, FWD: 2 },
    { DEF: 4, MID: 3, FWD: 3 },
    { DEF: 3, MID: 5, FWD: 2 },
  ]);
  const keeper = depthChart(team.players, 'GK')[0] ?? emergencyPlayer(team.players);
  const field = team.players.filter((player) => player !== keeper);
  const outfield: Player[] = [];
  for (const [position, count] of Object.entries(shape))
    outfield.push(...depthChart(field, position).slice(0, count));
  const rest = field.filter((player) => player.position !== 'GK' && !outfield.includes(player));
  while (outfield.length < 10 && rest.length > 0) outfield.push(rest.shift() as Player);
  const onPitch = [...(keeper ? [keeper] : []), ...outfield];
  return {
    team,
    keeper,
    onPitch,
    bench: rest,
    since: new Map(onPitch.map((player) => [player.id, 0])),
    subsLeft: random.int(2, 5),
  };
}

/** Minutes and passes for a spell on the pitch that ends now. */
function closeSpell(random: Random, squad: Squad, player: Player, now: number, stats: StatDelta[]) {
  const from = squad.since.get(player.id) ?? now;
  const share = (now - from) / (2 * HALF);
  credit(
    stats,
    player,
    'passes',
    Math.max(0, Math.round(random.normal(mean(squad.team, player, 'passes') * share, 2 + 4 * share))),
  );
  squad.since.set(player.id, now);
}

export function simulateSoccer({ random, home, away }: SimInput): SimResult {
  const plays: SimPlay[] = [];
  const squads = { home: squadOf(random, home), away: squadOf(random, away) };
  const entered = new Map<string, number>();
  for (const squad of Object.values(squads)) for (const player of squad.onPitch) entered.set(player.id, 0);
  const substitutions = Object.values(squads).flatMap((squad) =>
    Array.from({ length: squad.subsLeft }, () => ({ squad, at: random.int(55, 85) * 60 })),
  );
  const rate = 60 / (2 * HALF);
  let elapsed = 0;
  for (let period = 1; period <= 2; period++) {
    const start = (period - 1) * HALF;
    let clock = 0;
    while (true) {
      clock += Math.max(1, Math.round(-Math.log(1 - random.next()) / rate));
      if (clock >= HALF) break;
      const now = start + clock;
      const due = substitutions.filter((sub) => sub.at <= now);
      for (const sub of due) {
        substitutions.splice(substitutions.indexOf(sub), 1);
        const { squad } = sub;
        const outfield = squad.onPitch.filter((player) => player !== squad.keeper);
        if (outfield.length === 0 || squad.bench.length === 0) continue;
        const off = random.weighted(outfield, (player) => 2 - Math.min(1.5, skillOf(squad.team, player)));
        const on =
          squad.bench.find((player) => player.position === off.position) ?? (squad.bench[0] as Player);
        const minute = Math.floor(sub.at / 60);
        const stats: StatDelta[] = [];
        closeSpell(random, squad, off, now, stats);
        credit(stats, off, 'minutes', minute - (entered.get(off.id) ?? 0));
        squad.onPitch.splice(squad.onPitch.indexOf(off), 1, on);
        squad.bench.splice(squad.bench.indexOf(on), 1);
        squad.since.set(on.id, now);
        entered.set(on.id, minute);
        plays.push({
          period,
          clock: HALF - clock,
          elapsed: now,
          description: `Substitution: ${nameOf(on)} on for ${nameOf(off)}`,
          homePoints: 0,
          awayPoints: 0,
          stats,
        });
      }
      const attack = random.chance(0.52) ? squads.home : squads.away;
      const defend = attack === squads.home ? squads.away : squads.home;
      const stats: StatDelta[] = [];
      let description: string;
      let scored = 0;
      if (random.chance(0.43)) {
        const outfield = attack.onPitch.filter((player) => player !== attack.keeper);
        if (outfield.length === 0) continue;
        const shooter = random.weighted(outfield, (player) => mean(attack.team, player, 'shots') + 0.05);
        credit(stats, shooter, 'shots', 1);
        description = `${nameOf(shooter)} shoots wide`;
        if (random.chance(0.36 * skillOf(attack.team, shooter) ** 0.3)) {
          credit(stats, shooter, 'shots_on_target', 1);
          if (
            random.chance(0.31 * (skillOf(attack.team, shooter) / skillOf(defend.team, defend.keeper)) ** 0.3)
          ) {
            scored = 1;
            credit(stats, shooter, 'goals', 1);
            if (defend.keeper) credit(stats, defend.keeper, 'goals_against', 1);
            description = `GOAL ${nameOf(shooter)}`;
            const helpers = outfield.filter((player) => player !== shooter);
            if (helpers.length > 0 && random.chance(0.75)) {
              const helper = random.weighted(
                helpers,
                (player) => mean(attack.team, player, 'assists') + 0.02,
              );
              credit(stats, helper, 'assists', 1);
              description += ` (assist ${nameOf(helper)})`;
            }
          } else {
            if (defend.keeper) credit(stats, defend.keeper, 'saves', 1);
            description = `${nameOf(shooter)} shot saved${defend.keeper ? ` by ${nameOf(defend.keeper)}` : ''}`;
          }
        }
      } else {
        const tackler = random.weighted(
          defend.onPitch,
          (player) => mean(defend.team, player, 'tackles') + 0.05,
        );
        credit(stats, tackler, 'tackles', 1);
        description = `Tackle by ${nameOf(tackler)}`;
      }
      plays.push({
        period,
        clock: HALF - clock,
        elapsed: now,
        description,
        ...points(attack.team.side, scored),
        stats,
      });
    }
    elapsed = start + HALF;
    for (const squad of Object.values(squads)) {
      const stats: StatDelta[] = [];
      for (const player of squad.onPitch) {
        closeSpell(random, squad, player, elapsed, stats);
        if (period === 2) credit(stats, player, 'minutes', 90 - (entered.get(player.id) ?? 0));
      }
      const name = `${squad.team.side === 'home' ? 'Home' : 'Away'} side`;
      plays.push({
        period,
        clock: 0,
        elapsed,
        description: `${period === 1 ? 'Half time' : 'Full time'}: ${name} passing and minutes`,
        homePoints: 0,
        awayPoints: 0,
        stats,
      });
    }
  }
  return { plays, length: elapsed, period: 2 };
}
