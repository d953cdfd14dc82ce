import type { FeatureModule } from '../../platform/modules.ts';
import { createNoticeDelivery } from './delivery.ts';
import type { Notices } from './port.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationCentre } from './service.ts';
import { notificationTestRoutes } from './test-routes.ts';

/** The services this module gives the modules after it. */
export interface NotificationsServices {
  /** Producers send their events' notices here, inside the event's transaction. */
  notices: Notices;
}

declare module '../../platform/modules.ts' {
  interface FeatureServices extends NotificationsServices {}
}

/** The notification centre (the shell's bell), per-type email preferences, and delivery through the job queue. */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  install({ app, db, clock, jobs, mailer, bus, realtime, config }) {
    const { notices } = createNoticeDelivery({ db, clock, jobs, mailer, bus, publicUrl: config.publicUrl });
    notificationRoutes(app, { centre: createNotificationCentre({ db, clock, bus }), realtime });
    if (config.testRoutes) notificationTestRoutes(app, { db });
    return { notices };
  },
};
