// `npm run verification -- list|approve|reject`: the operator's review of identity documents, with
// the API's settings and database. Decision emails go through the outbox: sent from here, or by the
// server's mail job if this process cannot reach the mail server. With the embedded database (no
// DATABASE_URL) it refuses while the server runs: a PGlite data folder has one process at a time.
import { pino } from 'pino';
import { createNoticeDelivery } from '../features/notifications/delivery.ts';
import { runVerificationCommand } from '../features/verification/operator.ts';
import { createVerificationReview } from '../features/verification/review.ts';
import { systemClock } from '../platform/clock.ts';
import { createJobQueue } from '../platform/jobs/queue.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createInProcessBus } from '../platform/realtime/bus.ts';
import { openForCommand } from './command-database.ts';

const { config, database } = await openForCommand('npm run verification');
const logger = pino({ level: config.logLevel });
const mailer = createMailer({
  db: database.db,
  logger,
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
});
try {
  await database.migrate();
  // The decision's notice is queued here; the server's job worker delivers it.
  const { notices } = createNoticeDelivery({
    db: database.db,
    clock: systemClock,
    jobs: createJobQueue({ db: database.db, logger }),
    mailer,
    bus: createInProcessBus(),
    publicUrl: config.publicUrl,
  });
  const review = createVerificationReview({
    db: database.db,
    clock: systemClock,
    mailer,
    publicUrl: config.publicUrl,
    notices,
  });
  process.exitCode = await runVerificationCommand(
    review,
    process.argv.slice(2),
    (text) => console.info(text),
    { USER: process.env.USER },
  );
} finally {
  await mailer.close();
  await database.close();
}
