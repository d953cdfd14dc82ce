import { formatWeekdayDateTime } from '../../time.ts';
import { isSportId, SPORT_IDS, SPORTS, type SportId } from '../catalog.ts';
import type { Game, League, Season, Slate, Team } from '../world-file.ts';
import { createRandom } from './random.ts';

/** Games per slate by sport: a busy NFL Sunday has more than a weeknight. */
const GAMES_PER_SLATE: Record<SportId, number> = { nfl: 8, nba: 6, mlb: 6, nhl: 6, soccer: 5 };

export interface ScheduleWorld {
  teams: readonly Team[];
  seasons: readonly Season[];
  leagues?: readonly League[];
}

/** A slot is twice a game long, so all of a slot's staggered games end before the next slot starts. */
export function slotLength(gameMinutes: number): number {
  return Math.max(60_000, Math.round(2 * gameMinutes * 60_000));
}

function sportOfLeague(leagueId: string, leagues: readonly League[] | undefined): SportId | undefined {
  const league = leagues?.find((candidate) => candidate.id === leagueId);
  if (league) return league.sport_id;
  const fromId = /^sim-([a-z]+)$/.exec(leagueId)?.[1];
  return fromId && isSportId(fromId) ? fromId : undefined;
}

/** "NBA · Tue Nov 24, 7:00 PM ET": a slate's start in Kennel's one zone for times (time.ts). */
function slateName(sport: SportId, slot: number, startsAt: Date): string {
  // NFL slates are weeks; accelerated time runs through an 18-week season again and again.
  if (sport === 'nfl')
    return `NFL · Week ${(((slot % 18) + 18) % 18) + 1} · ${formatWeekdayDateTime(startsAt)}`;
  return `${SPORTS[sport].league} · ${formatWeekdayDateTime(startsAt)}`;
}

function seasonFor(seasons: readonly Season[], leagueId: string, day: string): Season | undefined {
  const own = seasons
    .filter((season) => season.league_id === leagueId)
    .sort((a, b) => a.starts_on.localeCompare(b.starts_on));
  return (
    own.find((season) => season.starts_on <= day && day <= season.ends_on) ??
    own.filter((season) => season.starts_on <= day).at(-1) ??
    own[0]
  );
}

/**
 * The games and slates of every slot that overlaps the window. Time is cut into slots per sport
 * (offset per sport so slates stagger); a slot's games and ids depend only on seed and slot, so
 * overlapping windows agree.
 */
export function scheduleGames(
  seed: number | string,
  world: ScheduleWorld,
  window: { from: string; to: string },
  options: { gameMinutes: number },
): { games: Game[]; slates: Slate[] } {
  const slot = slotLength(options.gameMinutes);
  const gameLength = Math.round(options.gameMinutes * 60_000);
  const from = Date.parse(window.from);
  const to = Date.parse(window.to);
  const games: Game[] = [];
  const slates: Slate[] = [];
  SPORT_IDS.forEach((sport, sportIndex) => {
    const teams = world.teams
      .filter((team) => sportOfLeague(team.league_id, world.leagues) === sport)
      .sort((a, b) => a.id.localeCompare(b.id));
    if (teams.length < 2) return;
    const offset = Math.round((sportIndex * slot) / SPORT_IDS.length);
    const first = Math.floor((from - offset - slot) / slot) + 1;
    const last = Math.ceil((to - offset) / slot) - 1;
    for (let index = first; index <= last; index++) {
      const slotStart = offset + index * slot;
      if (slotStart + slot <= from || slotStart >= to) continue;
      const random = createRandom(`${seed}:slot:${sport}:${index}`);
      const order = random.shuffle(teams);
      const count = Math.min(GAMES_PER_SLATE[sport], Math.floor(teams.length / 2));
      // Starts spread over the first half of the slot, rounded to the minute.
      const spacing = Math.max(60_000, Math.floor((slot - gameLength) / count / 60_000) * 60_000);
      const slotGames: Game[] = [];
      for (let n = 0; n < count; n++) {
        const homeTeam = order[2 * n] as Team;
        const awayTeam = order[2 * n + 1] as Team;
        const startsAt = new Date(slotStart + Math.min(n * spacing, Math.max(0, slot - gameLength)));
        const season = seasonFor(world.seasons, homeTeam.league_id, startsAt.toISOString().slice(0, 10));
        if (!season) continue;
        slotGames.push({
          id: `sim-${sport}-g-${index}-${n + 1}`,
          season_id: season.id,
          home_team_id: homeTeam.id,
          away_team_id: awayTeam.id,
          starts_at: startsAt.toISOString(),
          venue: homeTeam.venue,
          status: 'scheduled',
          period: 0,
          clock_seconds: null,
          home_score: 0,
          away_score: 0,
        });
      }
      if (slotGames.length === 0) continue;
      games.push(...slotGames);
      const startsAt = new Date(slotStart);
      slates.push({
        id: `sim-${sport}-s-${index}`,
        sport_id: sport,
        name: slateName(sport, index, startsAt),
        starts_at: startsAt.toISOString(),
        game_ids: slotGames.map((game) => game.id),
      });
    }
  });
  return { games, slates };
}
