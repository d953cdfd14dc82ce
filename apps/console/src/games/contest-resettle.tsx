import { CONSOLE_ENDPOINTS, type ConsoleSettledContest } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../api.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, formatCents, formatTime, inputClass } from '../ui.tsx';
import { ResettlementResult } from './resettlement-result.tsx';

const E = CONSOLE_ENDPOINTS;

function useResettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) => consoleCall(E.resettleContest, { params: { contestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settled-contests'] }),
  });
}

/** A settled contest, re-settled after a confirming second press. */
function ContestRow({ contest }: { contest: ConsoleSettledContest }) {
  const resettle = useResettle();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{contest.name}</span>
        <span className="text-xs uppercase text-muted">{contest.sport_id}</span>
        {contest.stats_changed ? <Badge tone="warning">Stats changed since settled</Badge> : null}
        <span className="basis-full text-xs text-muted sm:ml-auto sm:basis-auto">
          Settled {formatTime(contest.settled_at)} · {contest.entries}{' '}
          {contest.entries === 1 ? 'team' : 'teams'} · {formatCents(contest.prizes_cents)} in prizes
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 break-all font-mono text-xs text-muted">{contest.id}</p>
        {confirming ? (
          <>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={resettle.isPending}
              onClick={() => resettle.mutate(contest.id, { onSettled: () => setConfirming(false) })}
            >
              <RefreshCcw aria-hidden="true" className="size-4" />
              Confirm re-settle
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className={buttonClass('secondary')} onClick={() => setConfirming(true)}>
            <RefreshCcw aria-hidden="true" className="size-4" />
            Re-settle
          </button>
        )}
      </div>
      {resettle.isSuccess ? <ResettlementResult result={resettle.data.data} /> : null}
      {resettle.isError ? <ErrorNote error={resettle.error} /> : null}
    </li>
  );
}

/** Best ball contests settled recently, or one by id, to score again from the current stats. */
export function ContestResettle() {
  const contests = useQuery({
    queryKey: ['settled-contests'],
    queryFn: async () => (await consoleCall(E.settledContests)).data,
  });
  const byId = useResettle();
  const [contestId, setContestId] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (contestId.trim() !== '') byId.mutate(contestId.trim());
  }
  return (
    <Card title="Re-settle a best ball contest">
      <p className="mb-3 text-xs text-muted">
        Scores the teams again from the stats as they are now. Every prize that moved is paid anew and the
        earlier one taken back; a player who no longer holds it owes it instead of going negative. Pressing
        again moves nothing.
      </p>
      <form onSubmit={submit} className="mb-2 flex gap-2">
        <label htmlFor="contest-id" className="sr-only">
          Contest id
        </label>
        <input
          id="contest-id"
          className={`${inputClass} font-mono`}
          placeholder="Contest id"
          value={contestId}
          onChange={(event) => setContestId(event.target.value)}
        />
        <button
          type="submit"
          className={`${buttonClass('secondary')} shrink-0`}
          disabled={byId.isPending || contestId.trim() === ''}
        >
          <RefreshCcw aria-hidden="true" className="size-4" />
          Re-settle
        </button>
      </form>
      {byId.isSuccess ? <ResettlementResult result={byId.data.data} /> : null}
      {byId.isError ? <ErrorNote error={byId.error} /> : null}
      <h3 className="mt-4 text-sm font-semibold">Settled recently</h3>
      {contests.isError ? <ErrorNote error={contests.error} /> : null}
      {contests.data?.length === 0 ? <Empty>No contest has been settled yet.</Empty> : null}
      <ul className="divide-y divide-border">
        {contests.data?.map((contest) => (
          <ContestRow key={contest.id} contest={contest} />
        ))}
      </ul>
    </Card>
  );
}
