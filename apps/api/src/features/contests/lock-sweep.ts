import type { Clock } from '../../platform/clock.ts';
import type { Notices } from '../notifications/port.ts';
import type { WalletService } from '../wallet/service.ts';
import { lockRefundNotices } from './refund-notices.ts';
import { refundCancelledSeats, refundPooled } from './refunds.ts';
import { createContestsRepo } from './repo.ts';

export interface LockSweepOptions {
  wallet: WalletService;
  clock: Clock;
  /** Tells each refunded player, in the refund's transaction. */
  notices: Notices;
  /** The draft engine's `closeDraft`: autopicks every pick left of a draft past its close. */
  closeDraft?: (draftId: string) => Promise<unknown>;
  /** After commit: the players whose entries changed. */
  announce: (userIds: Iterable<string | null>) => void;
  /** After commit: the lobby hears the contests' new counts and status. */
  publishLobby: (contestIds: Iterable<string>) => Promise<void>;
}

/**
 * The lobby's lock job (RULES.md, Best ball drafts), so every contest reaches settlement whatever its
 * drafts did: at entries close, entries still pooled are refunded and the contest locks; once the
 * slate's first game has come, drafts still running are closed by the engine (picks left autopicked,
 * behind the clock worker, which does the same); entries of drafts that could not finish are refunded.
 * Each contest in its own transaction under its row lock, so a run repeated or run twice does nothing more.
 */
export function createLockSweep(options: LockSweepOptions) {
  const { wallet, clock, notices, announce, publishLobby } = options;
  const reads = () => createContestsRepo(wallet.db);

  async function lockEntries(contestId: string): Promise<boolean> {
    const refunded = await wallet.inTransaction(async (unit) => {
      const repo = createContestsRepo(unit.tx);
      const contest = await repo.lock(contestId);
      // Another process locked it first: nothing left to do.
      if (contest?.status !== 'open') return null;
      const { refunded, players } = await refundPooled(
        unit,
        contest,
        'the draft did not fill before entries closed',
      );
      await notices.sendAll(unit.tx, lockRefundNotices(contest, 'unfilled', players));
      await repo.setStatus(contestId, 'locked');
      return refunded;
    });
    if (refunded === null) return false;
    announce(refunded);
    await publishLobby([contestId]);
    return true;
  }

  async function refundCancelled(contestId: string) {
    const refunded = await wallet.inTransaction(async (unit) => {
      const contest = await createContestsRepo(unit.tx).lock(contestId);
      if (!contest || contest.status === 'closed') return [];
      const { refunded, players } = await refundCancelledSeats(unit, contest);
      await notices.sendAll(unit.tx, lockRefundNotices(contest, 'draft_cancelled', players));
      return refunded;
    });
    if (refunded.length > 0) announce(refunded);
  }

  return {
    /**
     * Answers how many contests it locked now. One contest's or draft's failure does not hold up the
     * others; the run then fails with all of them, so the job retries.
     */
    async lockDue(): Promise<number> {
      const failures: unknown[] = [];
      const each = async (ids: readonly string[], work: (id: string) => Promise<unknown>) => {
        for (const id of ids) await work(id).catch((error: unknown) => failures.push(error));
      };
      let locked = 0;
      await each(await reads().dueForLock(clock()), async (contestId) => {
        if (await lockEntries(contestId)) locked += 1;
      });
      if (options.closeDraft) await each(await reads().unfinishedPastLock(clock()), options.closeDraft);
      await each(await reads().withCancelledSeats(), refundCancelled);
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} contest lock steps failed`);
      return locked;
    },
  };
}
