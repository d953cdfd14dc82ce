import { type PlayerStatus, SPORTS, type SportId } from '../catalog.ts';
import type { NewsItem, Player } from '../world-file.ts';
import { createRandom, type Random } from './random.ts';

const INJURIES: Record<SportId, readonly string[]> = {
  nfl: ['hamstring', 'ankle', 'knee', 'shoulder', 'concussion protocol', 'groin', 'calf'],
  nba: ['ankle sprain', 'knee soreness', 'back spasms', 'hamstring tightness', 'illness', 'wrist'],
  mlb: ['oblique strain', 'hamstring', 'elbow inflammation', 'shoulder fatigue', 'back tightness'],
  nhl: ['upper-body injury', 'lower-body injury', 'illness'],
  soccer: ['hamstring', 'knock to the ankle', 'muscle fatigue', 'groin strain', 'illness'],
};

export interface PlayerNews {
  statusEvent?: { player_id: string; status: PlayerStatus; note: string };
  news: NewsItem;
}

const fullName = (player: Player) => `${player.first_name} ${player.last_name}`;

/** Where a status goes next: most questionable players end up playing, some sit. */
function nextStatus(random: Random, status: PlayerStatus): PlayerStatus {
  switch (status) {
    case 'active':
      return random.pick(['questionable', 'questionable', 'doubtful', 'out'] as const);
    case 'questionable':
      return random.pick(['active', 'active', 'doubtful', 'out'] as const);
    case 'doubtful':
      return random.pick(['out', 'active', 'questionable'] as const);
    case 'out':
      return random.pick(['questionable', 'active', 'injured_reserve'] as const);
    case 'injured_reserve':
      return random.pick(['active', 'questionable', 'injured_reserve'] as const);
  }
}

const STATUS_WORDS: Record<PlayerStatus, string> = {
  active: 'cleared to play',
  questionable: 'questionable',
  doubtful: 'doubtful',
  out: 'ruled out',
  injured_reserve: 'placed on injured reserve',
};

/**
 * A news item for one slot of the news feed: an injury update that changes a status about half
 * the time, otherwise depth-chart, lineup or form notes. Deterministic for (seed, sport, slot).
 */
export function playerNews(
  seed: number | string,
  sport: SportId,
  players: readonly Player[],
  slot: number,
  at: string,
): PlayerNews {
  const random = createRandom(`${seed}:news:${sport}:${slot}`);
  const pool = players.filter((player) => player.sport_id === sport);
  const player = random.pick(pool.length > 0 ? pool : players);
  const name = fullName(player);
  const league = SPORTS[sport].league;
  const injury = random.pick(INJURIES[sport]);
  const base = {
    id: `sim-news-${sport}-${slot}`,
    sport_id: sport,
    player_ids: [player.id],
    team_ids: player.team_id ? [player.team_id] : [],
    published_at: at,
    source: random.pick(['Kennel Wire', 'Kennel Beat Desk', `${league} Insider`]),
  };
  if (random.chance(0.5) || player.status !== 'active') {
    const status = nextStatus(random, player.status);
    const headline =
      status === 'active'
        ? `${name} (${player.position}) cleared to return`
        : `${name} (${player.position}) ${STATUS_WORDS[status]} with ${injury}`;
    const body = [
      status === 'active'
        ? `${name} has been cleared after dealing with a ${injury} and is expected to take his usual role.`
        : `${name} is ${STATUS_WORDS[status]} because of a ${injury}, the team said.`,
      random.pick([
        'He was limited in practice earlier in the week.',
        'The staff will re-evaluate him before the next game.',
        'He was seen working with trainers on the side before warm-ups.',
        'The coach called it a precaution.',
      ]),
      status === 'out' || status === 'injured_reserve'
        ? 'Expect the next player on the depth chart to pick up his snaps and touches.'
        : 'Fantasy managers should check the status again closer to lock.',
    ].join(' ');
    return {
      statusEvent:
        status === player.status
          ? undefined
          : { player_id: player.id, status, note: `${injury}`.slice(0, 300) },
      news: { ...base, headline, body },
    };
  }
  const kind = random.pick(['depth', 'form', 'lineup'] as const);
  const headline = {
    depth: `${name} moving up the ${player.position} depth chart`,
    form: `${name} on a hot streak`,
    lineup: `${name} expected in the starting lineup`,
  }[kind];
  const body = {
    depth: `${name} has taken more first-team reps this week and the coaches like what they see. His role should grow in the next game. Worth a look in deeper formats.`,
    form: `${name} has produced above his projection in recent games and the usage looks real. The matchup next time out is favourable. Consider him a strong play.`,
    lineup: `${name} was listed with the starters in the latest team notes. There is no injury designation. His projection reflects a full workload.`,
  }[kind];
  return { news: { ...base, headline, body } };
}
