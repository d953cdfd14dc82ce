import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttpClient, walletQueryOptions } from '../../../shared/api/index.ts';
import { readStored, writeStored } from '../../../shared/storage/index.ts';

/**
 * The wallet (same cache entry as the top bar's balance, kept live over /v1/ws). The lifetime-deposit
 * figure is also kept in storage, so it shows at once next time, before the API answers.
 */
export function useWallet() {
  const http = useHttpClient();
  const query = useQuery(walletQueryOptions(http));
  const lifetime = query.data?.lifetimeDeposits;
  useEffect(() => {
    if (lifetime === undefined) return;
    if (readStored('lifetimeDeposits')?.cents === lifetime) return;
    writeStored('lifetimeDeposits', { cents: lifetime, updatedAt: new Date().toISOString() });
  }, [lifetime]);
  return {
    query,
    wallet: query.data ?? null,
    /** From the API when it has answered, else the figure saved last time. */
    lifetimeDeposits: lifetime ?? readStored('lifetimeDeposits')?.cents ?? null,
  };
}
