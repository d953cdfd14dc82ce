import {
  pickemStatValue,
  playerDetailResponseSchema,
  SPORT_IDS,
  type SportId,
  statKeys,
  worldFileSchema,
} from '@kennel/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/platform/db/rows.ts';
import { useTestApp } from '../app.ts';
import { handClock } from '../pickem/lines-support.ts';
import { finalGameId, playerId, sportsWorldFixture } from '../support/sports-world.ts';

const time = handClock('2026-11-24T12:00:00.000Z');
const testApp = useTestApp({ clock: time.clock });

async function card(id: string) {
  const response = await testApp.current.app.inject({ method: 'GET', url: `/v1/players/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return playerDetailResponseSchema.parse(response.json()).data;
}

/** The player's final games with a stat line, as a reader would count them from the box scores. */
async function finalLines(id: string) {
  return selectRows<{ stats: Record<string, number> }>(
    testApp.current.database.handle.db,
    sql`select s.stats from player_game_stats s join games g on g.id = s.game_id
        where s.player_id = ${id} and g.status = 'final'`,
  );
}

describe('a player card’s season averages', () => {
  it('are the mean of every final game with the player’s stats, in every sport of the simulated world', {
    timeout: 240_000,
  }, async () => {
    const { app } = testApp.current;
    const { producer } = app.walletModule.sports;
    await producer.prepare();
    const db = testApp.current.database.handle.db;
    for (const sport of SPORT_IDS) {
      const games = await selectRows<{ id: string; starts_at: string | Date }>(
        db,
        sql`select id, starts_at from games where id like ${`sim-${sport}-g-%`} order by starts_at, id limit 2`,
      );
      for (const game of games) {
        time.set(Math.max(time.clock().getTime(), new Date(game.starts_at).getTime() + 1_000));
        expect((await producer.advance(game.id)).outcome).toBe('advanced');
      }
      // The busiest player of those games: the one with the most stats in them.
      const [busiest] = await selectRows<{ player_id: string }>(
        db,
        sql`select s.player_id from player_game_stats s
            where s.game_id in (${sql.join(
              games.map((game) => sql`${game.id}`),
              sql`, `,
            )})
            group by s.player_id order by count(*) desc, s.player_id limit 1`,
      );
      if (!busiest) throw new Error(`no ${sport} player has stats`);
      const lines = await finalLines(busiest.player_id);
      expect(lines.length, sport).toBeGreaterThan(0);
      const player = await card(busiest.player_id);
      expect(player.games_played, sport).toBe(lines.length);
      for (const key of statKeys(sport as SportId)) {
        const mean =
          lines.reduce((sum, line) => sum + pickemStatValue(sport, key, line.stats), 0) / lines.length;
        expect(player.season_averages[key] ?? 0, `${sport} ${key}`).toBeCloseTo(mean, 2);
      }
    }
  });

  // After the simulated world: its basketball season started later than the fixture league's.
  it('count the player’s own league’s season, whatever season another league of the sport is in', async () => {
    const { store } = testApp.current.app.walletModule.sports;
    await store.upsertWorld(sportsWorldFixture(['nba']));
    // A second basketball league whose season started later (a feed imported beside the first).
    await store.upsertWorld(
      worldFileSchema.parse({
        format: 'kennel.world.v1',
        provider: 'second-feed',
        leagues: [{ id: 'l-nba-second', sport_id: 'nba', name: 'Second League', abbreviation: 'SL' }],
        seasons: [
          {
            id: 's-nba-second',
            league_id: 'l-nba-second',
            name: '2026 second',
            starts_on: '2026-10-15',
            ends_on: '2027-04-30',
          },
        ],
      }),
    );
    const player = await card(playerId('nba', 1, 0));
    expect(player.game_log.map((entry) => entry.game.id)).toEqual([finalGameId('nba')]);
    expect(player.games_played).toBe(1);
    expect(player.season_averages).toEqual({ points: 1, rebounds: 1 });
  });
});
