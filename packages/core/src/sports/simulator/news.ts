import { type PlayerStatus, SPORTS, type SportId } from '../catalog.ts';
import type { NewsItem, Player } from '../world-file.ts';
import { type PlayerTier, playerProfile } from './profiles.ts';
import { createRandom, type Random } from './random.ts';

/** Injuries by sport: the short form for headlines and notes, and the phrase for a sentence. */
const INJURIES: Record<SportId, readonly (readonly [string, string])[]> = {
  nfl: [
    ['hamstring', 'a hamstring injury'],
    ['ankle', 'an ankle injury'],
    ['knee', 'a knee sprain'],
    ['shoulder', 'a shoulder injury'],
    ['concussion', 'a concussion'],
    ['groin', 'a groin strain'],
  ],
  nba: [
    ['ankle', 'a sprained ankle'],
    ['knee', 'knee soreness'],
    ['back', 'back spasms'],
    ['hamstring', 'hamstring tightness'],
    ['illness', 'an illness'],
  ],
  mlb: [
    ['oblique', 'an oblique strain'],
    ['hamstring', 'a hamstring strain'],
    ['elbow', 'elbow inflammation'],
    ['shoulder', 'shoulder fatigue'],
    ['back', 'back tightness'],
  ],
  nhl: [
    ['upper body', 'an upper-body injury'],
    ['lower body', 'a lower-body injury'],
    ['illness', 'an illness'],
  ],
  soccer: [
    ['hamstring', 'a hamstring problem'],
    ['ankle', 'a knock to the ankle'],
    ['fatigue', 'muscle fatigue'],
    ['groin', 'a groin strain'],
    ['illness', 'an illness'],
  ],
};

export interface PlayerNews {
  statusEvent?: { player_id: string; status: PlayerStatus; note: string };
  news: NewsItem;
}

/** News follows the players fantasy managers care about: stars and starters more than the bench. */
const NEWSWORTHY: Record<PlayerTier, number> = { star: 4, starter: 3, rotation: 1.5, bench: 0.5 };

const STATUS_WORDS: Record<PlayerStatus, string> = {
  active: 'cleared to play',
  questionable: 'questionable',
  doubtful: 'doubtful',
  out: 'ruled out',
  injured_reserve: 'placed on injured reserve',
};

/** The sport's words for a player's workload, his team's practice and its pecking order. */
function wordsFor(sport: SportId, player: Player): { role: string; practice: string; order: string } {
  const pitcher = player.position === 'SP' || player.position === 'RP';
  switch (sport) {
    case 'nfl':
      return { role: 'snaps and touches', practice: 'practice', order: `${player.position} depth chart` };
    case 'nba':
      return { role: 'minutes', practice: 'shootaround', order: 'rotation' };
    case 'mlb':
      return pitcher
        ? { role: 'innings', practice: 'his bullpen session', order: 'pitching staff' }
        : { role: 'at-bats', practice: 'batting practice', order: 'batting order' };
    case 'nhl':
      return { role: 'ice time', practice: 'the morning skate', order: 'lineup' };
    case 'soccer':
      return { role: 'minutes', practice: 'training', order: 'squad' };
  }
}

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
      return random.pick(['active', 'questionable'] as const);
  }
}

function injuryUpdate(random: Random, sport: SportId, player: Player) {
  const name = `${player.first_name} ${player.last_name}`;
  const words = wordsFor(sport, player);
  const [short, phrase] = random.pick(INJURIES[sport]);
  const status = nextStatus(random, player.status);
  const headline =
    status === 'active'
      ? `${name} (${player.position}) cleared to return`
      : `${name} (${player.position}) ${STATUS_WORDS[status]} (${short})`;
  const body = [
    status === 'active'
      ? `${name} has been cleared after ${phrase} and should take on his usual ${words.role}.`
      : `${name} is ${STATUS_WORDS[status]} with ${phrase}, the team said.`,
    random.pick([
      `He was limited at ${words.practice} earlier in the week.`,
      'The staff will re-evaluate him before the next game.',
      'He was seen working with trainers on the side before warm-ups.',
      'The coach called it a precaution.',
    ]),
    status === 'out' || status === 'injured_reserve'
      ? `Expect the next man in the ${words.order} to pick up his ${words.role}.`
      : 'Fantasy managers should check his status again closer to lock.',
  ].join(' ');
  return {
    status,
    note: status === 'active' ? `Cleared (${short})` : `${STATUS_WORDS[status]} (${short})`,
    headline,
    body,
  };
}

function roleNote(random: Random, sport: SportId, player: Player, tier: PlayerTier) {
  const name = `${player.first_name} ${player.last_name}`;
  const words = wordsFor(sport, player);
  if (tier === 'rotation' || tier === 'bench') {
    return {
      headline: `${name} moving up the ${words.order}`,
      body: `${name} has impressed at ${words.practice} and the coaches like what they see. He should see more ${words.role} in the next game. Worth a look in deeper formats.`,
    };
  }
  return random.chance(0.5)
    ? {
        headline: `${name} on a hot streak`,
        body: `${name} has beaten his projection in recent games and the usage looks real. The matchup next time out is favourable. Consider him a strong play.`,
      }
    : {
        headline: `${name} expected in the starting lineup`,
        body: `${name} was listed with the starters in the latest team notes. There is no injury designation. His projection reflects his usual ${words.role}.`,
      };
}

/**
 * A news item for one slot of the news feed: an injury update that changes a status about half
 * the time, otherwise a role note. Deterministic for (seed, sport, slot, players).
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
  const candidates = pool.length > 0 ? pool : players;
  const player = random.weighted(candidates, (candidate) => NEWSWORTHY[playerProfile(seed, candidate).tier]);
  const tier = playerProfile(seed, player).tier;
  const base = {
    id: `sim-news-${sport}-${slot}`,
    sport_id: sport,
    player_ids: [player.id],
    team_ids: player.team_id ? [player.team_id] : [],
    published_at: at,
    source: random.pick(['Kennel Wire', 'Kennel Beat Desk', `${SPORTS[sport].league} Insider`]),
  };
  if (random.chance(0.5) || player.status !== 'active') {
    const update = injuryUpdate(random, sport, player);
    return {
      statusEvent: { player_id: player.id, status: update.status, note: update.note },
      news: { ...base, headline: update.headline, body: update.body },
    };
  }
  return { news: { ...base, ...roleNote(random, sport, player, tier) } };
}
