import { CONSOLE_TAX_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../platform/db/database.ts';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { TaxService } from '../tax/service.ts';
import type { ConsoleRoute } from './console-route.ts';
import { consolePlayerRepo } from './player-repo.ts';

const { playerTaxForms, taxCorrectionsDue, correctPlayerTaxForm } = CONSOLE_TAX_ENDPOINTS;

/** A player's issued 1099s, and the correction an operator issues when one no longer holds. */
export function taxSection(consoleRoute: ConsoleRoute, { db, tax }: { db: Database; tax: TaxService }) {
  async function existingPlayer(id: string) {
    if (!(await consolePlayerRepo.player(db, id))) throw new ApiProblem('player_not_found');
  }

  consoleRoute(playerTaxForms, async ({ params }) => {
    await existingPlayer(params.id);
    return { data: await tax.formsForOperator(params.id) };
  });

  consoleRoute(taxCorrectionsDue, async () => ({ data: await tax.correctionsDue() }));

  consoleRoute(correctPlayerTaxForm, async ({ params, body, operator, auditIn }) => {
    await existingPlayer(params.id);
    const corrected = await tax.correctForm(
      params.id,
      params.year,
      { operatorId: operator.id, reason: body.reason },
      auditIn,
    );
    return { data: corrected };
  });
}
