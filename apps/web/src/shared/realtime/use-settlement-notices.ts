import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useHttpClient, walletQueryKey } from '../api/index.ts';
import { entryTitle } from '../pickem-entries/pick-progress.ts';
import { onPlayerSnapshot } from './player-snapshots.ts';
import {
  type SettledEntryNotice,
  settledEntriesOf,
  settlementText,
  takeUntold,
} from './settlement-notices.ts';

/** The snapshot the API pushes when the player's pick'em entries change (core's PICKEM_ENTRIES_CHANGED). */
const PICKEM_ENTRIES_SNAPSHOT = 'pickem_entries';

// The pick'em contract and the toaster carry zod and sonner: loaded with the first snapshot, once
// per page, so later snapshots start no module load that could outlive the page.
let loadingNoticeModules: Promise<
  [typeof import('../api/pickem.ts'), typeof import('../ui/toaster.tsx')]
> | null = null;
const noticeModules = () =>
  (loadingNoticeModules ??= Promise.all([import('../api/pickem.ts'), import('../ui/toaster.tsx')]));

/**
 * Tells the player about each entry that settles, once ("Your 3-pick Flex won $12.00"), and
 * refreshes every page that lists entries. The balance moves by itself with the wallet snapshot.
 */
export function useSettlementNotices(enabled: boolean): void {
  const queryClient = useQueryClient();
  const http = useHttpClient();
  const navigateTo = useNavigate();
  const navigate = useRef(navigateTo);
  navigate.current = navigateTo;
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let previous: string | null = null;
    const stopListening = onPlayerSnapshot(PICKEM_ENTRIES_SNAPSHOT, (data) => {
      void noticeModules().then(async ([{ pickemEntryQueryOptions, pickemQueryKeys }, { toast }]) => {
        if (stopped) return;
        const fingerprint = JSON.stringify(data);
        if (fingerprint !== previous) {
          previous = fingerprint;
          void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.entries });
        }
        const untold = takeUntold(settledEntriesOf(data));
        if (untold.length === 0) return;
        void queryClient.invalidateQueries({ queryKey: pickemQueryKeys.averageResults });
        void queryClient.invalidateQueries({ queryKey: walletQueryKey });
        const tell = async (entry: SettledEntryNotice) => {
          const full = await queryClient
            .fetchQuery(pickemEntryQueryOptions(http, entry.id))
            .catch(() => null);
          const title = full ? entryTitle(full) : null;
          const show = entry.result === 'won' ? toast.success : toast.info;
          show(settlementText(entry, title), {
            id: `pickem-settled-${entry.id}`,
            action: { label: 'Results', onClick: () => navigate.current('/results/pick-em') },
          });
        };
        for (const entry of untold) if (!stopped) await tell(entry);
      });
    });
    return () => {
      stopped = true;
      stopListening();
    };
  }, [enabled, queryClient, http]);
}
