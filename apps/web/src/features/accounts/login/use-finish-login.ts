import { formatDateTime } from '@kennel/core';
import { DEFAULT_LOBBY_PATH } from '@kennel/core/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberLocation } from '../../../shared/location/index.ts';
import { safeRedirectPath } from '../../../shared/session/index.ts';
import { toast } from '../../../shared/ui/index.ts';
import { startSignedInSession } from '../api/account-queries.ts';
import type { LoggedIn } from '../api/accounts-api.ts';
import { forgetPendingLogin } from './pending-login.ts';

/** Signs the app in after a successful log-in and goes back where the user was heading. */
export function useFinishLogin(): (loggedIn: LoggedIn) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (loggedIn) => {
    forgetPendingLogin();
    startSignedInSession(queryClient, loggedIn.user);
    if (loggedIn.location) rememberLocation(loggedIn.location);
    // New Jersey's rule, and a good habit: show when the account was last used, so misuse stands out.
    toast.success(`Welcome back, ${loggedIn.user.username}`, {
      description: loggedIn.previous_login_at
        ? `Last login: ${formatDateTime(loggedIn.previous_login_at)}`
        : 'This is your first login.',
    });
    navigate(safeRedirectPath(search.get('redirect')) ?? DEFAULT_LOBBY_PATH, { replace: true });
  };
}
