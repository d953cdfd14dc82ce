import {
  ACCOUNT_ENDPOINTS,
  HELP_BY_STATE_URL,
  HELP_RESOURCE_STATES,
  isStateCode,
  type StateCode,
  stateHelpResource,
  stateName,
} from '@kennel/core';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { readStored } from '../../../shared/storage/index.ts';
import { Select } from '../../../shared/ui/index.ts';
import { HelpCard } from './help-card.tsx';

const STATE_OPTIONS = HELP_RESOURCE_STATES.map((code) => ({ value: code, label: stateName(code) }));

function offered(code: string | null | undefined): StateCode | null {
  return code && isStateCode(code) && HELP_RESOURCE_STATES.includes(code) ? code : null;
}

/**
 * The state to show first: the signed-in player's state of residence, else where the last location
 * check found them, else none (the visitor picks).
 */
export function usePlayerState(): { state: StateCode | null; from: 'account' | 'location' | null } {
  const session = useSession();
  const http = useHttpClient();
  const account = useQuery({
    // Under the accounts feature's ['account'] key, so a changed profile refreshes this too.
    queryKey: ['account', 'home-state'] as const,
    queryFn: async ({ signal }) => (await http.call(ACCOUNT_ENDPOINTS.getAccount, {}, { signal })).data.state,
    enabled: session.status === 'signed-in',
    staleTime: 5 * 60_000,
  });
  // Read after the first render: the page is prerendered, where there is no storage.
  const [located, setLocated] = useState<StateCode | null>(null);
  useEffect(() => setLocated(offered(readStored('locationState')?.state)), []);
  const home = offered(account.data);
  if (home) return { state: home, from: 'account' };
  return located ? { state: located, from: 'location' } : { state: null, from: null };
}

// A fixed id and name: the page is prerendered, and a choice made before the app takes over is carried to it.
const STATE_PICKER_ID = 'help-state';

/** A state picker (starting at the player's state) and that state's help line. */
export function StateHelp() {
  const player = usePlayerState();
  const [chosen, setChosen] = useState<StateCode | null>(null);
  const state = chosen ?? player.state;
  const note =
    chosen === null && player.from === 'account'
      ? 'The state on your account.'
      : chosen === null && player.from === 'location'
        ? 'Where you are now.'
        : null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={STATE_PICKER_ID} className="font-semibold text-sm text-text">
          Your state
        </label>
        <Select
          id={STATE_PICKER_ID}
          name="state"
          value={state ?? ''}
          placeholder="Choose your state"
          options={STATE_OPTIONS}
          onChange={(event) => setChosen(offered(event.target.value))}
        />
        <p className="text-[13px] text-muted">
          {note ?? 'Help lines answer wherever you are; local programs may only serve residents.'}
        </p>
      </div>
      {state ? (
        <HelpCard resource={stateHelpResource(state)} />
      ) : (
        <div
          data-testid="state-help-empty"
          className="flex items-center gap-3 rounded-2xl border border-border border-dashed p-5 text-muted text-sm"
        >
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand" />
          <p className="text-pretty">
            Choose your state to see its helpline and programs. Every state's council on problem gambling is
            also listed at{' '}
            <a
              href={HELP_BY_STATE_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand hover:underline"
            >
              ncpgambling.org
            </a>
            .
          </p>
        </div>
      )}
    </div>
  );
}
