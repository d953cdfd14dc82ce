import {
  VERIFICATION_ENDPOINTS,
  type VerificationDocumentRequest,
  type VerificationRequest,
  type VerificationStatusWire,
} from '@kennel/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/index.ts';

const E = VERIFICATION_ENDPOINTS;

/** Also read by the wallet's withdraw section (same key, same answer). */
export const verificationQueryKey = ['verification'] as const;

export function verificationQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: verificationQueryKey,
    queryFn: async ({ signal }) => (await http.call(E.getVerification, {}, { signal })).data,
    // A pending check is decided by the provider in seconds; a document review by a person, in hours.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data?.status !== 'pending') return false;
      return data.document_submitted_at ? 60_000 : 5_000;
    },
  });
}

export async function submitIdentity(http: HttpClient, body: VerificationRequest) {
  return (await http.call(E.submitVerification, { body })).data;
}

export async function submitDocument(http: HttpClient, body: VerificationDocumentRequest) {
  return (await http.call(E.submitVerificationDocument, { body })).data;
}

export function storeVerification(queryClient: QueryClient, status: VerificationStatusWire) {
  queryClient.setQueryData(verificationQueryKey, status);
}
