import { PAYMENT_ENDPOINTS } from '@kennel/core';
import type { Database } from '../../../platform/db/database.ts';
import type { WithdrawalRow } from '../../../platform/db/schema/payments.ts';
import { requireUser, signedInUser } from '../../../platform/http/auth.ts';
import type { Idempotency, IdempotentRun } from '../../../platform/http/idempotency.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import { perUserRateLimit, stricterRateLimit } from '../../../platform/http/rate-limit.ts';
import type { App } from '../../../platform/http/server.ts';
import type { Withdrawals } from './service.ts';
import { withdrawalToWire } from './wire.ts';

const { requestWithdrawal, confirmWithdrawal, cancelWithdrawal, listWithdrawals } = PAYMENT_ENDPOINTS;

export function withdrawalRoutes(
  app: App,
  {
    idempotency,
    withdrawals,
    perUserPerMinute,
  }: { idempotency: Idempotency; withdrawals: Withdrawals; perUserPerMinute: number },
) {
  const signedInAndLimited = [requireUser, perUserRateLimit(perUserPerMinute)];
  async function body(row: WithdrawalRow, executor?: Database) {
    return { data: withdrawalToWire(row, await withdrawals.methodOf(row, executor)) };
  }
  /** Stores the answer inside the transaction that changed the withdrawal. */
  const storeIn = (run: IdempotentRun, status: number) => async (tx: Database, row: WithdrawalRow) =>
    run.saveResponse(tx, { status, body: await body(row, tx) });

  app.post(
    requestWithdrawal.path,
    {
      preHandler: signedInAndLimited,
      config: stricterRateLimit(20),
      schema: {
        summary:
          'Holds cash for a withdrawal to a saved card and emails a confirmation link. Needs a verified identity and an Idempotency-Key header.',
        body: requestWithdrawal.body,
        response: { [requestWithdrawal.status]: requestWithdrawal.response, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, async (run) => {
        const row = await withdrawals.request(
          signedInUser(request).id,
          run.key,
          request.body,
          storeIn(run, requestWithdrawal.status),
        );
        return { status: requestWithdrawal.status, body: await body(row) };
      }),
  );

  app.post(
    confirmWithdrawal.path,
    {
      preHandler: signedInAndLimited,
      config: stricterRateLimit(20),
      schema: {
        summary:
          'Confirms a withdrawal with the emailed token and pays it out. Needs an Idempotency-Key header. A retry after a failure answers the withdrawal as it stands.',
        body: confirmWithdrawal.body,
        response: { [confirmWithdrawal.status]: confirmWithdrawal.response, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, async (run) => {
        const confirmed = await withdrawals.confirm(
          signedInUser(request).id,
          request.body.token,
          storeIn(run, confirmWithdrawal.status),
        );
        // The answer stored with the confirmation is brought up to date by the payout's transaction.
        // If the payout cannot be sent now, the confirmation stands and the worker pays it later.
        const row = await withdrawals
          .payOut(confirmed.id, async (tx, settled) =>
            run.replaceResponse(tx, { status: confirmWithdrawal.status, body: await body(settled, tx) }),
          )
          .catch((error: unknown) => {
            request.log.error({ err: error, withdrawal_id: confirmed.id }, 'payout deferred to the worker');
            return confirmed;
          });
        return { status: confirmWithdrawal.status, body: await body(row) };
      }),
  );

  app.post(
    cancelWithdrawal.path,
    {
      preHandler: signedInAndLimited,
      config: stricterRateLimit(20),
      schema: {
        summary: 'Cancels an unconfirmed withdrawal; the held cash returns. Needs an Idempotency-Key header.',
        params: cancelWithdrawal.params,
        response: { [cancelWithdrawal.status]: cancelWithdrawal.response, ...errorResponses },
      },
    },
    async (request, reply) =>
      idempotency.run(request, reply, async (run) => {
        const row = await withdrawals.cancel(
          signedInUser(request).id,
          request.params.id,
          storeIn(run, cancelWithdrawal.status),
        );
        return { status: cancelWithdrawal.status, body: await body(row) };
      }),
  );

  app.get(
    listWithdrawals.path,
    {
      preHandler: requireUser,
      schema: {
        summary: "The player's latest withdrawals, newest first.",
        response: { [listWithdrawals.status]: listWithdrawals.response, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await withdrawals.list(signedInUser(request).id);
      return { data: rows.map(({ row, method }) => withdrawalToWire(row, method)) };
    },
  );
}
