import { GAME_STATUSES, SPORT_IDS } from '@kennel/core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import { ApiProblem } from '../../../platform/http/api-problem.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import type { App } from '../../../platform/http/server.ts';
import type { SimulatorProducer } from './producer.ts';

const advanceBodySchema = z.object({
  game_id: z.string().min(1).max(100),
  /** How many of the game's next events to apply (default 1). */
  events: z.number().int().min(1).max(10_000).default(1),
});

const gameStateSchema = z.object({
  id: z.string(),
  sport_id: z.enum(SPORT_IDS),
  status: z.enum(GAME_STATUSES),
  starts_at: z.string(),
  period: z.number().int(),
  clock_seconds: z.number().int().nullable(),
  home_score: z.number().int(),
  away_score: z.number().int(),
  seq: z.number().int(),
});

type GameState = z.infer<typeof gameStateSchema>;

const GAME_SELECT = sql`select id, sport_id, status, starts_at, period, clock_seconds, home_score, away_score, seq from games`;

const wire = (row: GameState) => ({ ...row, starts_at: new Date(row.starts_at).toISOString() });

export interface WorldTestRouteOptions {
  db: Database;
  producer: SimulatorProducer;
}

/**
 * For e2e journeys, which run with the simulator off: seed the world, and move a game on by a
 * number of events instead of waiting for the clock. Registered only with KENNEL_TEST_ROUTES=true.
 */
export function worldTestRoutes(app: App, { db, producer }: WorldTestRouteOptions) {
  app.post(
    '/v1/test/world/seed',
    {
      schema: {
        summary:
          'TEST ONLY: creates the simulated world if the database has none, and schedules its next games.',
        body: z.object({}).nullish(),
        response: {
          200: z.object({ data: z.object({ seeded: z.boolean(), games: z.array(gameStateSchema) }) }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const { seeded } = await producer.prepare();
      const games = await selectRows<GameState>(
        db,
        sql`${GAME_SELECT} where provider = 'simulator' and status in ('scheduled', 'in_progress')
            order by starts_at, id limit 50`,
      );
      return { data: { seeded, games: games.map(wire) } };
    },
  );

  app.post(
    '/v1/test/world/advance',
    {
      schema: {
        summary: "TEST ONLY: applies a simulated game's next events now.",
        body: advanceBodySchema,
        response: {
          200: z.object({ data: z.object({ applied: z.number().int(), game: gameStateSchema }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { game_id: gameId, events } = request.body;
      const result = await producer.advance(gameId, events);
      if (result.outcome === 'unknown_game' || result.outcome === 'not_simulated') {
        throw new ApiProblem('not_found', { detail: `No simulated game "${gameId}".` });
      }
      const [game] = await selectRows<GameState>(db, sql`${GAME_SELECT} where id = ${gameId}`);
      if (!game) throw new ApiProblem('not_found');
      return { data: { applied: result.applied, game: wire(game) } };
    },
  );
}
