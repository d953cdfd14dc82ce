import { PICKEM_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import { readBoard } from './read-lines.ts';

/** The pick'em board: open and suspended lines with their players and games (no sign-in needed). */
export function pickemBoardRoutes(app: App, { db, clock }: { db: Database; clock: Clock }) {
  route(app, PICKEM_ENDPOINTS.pickemBoard, async ({ query }) => {
    const now = clock();
    const board = await readBoard(db, query, now);
    return { ...board, as_of: now.toISOString() };
  });
}
