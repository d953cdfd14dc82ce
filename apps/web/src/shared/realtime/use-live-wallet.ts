import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadLiveWallet } from './load-live-wallet.ts';

/**
 * Keeps the cached wallet live over /v1/ws while `enabled` (the user is signed in). The socket code
 * downloads only then, so guests and the first paint never pay for it.
 */
export function useLiveWallet(enabled: boolean, apiBaseUrl: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let release: (() => void) | undefined;
    let cancelled = false;
    void loadLiveWallet().then(({ retainLiveWallet }) => {
      if (!cancelled) release = retainLiveWallet(queryClient, { apiBaseUrl });
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [enabled, apiBaseUrl, queryClient]);
}
