import {
  type LimitType,
  type LimitWire,
  RESPONSIBLE_GAMING_ENDPOINTS,
  type ResponsibleGamingWire,
  type RestrictionWire,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@kennel/core';
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/index.ts';
import { responsibleGamingQueryKey } from '../../../shared/api/responsible-gaming.ts';

const E = RESPONSIBLE_GAMING_ENDPOINTS;

/** Sets, lowers, raises or removes (null) a limit; the server decides whether it applies now or waits. */
export async function setLimit(http: HttpClient, type: LimitType, amountCents: number | null) {
  return (await http.call(E.setLimit, { params: { type }, body: { amount_cents: amountCents } })).data;
}

export async function confirmLimitChange(http: HttpClient, type: LimitType) {
  return (await http.call(E.confirmLimitChange, { params: { type } })).data;
}

export async function cancelLimitChange(http: HttpClient, type: LimitType) {
  return (await http.call(E.cancelLimitChange, { params: { type } })).data;
}

export async function startTimeOut(http: HttpClient, duration: TimeOutDuration) {
  return (await http.call(E.startTimeOut, { body: { duration } })).data;
}

export async function startSelfExclusion(
  http: HttpClient,
  duration: SelfExclusionDuration,
  password: string,
) {
  return (await http.call(E.startSelfExclusion, { body: { duration, password } })).data;
}

/** Puts the server's answer for one limit into the shared cache entry, so every screen shows it at once. */
export function storeLimit(queryClient: QueryClient, limit: LimitWire) {
  queryClient.setQueryData<ResponsibleGamingWire>(
    responsibleGamingQueryKey,
    (state) =>
      state && { ...state, limits: state.limits.map((each) => (each.type === limit.type ? limit : each)) },
  );
}

export function storeRestriction(queryClient: QueryClient, restriction: RestrictionWire) {
  queryClient.setQueryData<ResponsibleGamingWire>(
    responsibleGamingQueryKey,
    (state) => state && { ...state, restriction },
  );
}
