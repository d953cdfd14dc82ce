import { NOTIFICATION_TYPES } from '@kennel/core';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { mailOutbox } from '../../platform/db/schema/mail.ts';
import { users } from '../../platform/db/schema/users.ts';
import { requireUser, signedInUser } from '../../platform/http/auth.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/server.ts';
import { notificationMailKind } from './email.ts';

const sentMail = z.object({
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  sent_at: z.string().nullable(),
});

/**
 * The signed-in player's notification emails of one type as the outbox holds them (the mail log
 * the journeys read carries no text). Registered only with KENNEL_TEST_ROUTES=true.
 */
export function notificationTestRoutes(app: App, { db }: { db: Database }) {
  app.get(
    '/v1/test/notifications/mails',
    {
      preHandler: requireUser,
      schema: {
        summary: "TEST ONLY: the signed-in player's notification emails of one type, oldest first.",
        querystring: z.object({ type: z.enum(NOTIFICATION_TYPES) }),
        response: { 200: z.object({ data: z.array(sentMail) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await db
        .select({
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          link: mailOutbox.link,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .innerJoin(users, eq(users.email, mailOutbox.to))
        .where(
          and(eq(users.id, user.id), eq(mailOutbox.kind, notificationMailKind({ type: request.query.type }))),
        )
        .orderBy(asc(mailOutbox.createdAt));
      return {
        data: rows.map(({ sentAt, ...mail }) => ({ ...mail, sent_at: sentAt?.toISOString() ?? null })),
      };
    },
  );
}
