import { AUDIT_PAGE_SIZE, CONSOLE_AUDIT_ENDPOINTS } from '@kennel/core';
import { auditPage } from '../../platform/audit/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import type { ConsoleRoute } from './console-route.ts';

/** The audit trail the /guarddog page promises someone watches: newest first, filtered. */
export function auditSection(consoleRoute: ConsoleRoute, { db }: { db: Database }) {
  consoleRoute(CONSOLE_AUDIT_ENDPOINTS.auditTrail, async ({ query }) => {
    const rows = await auditPage(
      db,
      {
        userId: query.player,
        operatorId: query.operator,
        action: query.action || undefined,
        beforeSeq: query.before === undefined ? undefined : Number(query.before),
      },
      AUDIT_PAGE_SIZE,
    );
    const shown = rows.slice(0, AUDIT_PAGE_SIZE);
    return {
      data: shown.map(({ event, playerUsername }) => ({
        seq: String(event.seq),
        at: event.at.toISOString(),
        player_id: event.userId,
        player_username: playerUsername,
        actor: event.actor,
        operator_id: event.operatorId,
        actor_name: event.actorName,
        action: event.action,
        details: event.details,
      })),
      next_before: rows.length > AUDIT_PAGE_SIZE ? String(shown.at(-1)!.event.seq) : null,
    };
  });
}
