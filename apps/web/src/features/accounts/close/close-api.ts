import { ACCOUNT_CLOSURE_ENDPOINTS, type CloseAccountRequest } from '@kennel/core';
import type { HttpClient } from '../../../shared/api/index.ts';

const E = ACCOUNT_CLOSURE_ENDPOINTS;

export const closureQueryKey = ['account', 'closure'] as const;

/** What closing involves now: cash to withdraw first, promo credit forfeited, payments in flight. */
export async function getClosure(http: HttpClient, signal?: AbortSignal) {
  return (await http.call(E.getAccountClosure, {}, { signal })).data;
}

/** 409 (cash or a payment in flight) and 422 (wrong password) are answers the dialog shows. */
export async function closeAccount(http: HttpClient, request: CloseAccountRequest) {
  return (await http.call(E.closeAccount, { body: request }, { quietStatuses: [409, 422] })).data;
}
