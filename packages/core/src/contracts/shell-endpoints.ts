import type { ACCOUNT_ENDPOINTS } from './accounts-endpoints.ts';
import type { Endpoint, EndpointOutput } from './endpoint.ts';
import type { LOCATION_ENDPOINTS } from './location.ts';
import type { NOTIFICATION_ENDPOINTS } from './notifications.ts';
import type { PLATFORM_ENDPOINTS } from './platform-endpoints.ts';
import { isRecord, parseSessionResponse, parseUnreadCount, parseWallet } from './shell-checks.ts';
import type { WALLET_ENDPOINTS } from './wallet.ts';

// The endpoints the web app's shell calls on every page (session, legal links, CSRF token, balance),
// without their zod schemas: importing the contract objects would put zod in the first download.
// Each carries a zod-free check of its answer instead; shell-endpoints.test.ts holds method, path and
// flags equal to ENDPOINTS and each check to the zod schema, so the contract keeps one owner here.

/** A contract endpoint minus its zod schemas, with a zod-free check of its answer. */
export interface ShellEndpoint<E extends Endpoint = Endpoint, Output = EndpointOutput<E>>
  extends Pick<E, 'method' | 'path' | 'auth' | 'idempotent' | 'status'> {
  /** A clean copy of the answer, or null when it has the wrong shape; null for 204 No Content. */
  readonly check: E['response'] extends null ? null : (body: unknown) => Output | null;
  /** Type only, never set: the contract endpoint whose input this one takes. */
  readonly contract?: E;
}

type P = typeof PLATFORM_ENDPOINTS;
type A = typeof ACCOUNT_ENDPOINTS;
type W = typeof WALLET_ENDPOINTS;
type L = typeof LOCATION_ENDPOINTS;
type N = typeof NOTIFICATION_ENDPOINTS;

/** What the shell keeps of a location check: where the player was placed, and when. */
export interface ShellLocation {
  data: { state: string | null; located_at: string };
}

function parseCsrfTokenResponse(body: unknown): EndpointOutput<P['getCsrfToken']> | null {
  if (!isRecord(body) || !isRecord(body.data) || typeof body.data.token !== 'string') return null;
  return { data: { token: body.data.token } };
}

/**
 * Looser than the schema on purpose: the seed lets a partial answer fall back link by link to the
 * built-in legal links (withLegalLinkDefaults), so only the data object is required here.
 */
function parseSharedClientConfigResponse(body: unknown): { data: Record<string, unknown> } | null {
  return isRecord(body) && isRecord(body.data) ? { data: { ...body.data } } : null;
}

/** sessionRefreshResponseSchema's shape; the timestamps' ISO format is left to the server. */
function parseSessionRefreshResponse(body: unknown): EndpointOutput<A['refreshSession']> | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { idle_expires_at, absolute_expires_at } = body.data;
  if (typeof idle_expires_at !== 'string' || typeof absolute_expires_at !== 'string') return null;
  return { data: { idle_expires_at, absolute_expires_at } };
}

function parseWalletResponse(body: unknown): EndpointOutput<W['getWallet']> | null {
  const wallet = isRecord(body) ? parseWallet(body.data) : null;
  return wallet ? { data: wallet } : null;
}

/**
 * Looser than locationResponseSchema on purpose: the shell only keeps the located state and the
 * check's time under the location storage key; the deposit page reads the full answer with zod.
 */
function parseLocationResponse(body: unknown): ShellLocation | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { state, located_at } = body.data;
  if (!(state === null || (typeof state === 'string' && /^[A-Z]{2}$/.test(state)))) return null;
  if (typeof located_at !== 'string') return null;
  return { data: { state, located_at } };
}

function parseUnreadCountResponse(body: unknown): EndpointOutput<N['unreadNotificationCount']> | null {
  const data = isRecord(body) ? parseUnreadCount(body.data) : null;
  return data ? { data } : null;
}

/** Types the descriptor by its contract endpoint (the literal method, path and flags come from it). */
const shell = <E extends Endpoint, Output = EndpointOutput<E>>(endpoint: ShellEndpoint<E, Output>) =>
  endpoint;

export const SHELL_ENDPOINTS = {
  getSession: shell<P['getSession']>({
    method: 'GET',
    path: '/v1/session',
    auth: false,
    idempotent: false,
    status: 200,
    check: parseSessionResponse,
  }),
  getSharedClientConfig: shell<P['getSharedClientConfig'], { data: Record<string, unknown> }>({
    method: 'GET',
    path: '/v1/shared-client-config',
    auth: false,
    idempotent: false,
    status: 200,
    check: parseSharedClientConfigResponse,
  }),
  getCsrfToken: shell<P['getCsrfToken']>({
    method: 'GET',
    path: '/v1/csrf',
    auth: false,
    idempotent: false,
    status: 200,
    check: parseCsrfTokenResponse,
  }),
  logOut: shell<A['logOut']>({
    method: 'DELETE',
    path: '/v1/session',
    auth: false,
    idempotent: false,
    status: 204,
    check: null,
  }),
  refreshSession: shell<A['refreshSession']>({
    method: 'POST',
    path: '/v1/session/refresh',
    auth: true,
    idempotent: false,
    status: 200,
    check: parseSessionRefreshResponse,
  }),
  getWallet: shell<W['getWallet']>({
    method: 'GET',
    path: '/v1/wallet',
    auth: true,
    idempotent: false,
    status: 200,
    check: parseWalletResponse,
  }),
  getLocation: shell<L['getLocation'], ShellLocation>({
    method: 'GET',
    path: '/v1/location',
    auth: true,
    idempotent: false,
    status: 200,
    check: parseLocationResponse,
  }),
  unreadNotificationCount: shell<N['unreadNotificationCount']>({
    method: 'GET',
    path: '/v1/notifications/unread-count',
    auth: true,
    idempotent: false,
    status: 200,
    check: parseUnreadCountResponse,
  }),
} as const;
