import {
  canonicalJson,
  cents,
  entryRuleBreaches,
  type InvalidOption,
  type PickemEntry,
  type PickemEntryRequest,
  type PickemEntryType,
  payoutPreview,
} from '@kennel/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useHttpClient } from '../../../shared/api/index.ts';
import { pickemBoardQueryOptions } from '../../../shared/api/pickem.ts';
import { walletQueryOptions } from '../../../shared/api/wallet.ts';
import { playableCents } from '../../../shared/balance/index.ts';
import { toast } from '../../../shared/ui/index.ts';
import { ALL_BOARDS } from '../board/use-board.ts';
import { acceptedSlip } from './accept-lines.ts';
import { useSlip } from './slip-context.tsx';
import {
  cachedBoards,
  lookupOf,
  propsToLookUp,
  type ResolvedPick,
  resolvePicks,
  useBoardsFetching,
  useLineLookup,
} from './slip-lines.ts';
import { DEFAULT_FEE_CENTS, removeFromSlip, type Slip, withOfferedType } from './slip-model.ts';
import { useSubmitEntry } from './use-submit-entry.ts';

/** Where a pick stands: fine, or what the player must look at before it can go in. */
export type PickState = 'ok' | 'moved' | 'suspended' | 'closed' | 'loading';

/**
 * `refused` is what a 422 said of the pick's prop: its current line, which is the pick's own when
 * the prop takes no picks now (locked), whatever a board that has not heard yet still shows.
 */
export function pickState(
  resolved: ResolvedPick,
  refused: InvalidOption | undefined,
  lookupsSettled: boolean,
): PickState {
  if (!resolved.line) return lookupsSettled ? 'closed' : 'loading';
  if (resolved.line.status === 'suspended') return 'suspended';
  if (refused?.line_id === resolved.pick.lineId && !resolved.moved) return 'closed';
  if (resolved.moved || refused) return 'moved';
  return 'ok';
}

/** Every fact and action the slip shows, for the desktop column and the phone sheet alike. */
export function useEntrySlip({ retryDelaysMs }: { retryDelaysMs?: readonly number[] } = {}) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { slip, update, setSubmitting } = useSlip();
  const lookup = useLineLookup();
  const resolved = useMemo(() => resolvePicks(slip.picks, lookup), [slip.picks, lookup]);
  const unresolved = resolved.some((pick) => pick.line === null);
  // After a reload on another tab of the board, the slip's lines may be on no loaded page yet:
  // once the page's own board has answered, those props alone are asked for (never a whole board).
  const boardsLoading = useBoardsFetching();
  const lookUps = (['higher_lower', 'rivals'] as const).map((kind) => ({
    kind,
    props: propsToLookUp(slip.picks, kind),
  }));
  const fallbacks = useQueries({
    queries: lookUps.map(({ kind, props }) => ({
      ...pickemBoardQueryOptions(http, { kind, timing: 'all', props: props.join(',') }),
      enabled: unresolved && !boardsLoading && props.length > 0,
    })),
  });
  // Once answered, a board refetching in the background does not make a closed pick look unknown.
  const lookupsSettled =
    !unresolved ||
    fallbacks.every((query, at) => query.status !== 'pending' || lookUps[at]?.props.length === 0);
  const feeCents = cents(slip.entryFeeCents ?? DEFAULT_FEE_CENTS);
  const balance = useQuery(walletQueryOptions(http)).data ?? null;
  const [submitted, setSubmitted] = useState<PickemEntry | null>(null);
  const [accepting, setAccepting] = useState(false);
  // Set while the fee field holds no usable amount: nothing is priced or sent until it does.
  const [feeProblem, setFeeProblem] = useState<string | null>(null);
  // The player's choice to spend promo credit (off until they turn it on), sent with the entry: a
  // changed choice is another request, so another attempt with its own Idempotency-Key.
  // Sent as chosen, never as the balance stands: a balance moved by the attempt itself (its answer
  // lost, the live wallet showing the promo spent) must not make the retry another request, with
  // another key, that pays again. The API takes nothing from promo credit that is not there.
  const [usePromo, setUsePromo] = useState(false);

  const choices = {
    type: slip.entryType,
    fee_cents: feeCents,
    picks: slip.picks.map((pick) => ({
      option_id: pick.optionId,
      line_id: pick.lineId,
      prop_id: pick.propId,
    })),
    use_promo: usePromo,
  };
  const chosen = canonicalJson(choices);
  // The payouts version is the boards', not the player's: a newer one published while an entry's
  // answer is lost must not make the retry another request, with another key, that pays again.
  // So the version an attempt went out with stays its own until a definite answer (the entry, or a
  // refusal such as pickem_payouts_changed, after which the slip sends the version it shows).
  const [pinned, setPinned] = useState<{ choices: string; version: number | undefined } | null>(null);
  const scheduleVersion = pinned?.choices === chosen ? pinned.version : lookup.scheduleVersion;
  const request: PickemEntryRequest = {
    ...choices,
    ...(scheduleVersion === undefined ? {} : { payout_schedule_version: scheduleVersion }),
  };
  const submission = useSubmitEntry(request, {
    retryDelaysMs,
    onSubmitted: (entry) => {
      // One confirmation: the slip itself (a column, or the sheet kept open) says it, with its links.
      setSubmitted(entry);
      update((current) => ({ ...current, picks: [] }));
    },
  });
  // While the entry is on its way the slip is read-only here and on the board: what was sent stays shown.
  const readOnly = submission.pending;
  const outcomeUnknown = submission.problem?.error.apiCode === 'outcome_unknown';
  useEffect(() => {
    if (readOnly || outcomeUnknown) {
      setPinned((held) => (held?.choices === chosen ? held : { choices: chosen, version: scheduleVersion }));
    } else setPinned(null);
  }, [readOnly, outcomeUnknown, chosen, scheduleVersion]);
  useEffect(() => {
    setSubmitting(readOnly);
  }, [readOnly, setSubmitting]);
  useEffect(() => () => setSubmitting(false), [setSubmitting]);
  // Money that arrived (a deposit in another tab) may answer an "insufficient funds": ask again.
  const spendable = balance ? playableCents(balance, usePromo) : null;
  const { askAgain } = submission;
  useEffect(() => {
    if (spendable !== null) askAgain();
  }, [spendable, askAgain]);
  // Payouts changed since the board was read: read the boards again so the slip shows the new ones.
  const payoutsChanged = submission.problem?.error.apiCode === 'pickem_payouts_changed';
  useEffect(() => {
    if (payoutsChanged) void queryClient.invalidateQueries({ queryKey: ALL_BOARDS });
  }, [payoutsChanged, queryClient]);
  const refused = new Map(submission.problem?.invalidOptions.map((option) => [option.prop_id, option]));
  const states = resolved.map((pick) => pickState(pick, refused.get(pick.pick.propId), lookupsSettled));

  const multipliers = resolved.flatMap((pick) => (pick.option ? [pick.option.multiplier_hundredths] : []));
  const preview =
    multipliers.length === resolved.length && feeProblem === null
      ? payoutPreview(slip.entryType, feeCents, multipliers, lookup.schedule)
      : [];
  // As the server counts "two teams": a rivals pick counts for the team of the player it backs.
  const breaches = entryRuleBreaches({
    type: slip.entryType,
    feeCents,
    schedule: lookup.schedule,
    picks: resolved.map((pick) => ({
      playerId: pick.pick.playerId ?? pick.pick.propId,
      teamId: pick.line?.subjects[pick.choice === 'second' ? 1 : 0]?.team_id ?? pick.pick.propId,
    })),
  });

  const set = (change: (slip: Slip) => Slip) => {
    if (readOnly) return;
    setSubmitted(null);
    update(change);
  };

  /**
   * Takes the new lines from what the slip already holds (the boards, kept live, and the 422's
   * answer) at once. Only a line the 422 names that no board has heard of yet is fetched, and its
   * pick keeps showing meanwhile.
   */
  async function acceptNewLines() {
    if (readOnly) return;
    const named = submission.problem?.invalidOptions ?? [];
    const {
      slip: next,
      closed,
      behind,
    } = acceptedSlip(slip, lookupOf(cachedBoards(queryClient)), named, lookupsSettled);
    update(() => next);
    if (closed > 0)
      toast(`${closed === 1 ? 'A pick was' : `${closed} picks were`} removed`, {
        description: 'Their lines closed. Add another pick to keep your entry.',
      });
    if (behind.length === 0) {
      submission.dismissProblem();
      return;
    }
    setAccepting(true);
    try {
      await queryClient.refetchQueries({ queryKey: ALL_BOARDS, type: 'active' });
      const fresh = lookupOf(cachedBoards(queryClient));
      update((current) => acceptedSlip(current, fresh, behind, false).slip);
      submission.dismissProblem();
    } finally {
      setAccepting(false);
    }
  }

  return {
    slip,
    resolved,
    states,
    feeCents,
    balance,
    preview,
    breaches,
    submission,
    submitted,
    accepting,
    readOnly,
    feeProblem,
    setFeeProblem,
    usePromo,
    setUsePromo: (chosen: boolean) => {
      if (!readOnly) setUsePromo(chosen);
    },
    needsAttention: states.some((state) => state === 'moved' || state === 'closed'),
    blocked: states.some((state) => state !== 'ok'),
    acceptNewLines,
    dismissSubmitted: () => setSubmitted(null),
    setType: (entryType: PickemEntryType) => set((current) => ({ ...current, entryType })),
    setFee: (entryFeeCents: number) => set((current) => ({ ...current, entryFeeCents })),
    remove: (propId: string) => set((current) => removeFromSlip(current, propId)),
    clear: () => set((current) => withOfferedType({ ...current, picks: [] })),
  };
}

export type EntrySlipModel = ReturnType<typeof useEntrySlip>;
