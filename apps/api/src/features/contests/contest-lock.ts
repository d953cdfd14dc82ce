import type { WalletUnit } from '../wallet/service.ts';
import { type ContestRow, createContestsRepo } from './repo.ts';

/**
 * Takes the contest's row lock, then reads the unit's clock again: a decision made under the lock
 * (entries closed, the slate begun) counts the moment the lock is held, not when the unit began
 * waiting for it (a contest's lock can be held for a while by an entry or the lock sweep).
 */
export async function lockContest(unit: WalletUnit, contestId: string): Promise<ContestRow | undefined> {
  const contest = await createContestsRepo(unit.tx).lock(contestId);
  unit.readClock();
  return contest;
}
