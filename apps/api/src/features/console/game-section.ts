import { CONSOLE_GAME_ENDPOINTS } from '@kennel/core';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { WorldConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import { createLineRulingRepo } from '../pickem/settlement/line-rulings.ts';
import type { Settlement } from '../pickem/settlement/service.ts';
import { readWorldControls, updateWorldControls } from '../sports/simulator/world-settings.ts';
import type { ConsoleRoute } from './console-route.ts';
import { consoleLineRepo } from './line-repo.ts';

const { pickemLines, rulePickemLine, worldControls, setWorldPaused } = CONSOLE_GAME_ENDPOINTS;

export interface GameSectionServices {
  db: Database;
  clock: Clock;
  world: WorldConfig;
  pickemSettlement: Settlement;
}

/**
 * Games: void or re-grade a pick'em line (its settled entries settled again through the
 * correction path, its open ones graded with the ruling when their games end), and pause or
 * resume the simulated sports world as `npm run world -- pause|resume` does.
 */
export function gameSection(
  consoleRoute: ConsoleRoute,
  { db, clock, world, pickemSettlement }: GameSectionServices,
) {
  consoleRoute(pickemLines, async ({ query }) => ({ data: await consoleLineRepo.search(db, query.q) }));

  consoleRoute(rulePickemLine, async ({ params, body, operator, auditIn }) => {
    const state = await consoleLineRepo.state(db, params.lineId);
    if (state === 'missing') throw new ApiProblem('pickem_line_not_found');
    // A ruling is on what was entered: a line players can still pick is taken off the board first.
    if (state === 'offered') throw new ApiProblem('pickem_line_still_offered');
    const statValue = body.ruling === 'regrade' ? body.stat_value : null;
    await inTransaction(db, async (tx) => {
      const at = clock();
      await createLineRulingRepo(tx).rule({
        lineId: params.lineId,
        ruling: body.ruling,
        statValue,
        operatorId: operator.id,
        at,
      });
      await recordAudit(tx, {
        userId: null,
        actor: 'operator',
        operatorId: operator.id,
        actorName: operator.name,
        action: 'pickem.line_ruled',
        details: { line_id: params.lineId, ruling: body.ruling, stat_value: statValue },
        at,
      });
      await auditIn(tx);
    });
    // Also retried by the recurring correction run if this process stops before it finishes.
    const resettled = await pickemSettlement.applyLineRulings();
    const line = await consoleLineRepo.line(db, params.lineId);
    return { data: { ...line!, resettled_entries: resettled } };
  });

  consoleRoute(worldControls, async () => {
    const { paused, speed } = await readWorldControls(db, world.seed);
    return { data: { paused, speed } };
  });

  consoleRoute(setWorldPaused, async ({ body, auditIn }) => {
    await db.transaction(async (tx) => {
      await updateWorldControls(tx, clock, await readWorldControls(tx, world.seed), { paused: body.paused });
      await auditIn(tx);
    });
    const { paused, speed } = await readWorldControls(db, world.seed);
    return { data: { paused, speed } };
  });
}
