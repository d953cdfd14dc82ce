import { createNoticeDelivery } from '../../apps/api/src/features/notifications/delivery.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import { createJobQueue } from '../../apps/api/src/platform/jobs/queue.ts';
import { createMailer } from '../../apps/api/src/platform/mail/mailer.ts';
import type { EventBus } from '../../apps/api/src/platform/realtime/bus.ts';
import { silent } from './silent-logger.ts';

/** The notices a settlement queues for each settled entry or bet in its own transaction, as in the app. */
export function settlementNotices(db: Database, bus: EventBus, now: Date) {
  return createNoticeDelivery({
    db,
    clock: () => now,
    jobs: createJobQueue({ db, logger: silent }),
    mailer: createMailer({ db, logger: silent, from: 'bench@kennel.test' }),
    bus,
    publicUrl: 'http://localhost',
  }).notices;
}
