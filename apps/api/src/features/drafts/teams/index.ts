import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { App } from '../../../platform/http/server.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import type { EventBus } from '../../../platform/realtime/bus.ts';
import type { RealtimeHub } from '../../../platform/realtime/hub.ts';
import { defineAdpJobs } from '../adp/jobs.ts';
import { createAdpRecompute } from '../adp/recompute.ts';
import { adpRoutes } from '../adp/routes.ts';
import { rankingsRoutes } from '../rankings/routes.ts';
import { createRankingsService } from '../rankings/service.ts';
import { createLiveStandings } from './live-standings.ts';
import { bestBallTeamsRoutes } from './routes.ts';
import { createBestBallScoring, defineBestBallScoringJob } from './scoring-job.ts';
import { installStandingsTopic } from './standings-topic.ts';

/**
 * Rankings, ADP, the player's teams, exposure and best ball scoring, as the composition root
 * mounts them. `adp.afterDraftComplete(draftId, tx)` is for the draft engine's completion.
 */
export function installBestBallTeams(
  app: App,
  {
    db,
    clock,
    jobs,
    bus,
    realtime,
  }: { db: Database; clock: Clock; jobs: JobQueue; bus: EventBus; realtime: RealtimeHub },
) {
  const rankings = createRankingsService({ db, clock });
  rankingsRoutes(app, { rankings });
  adpRoutes(app, { db });
  const standings = createLiveStandings({ db });
  bestBallTeamsRoutes(app, { db, clock, standings });
  const stopStandings = installStandingsTopic({
    bus,
    realtime,
    standings,
    onError: (error) => app.log.error({ err: error }, 'live standings not updated'),
  });
  app.addHook('onReady', async () => {
    await standings.warm().catch((error) => app.log.error({ err: error }, 'live standings not built'));
  });
  app.addHook('onClose', async () => stopStandings());
  const adpRecompute = createAdpRecompute({ db, clock });
  const adp = { ...adpRecompute, ...defineAdpJobs(jobs, adpRecompute) };
  const scoring = createBestBallScoring({ db, clock });
  const scores = { ...scoring, ...defineBestBallScoringJob(jobs, scoring) };
  return { rankings, adp, scores, standings };
}

export type BestBallTeamsModule = ReturnType<typeof installBestBallTeams>;
