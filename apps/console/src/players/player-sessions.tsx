import { CONSOLE_ENDPOINTS } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../api.ts';
import { buttonClass, Card, Empty, ErrorNote, formatTime } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;

/** The player's signed-in browsers; ending one signs the player out there. */
export function PlayerSessions({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: ['player-sessions', id],
    queryFn: async () => (await consoleCall(E.playerSessions, { params: { id } })).data,
  });
  const end = useMutation({
    mutationFn: (sessionId: string) => consoleCall(E.endPlayerSession, { params: { id, sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['player-sessions', id] }),
  });
  return (
    <Card title="Sessions">
      {sessions.isError ? <ErrorNote error={sessions.error} /> : null}
      {end.isError ? <ErrorNote error={end.error} /> : null}
      {sessions.data?.length === 0 ? <Empty>Not signed in anywhere.</Empty> : null}
      <ul className="divide-y divide-border">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex items-center gap-4 py-2.5 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{session.device_label}</span>
              <span className="block text-muted">
                {session.ip_address ?? 'unknown address'} · last seen {formatTime(session.last_seen_at)}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={end.isPending}
              onClick={() => end.mutate(session.id)}
            >
              End session
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
