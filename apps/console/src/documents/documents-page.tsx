import { CONSOLE_ENDPOINTS, type DocumentCase } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { buttonClass, Card, Empty, ErrorNote, formatTime, inputClass } from '../ui.tsx';

const E = CONSOLE_ENDPOINTS;
const DOCUMENT_NAMES: Record<string, string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
};

function DocumentCaseRow({ open }: { open: DocumentCase }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approved' | 'rejected') =>
      consoleCall(E.decideDocument, {
        params: { id: open.player_id },
        body: { decision, reason: reason.trim() || null },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
  const reasonId = `reason-${open.player_id}`;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <a
          href={hrefOf({ page: 'players', id: open.player_id })}
          className="font-semibold text-brand hover:underline"
        >
          {open.username}
        </a>
        <span className="text-sm text-muted">{open.email}</span>
        <span className="ml-auto text-xs text-muted">
          {DOCUMENT_NAMES[open.document_type ?? ''] ?? 'Document'} · sent{' '}
          {formatTime(open.document_submitted_at)}
        </span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={reasonId} className="sr-only">
          Reason for {open.username}
        </label>
        <input
          id={reasonId}
          className={inputClass}
          maxLength={500}
          placeholder="Reason (the player reads it; needed to reject)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass()}
            disabled={decide.isPending}
            onClick={() => decide.mutate('approved')}
          >
            <Check aria-hidden="true" className="size-4" />
            Approve
          </button>
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={decide.isPending || !reason.trim()}
            onClick={() => decide.mutate('rejected')}
          >
            <X aria-hidden="true" className="size-4" />
            Reject
          </button>
        </div>
      </div>
      {decide.isError ? <ErrorNote error={decide.error} /> : null}
    </li>
  );
}

/** Identity documents waiting for a decision, oldest first; decided as `npm run verification` does. */
export function DocumentsPage() {
  const queue = useQuery({
    queryKey: ['documents'],
    queryFn: async () => (await consoleCall(E.documentQueue)).data,
  });
  return (
    <Card title="Identity documents">
      {queue.isError ? <ErrorNote error={queue.error} /> : null}
      {queue.data?.length === 0 ? <Empty>No documents waiting. Good work.</Empty> : null}
      <ul className="divide-y divide-border">
        {queue.data?.map((open) => (
          <DocumentCaseRow key={open.player_id} open={open} />
        ))}
      </ul>
    </Card>
  );
}
