import { CONSOLE_SCHEDULE_ENDPOINTS, type ScheduleKind, type Schedules } from '@kennel/core';
import { type AuditInTransaction, recordAudit } from '../../platform/audit/audit-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { OperatorRow } from '../../platform/db/schema/operators.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { type ScheduleBodies, type ScheduleVersion, scheduleRepo } from '../schedules/repo.ts';
import type { ConsoleRoute } from './console-route.ts';

const { schedules, publishPayoutSchedule, publishContestStyles } = CONSOLE_SCHEDULE_ENDPOINTS;

const versionToWire = <K extends ScheduleKind>(version: ScheduleVersion<K>) => ({
  version: version.version,
  created_at: version.createdAt.toISOString(),
  created_by: version.createdBy,
  body: version.body,
});

async function inForce(db: Database): Promise<{ data: Schedules }> {
  const [payouts, styles] = await Promise.all([
    scheduleRepo.current(db, 'pickem_payouts'),
    scheduleRepo.current(db, 'contest_styles'),
  ]);
  return {
    data: {
      pickem_payouts: {
        ...versionToWire(payouts),
        body: {
          standard: { ...payouts.body.standard },
          flex: Object.fromEntries(Object.entries(payouts.body.flex).map(([size, row]) => [size, [...row]])),
        },
      },
      contest_styles: { ...versionToWire(styles), body: [...styles.body] },
    },
  };
}

/**
 * Schedules as versioned data: an operator publishes a new pick'em payout schedule or new contest
 * styles; entries (and contests) made from then on are priced by it and name its version, earlier
 * ones keep theirs. The publish and its audit event commit together.
 */
export function scheduleSection(consoleRoute: ConsoleRoute, { db, clock }: { db: Database; clock: Clock }) {
  async function publish<K extends ScheduleKind>(
    kind: K,
    body: ScheduleBodies[K],
    operator: OperatorRow,
    auditIn: AuditInTransaction,
  ) {
    await inTransaction(db, async (tx) => {
      const at = clock();
      const version = await scheduleRepo.publish(tx, kind, body, operator.id, at);
      await recordAudit(tx, {
        userId: null,
        actor: 'operator',
        operatorId: operator.id,
        actorName: operator.name,
        action: 'schedule.published',
        details: { kind, version },
        at,
      });
      await auditIn(tx);
    });
    return inForce(db);
  }

  consoleRoute(schedules, () => inForce(db));
  consoleRoute(publishPayoutSchedule, ({ body, operator, auditIn }) =>
    publish('pickem_payouts', body.schedule, operator, auditIn),
  );
  consoleRoute(publishContestStyles, ({ body, operator, auditIn }) =>
    publish('contest_styles', body.styles, operator, auditIn),
  );
}
