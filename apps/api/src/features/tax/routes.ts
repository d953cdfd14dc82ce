import { TAX_ENDPOINTS } from '@kennel/core';
import { route } from '../../platform/http/route.ts';
import type { App } from '../../platform/http/server.ts';
import type { TaxService } from './service.ts';

const { getTax, submitW9, getTaxForm } = TAX_ENDPOINTS;

/** The TIN arrives in the body: never let a log line carry it. */
const withoutBody = { logSerializers: { body: () => '[W-9 withheld]' } };

export function taxRoutes(app: App, { tax }: { tax: TaxService }) {
  route(app, getTax, async ({ user }) => ({ data: await tax.summary(user.id) }));

  route(app, submitW9, async ({ user, body }) => ({ data: await tax.submitW9(user.id, body) }), withoutBody);

  route(app, getTaxForm, async ({ user, params, reply }) => {
    const pdf = await tax.form1099(user.id, params.year);
    reply.header('content-disposition', `attachment; filename="kennel-1099-misc-${params.year}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    // The contract's answer is the browser's Blob; the server hands Fastify the bytes, sent unserialised.
    return Buffer.from(pdf) as never;
  });
}
