import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { consoleCall } from '../api.ts';
import { Badge, buttonClass, Card, ErrorNote } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;

/** The simulated sports world: running or paused, as `npm run world -- status` shows it. */
export function WorldCard() {
  const queryClient = useQueryClient();
  const world = useQuery({
    queryKey: ['world'],
    queryFn: async () => (await consoleCall(E.worldControls)).data,
  });
  const setPaused = useMutation({
    mutationFn: (paused: boolean) => consoleCall(E.setWorldPaused, { body: { paused } }),
    onSuccess: (answer) => queryClient.setQueryData(['world'], answer.data),
  });
  const paused = world.data?.paused ?? false;
  return (
    <Card
      title="Sports world"
      actions={
        world.data ? (
          <Badge tone={paused ? 'warning' : 'success'}>
            {paused ? 'Paused' : `Running · ${world.data.speed}×`}
          </Badge>
        ) : null
      }
    >
      <p className="mb-3 text-sm text-muted">
        Pausing stops the simulator’s games, news and player status changes until it is resumed.
      </p>
      {world.data ? (
        <button
          type="button"
          className={buttonClass(paused ? 'primary' : 'secondary')}
          disabled={setPaused.isPending}
          onClick={() => setPaused.mutate(!paused)}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {paused ? 'Resume the world' : 'Pause the world'}
        </button>
      ) : null}
      {world.isError ? <ErrorNote error={world.error} /> : null}
      {setPaused.isError ? <ErrorNote error={setPaused.error} /> : null}
    </Card>
  );
}
