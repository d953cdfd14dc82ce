import { SANDBOX_BANK_AUTHORIZE_PATH, SANDBOX_BANK_OUTCOMES } from '@kennel/core';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stricterRateLimit } from '../../../platform/http/rate-limit.ts';
import type { App } from '../../../platform/http/server.ts';
import type { SandboxBank } from './bank.ts';
import { authorizationPage, unknownPaymentPage } from './page.ts';

const paymentIdField = z.string().regex(/^bp_[A-Za-z0-9]{8,64}$/);
const decisionSchema = z.object({ payment_id: paymentIdField, outcome: z.enum(SANDBOX_BANK_OUTCOMES) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

/**
 * The sandbox bank's pages, outside /v1 as a bank's own site would be. Its form posts are not
 * Kennel's API: they carry no Kennel CSRF token and are parsed as HTML forms in this scope only.
 */
export function sandboxBankRoutes(app: App, { bank }: { bank: SandboxBank }) {
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );

    scope.get(
      SANDBOX_BANK_AUTHORIZE_PATH,
      {
        config: stricterRateLimit(60),
        schema: { hide: true, querystring: z.object({ payment_id: paymentIdField }) },
      },
      async (request, reply) => {
        const payment = await bank.find(request.query.payment_id);
        return payment
          ? html(reply, 200, authorizationPage(payment))
          : html(reply, 404, unknownPaymentPage());
      },
    );

    scope.post(
      SANDBOX_BANK_AUTHORIZE_PATH,
      { config: { csrf: false, ...stricterRateLimit(60) }, schema: { hide: true, body: decisionSchema } },
      async (request, reply) => {
        const next = await bank.decide(request.body.payment_id, request.body.outcome);
        if (!next) return html(reply, 404, unknownPaymentPage());
        return reply.redirect(next, 303);
      },
    );
  });
}
