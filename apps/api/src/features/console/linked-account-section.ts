import { CONSOLE_LINKED_ACCOUNT_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/service.ts';
import type { ConsoleRoute } from './console-route.ts';
import { consolePlayerRepo } from './player-repo.ts';

const { playerLinkedAccounts, markDistinctPerson } = CONSOLE_LINKED_ACCOUNT_ENDPOINTS;

/**
 * The accounts a player is held with (a shared browser, one verified name and birth date), and
 * support's way out for a housemate or namesake: marking the two accounts as two people.
 */
export function linkedAccountSection(
  consoleRoute: ConsoleRoute,
  { db, responsibleGaming }: { db: Database; responsibleGaming: ResponsibleGamingService },
) {
  async function existingPlayer(id: string) {
    if (!(await consolePlayerRepo.player(db, id))) throw new ApiProblem('player_not_found');
  }

  consoleRoute(playerLinkedAccounts, async ({ params }) => {
    await existingPlayer(params.id);
    return { data: await responsibleGaming.linkedAccounts(params.id) };
  });

  consoleRoute(markDistinctPerson, async ({ params, body, operator, auditIn }) => {
    await existingPlayer(params.id);
    const marked = await responsibleGaming.markDistinct(
      params.id,
      { otherUserId: body.other_player_id, operatorId: operator.id, reason: body.reason },
      auditIn,
    );
    return { data: marked };
  });
}
