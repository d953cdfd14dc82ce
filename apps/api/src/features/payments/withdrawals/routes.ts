import { PAYMENT_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { WithdrawalRow } from '../../../platform/db/schema/payments.ts';
import { route } from '../../../platform/http/route.ts';
import type { App } from '../../../platform/http/server.ts';
import type { Withdrawals } from './service.ts';
import { withdrawalToWire } from './wire.ts';

const { requestWithdrawal, confirmWithdrawal, cancelWithdrawal, listWithdrawals } = PAYMENT_ENDPOINTS;

export function withdrawalRoutes(app: App, { withdrawals }: { withdrawals: Withdrawals }) {
  async function body(row: WithdrawalRow, executor?: Database) {
    return { data: withdrawalToWire(row, await withdrawals.methodOf(row, executor)) };
  }

  route(app, requestWithdrawal, async ({ user, body: request, run }) => {
    // The answer is stored inside the transaction that changed the withdrawal.
    const row = await withdrawals.request(user.id, run.key, request, async (tx, held) =>
      run.save(tx, await body(held, tx)),
    );
    return body(row);
  });

  route(app, confirmWithdrawal, async ({ request, user, body: { token }, run }) => {
    const confirmed = await withdrawals.confirm(user.id, token, async (tx, row) =>
      run.save(tx, await body(row, tx)),
    );
    // The answer stored with the confirmation is brought up to date by the payout's transaction.
    // If the payout cannot be sent now, the confirmation stands and the worker pays it later.
    const row = await withdrawals
      .payOut(confirmed.id, async (tx, settled) => run.replace(tx, await body(settled, tx)))
      .catch((error: unknown) => {
        request.log.error({ err: error, withdrawal_id: confirmed.id }, 'payout deferred to the worker');
        return confirmed;
      });
    return body(row);
  });

  route(app, cancelWithdrawal, async ({ user, params, run }) => {
    const row = await withdrawals.cancel(user.id, params.id, async (tx, cancelled) =>
      run.save(tx, await body(cancelled, tx)),
    );
    return body(row);
  });

  route(app, listWithdrawals, async ({ user }) => {
    const rows = await withdrawals.list(user.id);
    return { data: rows.map(({ row, method }) => withdrawalToWire(row, method)) };
  });
}
