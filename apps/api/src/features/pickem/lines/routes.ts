import { PICKEM_ENDPOINTS } from '@kennel/core';
import type { Clock } from '../../../platform/clock.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { BoardCache } from './board-cache.ts';

/** The pick'em board: open and suspended lines with their players and games (no sign-in needed). */
export function pickemBoardRoutes(app: App, { boards, clock }: { boards: BoardCache; clock: Clock }) {
  route(app, PICKEM_ENDPOINTS.pickemBoard, async ({ query }) => {
    const now = clock();
    const board = await boards.get(query, now);
    return { ...board, as_of: now.toISOString() };
  });
}
