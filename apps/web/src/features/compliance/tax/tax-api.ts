import { TAX_ENDPOINTS, type TaxSummary, type W9Request } from '@kennel/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../../../shared/api/index.ts';

const E = TAX_ENDPOINTS;

export const taxQueryKey = ['tax'] as const;

export function taxQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: taxQueryKey,
    queryFn: async ({ signal }) => (await http.call(E.getTax, {}, { signal })).data,
  });
}

export async function submitW9(http: HttpClient, body: W9Request): Promise<TaxSummary> {
  return (await http.call(E.submitW9, { body })).data;
}

export function storeTaxSummary(queryClient: QueryClient, summary: TaxSummary) {
  queryClient.setQueryData(taxQueryKey, summary);
}

export const taxFormFileName = (taxYear: number) => `kennel-1099-misc-${taxYear}.pdf`;

/** Fetches the year's 1099-MISC and hands it to the browser as a download. */
export async function downloadTaxForm(http: HttpClient, taxYear: number): Promise<void> {
  const file = (await http.call(E.getTaxForm, { params: { year: taxYear } })) as unknown as Blob;
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = taxFormFileName(taxYear);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
