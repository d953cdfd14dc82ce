import {
  PROCESSOR_TOKENIZE_PATH,
  SANDBOX_TEST_CARDS_PATH,
  type SandboxTestCardsResponse,
  sandboxTestCardsResponseSchema,
  type TokenizeRequest,
  type TokenizeResponse,
  toClientError,
  tokenizeResponseSchema,
} from '@kennel/core';
import { ApiRequestError, catalogueClientError } from '../../../shared/api/index.ts';

export interface ProcessorOptions {
  /** The processor's origin; in Kennel's sandbox it is the API's origin ('' = this page's). */
  baseUrl: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * Sends the card to the payment processor's tokenize endpoint, the only place the card number ever
 * goes, and answers the one-time token Kennel's API charges. Not Kennel's API: no CSRF token, and
 * cookies only when it shares Kennel's origin (the sandbox).
 */
export async function tokenizeCard(
  card: TokenizeRequest,
  options: ProcessorOptions,
): Promise<TokenizeResponse> {
  const request = { method: 'POST', path: PROCESSOR_TOKENIZE_PATH };
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await fetchImpl(`${options.baseUrl}${PROCESSOR_TOKENIZE_PATH}`, {
      method: 'POST',
      // The sandbox processor (same origin) binds the token to the signed-in player through the
      // session; a real processor on its own origin is never sent Kennel's cookies.
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(card),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(catalogueClientError('network_error'), request, { cause });
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiRequestError(toClientError(body, response.status), request);
  const parsed = tokenizeResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(catalogueClientError('internal_error'), request, { cause: parsed.error });
  }
  return parsed.data;
}

/**
 * The payment sandbox's test cards, or null where there is no sandbox (production answers 404) or
 * the list cannot be had: the deposit page then simply shows none.
 */
export async function fetchSandboxTestCards(
  options: ProcessorOptions,
): Promise<SandboxTestCardsResponse['cards'] | null> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await fetchImpl(`${options.baseUrl}${SANDBOX_TEST_CARDS_PATH}`, {
      headers: { accept: 'application/json' },
      signal: options.signal,
    });
    if (!response.ok) return null;
    const parsed = sandboxTestCardsResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.cards : null;
  } catch {
    return null;
  }
}
