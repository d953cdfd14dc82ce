import type { Database } from '../db/database.ts';
import type { JobRow } from '../db/schema/jobs.ts';
import { listJobs, retryDeadJob } from './store.ts';

export const JOBS_USAGE = [
  'usage: npm run jobs -- <command>',
  '  list          the 100 most recently changed jobs',
  '  dead          dead jobs (out of attempts), with their last error',
  '  retry <id>    puts a dead job back in the queue with fresh attempts',
].join('\n');

const when = (date: Date | null) => (date ? date.toISOString() : '-');

function line(job: JobRow, fullError: boolean): string {
  const error = job.lastError ?? '';
  return [
    job.id,
    job.kind.padEnd(26),
    job.status.padEnd(7),
    `${job.attempts}/${job.maxAttempts}`.padEnd(5),
    `run_at=${when(job.runAt)}`,
    `updated=${when(job.updatedAt)}`,
    job.status === 'dead' ? `finished=${when(job.finishedAt)}` : '',
    fullError ? `\n    ${error}` : error.slice(0, 80),
  ]
    .filter(Boolean)
    .join('  ');
}

/** The operator's view of the queue; answers the process exit code. */
export async function runJobsCommand(
  db: Database,
  args: readonly string[],
  print: (text: string) => void,
): Promise<number> {
  const [command, id] = args;
  if (command === 'list' || command === 'dead') {
    const rows = await listJobs(db, command === 'dead' ? 'dead' : undefined);
    if (rows.length === 0) print(command === 'dead' ? 'no dead jobs' : 'no jobs');
    for (const job of rows) print(line(job, command === 'dead'));
    return 0;
  }
  if (command === 'retry' && id) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      print(`not a job id: ${id}`);
      return 1;
    }
    if (await retryDeadJob(db, id)) {
      print(`job ${id} is queued again`);
      return 0;
    }
    print(`no dead job ${id}`);
    return 1;
  }
  print(JOBS_USAGE);
  return command === 'help' || command === undefined ? 0 : 1;
}
