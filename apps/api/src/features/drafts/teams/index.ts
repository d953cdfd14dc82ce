import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { App } from '../../../platform/http/server.ts';
import type { JobQueue } from '../../../platform/jobs/queue.ts';
import { defineAdpJobs } from '../adp/jobs.ts';
import { createAdpRecompute } from '../adp/recompute.ts';
import { adpRoutes } from '../adp/routes.ts';
import { rankingsRoutes } from '../rankings/routes.ts';
import { createRankingsService } from '../rankings/service.ts';
import { bestBallTeamsRoutes } from './routes.ts';
import { createBestBallScoring, defineBestBallScoringJob } from './scoring-job.ts';

/**
 * Rankings, ADP, the player's teams, exposure and best ball scoring, as the composition root
 * mounts them. `adp.afterDraftComplete(draftId, tx)` is for the draft engine's completion.
 */
export function installBestBallTeams(
  app: App,
  { db, clock, jobs }: { db: Database; clock: Clock; jobs: JobQueue },
) {
  const rankings = createRankingsService({ db, clock });
  rankingsRoutes(app, { rankings });
  adpRoutes(app, { db });
  bestBallTeamsRoutes(app, { db });
  const adpRecompute = createAdpRecompute({ db, clock });
  const adp = { ...adpRecompute, ...defineAdpJobs(jobs, adpRecompute) };
  const scoring = createBestBallScoring({ db, clock });
  const scores = { ...scoring, ...defineBestBallScoringJob(jobs, scoring) };
  return { rankings, adp, scores };
}

export type BestBallTeamsModule = ReturnType<typeof installBestBallTeams>;
