import { type AccountLink, CONSOLE_ENDPOINTS, type LinkedAccount } from '@kennel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { consoleCall } from '../api.ts';
import { hrefOf } from '../route.ts';
import { Badge, buttonClass, Card, Empty, ErrorNote, inputClass } from '../ui.tsx';

const LINK_LABELS: Record<AccountLink, string> = {
  shared_browser: 'Shared browser',
  same_identity: 'Same name and birth date',
};

/** One linked account, and support's finding that the two are two people when they are. */
function LinkedAccountRow({ id, account }: { id: string; account: LinkedAccount }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const mark = useMutation({
    mutationFn: () =>
      consoleCall(CONSOLE_ENDPOINTS.markDistinctPerson, {
        params: { id },
        body: { other_player_id: account.player_id, reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player-linked-accounts', id] }),
  });
  const field = `distinct-${id}-${account.player_id}`;
  return (
    <li className="space-y-2 py-3" data-testid="player-linked-account">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <a
          href={hrefOf({ page: 'players', id: account.player_id })}
          className="font-medium text-brand hover:underline"
        >
          {account.username}
        </a>
        <span className="flex flex-wrap gap-1">
          {account.self_excluded ? <Badge tone="danger">Self-excluded</Badge> : null}
          {account.marked_distinct ? <Badge tone="success">Two people</Badge> : null}
        </span>
      </div>
      <p className="text-sm text-muted">{account.links.map((link) => LINK_LABELS[link]).join(' · ')}</p>
      {account.self_excluded && !account.marked_distinct ? (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            mark.mutate();
          }}
        >
          <label htmlFor={field} className="sr-only">
            How you know they are two people
          </label>
          <input
            id={field}
            className={inputClass}
            placeholder="How you know they are two people"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className={`${buttonClass('secondary')} shrink-0`} disabled={mark.isPending}>
            <UserCheck aria-hidden="true" className="size-4" />
            Mark as two people
          </button>
        </form>
      ) : null}
      {mark.isError ? <ErrorNote error={mark.error} /> : null}
    </li>
  );
}

/**
 * The accounts the player is tied to: a browser they share, or one verified name and birth date with
 * an SSN unknown. A self-exclusion on one holds the other until support, having checked who is who,
 * marks them as two people (audited); that clears a shared-browser hold and a same-person match.
 */
export function PlayerLinkedAccounts({ id }: { id: string }) {
  const linked = useQuery({
    queryKey: ['player-linked-accounts', id],
    queryFn: async () => (await consoleCall(CONSOLE_ENDPOINTS.playerLinkedAccounts, { params: { id } })).data,
  });
  return (
    <Card title="Linked accounts">
      <p className="mb-2 text-sm text-muted">
        A self-exclusion on a linked account holds this one too. Mark two people only once you have seen who
        plays on each.
      </p>
      {linked.isError ? <ErrorNote error={linked.error} /> : null}
      {linked.data?.length === 0 ? <Empty>No other account shares a browser or an identity.</Empty> : null}
      {linked.data && linked.data.length > 0 ? (
        <ul className="divide-y divide-border" data-testid="player-linked-accounts">
          {linked.data.map((account) => (
            <LinkedAccountRow key={account.player_id} id={id} account={account} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
