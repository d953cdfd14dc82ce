import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../../platform/http/auth.ts';
import { errorResponses } from '../../../platform/http/openapi.ts';
import type { App } from '../../../platform/http/server.ts';
import type { WalletService } from '../service.ts';
import { HOUSE_POT } from '../stakes/index.ts';

const owedBodySchema = z
  .object({
    won_cents: z.number().int().min(100).max(100_000_00),
    /** What of the win the player still holds when it is taken back (the rest was staked). */
    kept_cents: z.number().int().min(0).default(0),
  })
  .refine((body) => body.kept_cents < body.won_cents, {
    error: 'Keep less than was won.',
    path: ['kept_cents'],
  });

/**
 * For e2e journeys: the signed-in player wins a pick'em payout, stakes all but `kept_cents` of it on
 * another entry, then a correction takes the payout back: what their cash cannot cover is owed. All through the
 * stakes API, as a real correction would go. Registered only with KENNEL_TEST_ROUTES=true.
 */
export function owedTestRoutes(app: App, { wallet }: { wallet: WalletService }) {
  app.post(
    '/v1/test/wallet/owed',
    {
      preHandler: requireUser,
      schema: {
        summary:
          "TEST ONLY: a pick'em payout spent, then reversed by a correction, for the signed-in player.",
        body: owedBodySchema,
        response: { 200: z.object({ data: z.object({ owed_cents: z.number().int() }) }), ...errorResponses },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { won_cents: won, kept_cents: kept } = request.body;
      const wonEntry = randomUUID();
      await wallet.inTransaction(async ({ stakes, lockPlayer }) => {
        await lockPlayer(userId);
        await stakes.settle([
          {
            game: 'pickem',
            stakeId: wonEntry,
            round: { settlement: 1 },
            pays: 'winnings',
            userId,
            pot: HOUSE_POT,
            amountCents: won,
            description: "Pick'em winnings",
          },
        ]);
        await stakes.take({
          game: 'pickem',
          stakeId: randomUUID(),
          userId,
          pot: HOUSE_POT,
          amountCents: won - kept,
          usePromo: false,
          description: "Pick'em entry",
        });
      });
      const [corrected] = await wallet.inTransaction(({ stakes }) =>
        stakes.resettle([
          {
            settlement: {
              game: 'pickem',
              stakeId: wonEntry,
              round: { settlement: 2 },
              pays: 'nothing',
              description: "Pick'em entry lost after a stat correction",
            },
            previous: { settlement: 1 },
            reversalDescription: "Pick'em winnings taken back: stat correction",
          },
        ]),
      );
      return { data: { owed_cents: corrected?.reversal.owedCents ?? 0 } };
    },
  );
}
