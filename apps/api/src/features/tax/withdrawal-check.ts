import { w9RequiredFor } from '@kennel/core';
import { ApiProblem } from '../../platform/http/api-problem.ts';
import type { WalletUnit } from '../wallet/service.ts';
import { createTaxRepo } from './repo.ts';

/**
 * RULES.md: a player whose net winnings in the current or last tax year reached the reporting
 * threshold submits a W-9 before their next withdrawal. Run inside the transaction that holds the
 * cash, after the player's money lock, so a payout committed a moment earlier is counted.
 */
export async function assertTaxFormOnFile(unit: WalletUnit, userId: string): Promise<void> {
  await unit.lockPlayer(userId);
  const repo = createTaxRepo(unit.tx);
  if (await repo.findW9(userId)) return;
  if (w9RequiredFor(await repo.netWinningsByYear(userId), unit.now)) {
    throw new ApiProblem('tax_form_required');
  }
}
