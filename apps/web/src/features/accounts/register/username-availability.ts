import type { UsernameAvailability } from '@kennel/core';
import { checkUsername, USERNAME_MESSAGES } from '@kennel/core/accounts/username';
import { useQuery } from '@tanstack/react-query';
import { accountKeys, useAccountsApi } from '../api/account-queries.ts';
import { useDebouncedValue } from '../forms/use-debounced-value.ts';

/** How long typing must pause before the name is checked with the server. */
export const USERNAME_CHECK_DELAY_MS = 300;

export type UsernameStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; username: string }
  | { state: 'unavailable'; message: string }
  /** The check itself failed (offline...): registration will still say if the name is taken. */
  | { state: 'unknown' };

function unavailableMessage(answer: UsernameAvailability): string {
  return answer.message ?? (answer.reason ? USERNAME_MESSAGES[answer.reason] : USERNAME_MESSAGES.taken);
}

/** Checks a username as the user types: Kennel's rules at once, then `GET /v1/usernames` once typing pauses. */
export function useUsernameAvailability(username: string): UsernameStatus {
  const api = useAccountsApi();
  const typed = username.trim();
  const settled = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const local = settled === '' ? null : checkUsername(settled);
  const query = useQuery({
    queryKey: accountKeys.username(settled.toLowerCase()),
    queryFn: ({ signal }) => api.checkUsername(settled, signal),
    enabled: local?.ok === true,
    staleTime: 30_000,
    retry: false,
  });
  if (typed === '') return { state: 'idle' };
  if (typed !== settled) return { state: 'checking' };
  if (local && !local.ok) return { state: 'unavailable', message: local.message };
  if (query.isError) return { state: 'unknown' };
  if (!query.data) return { state: 'checking' };
  return query.data.available
    ? { state: 'available', username: query.data.username }
    : { state: 'unavailable', message: unavailableMessage(query.data) };
}
