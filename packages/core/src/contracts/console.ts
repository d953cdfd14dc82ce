import { CONSOLE_AUDIT_ENDPOINTS } from './console-audit.ts';
import { CONSOLE_CONTEST_ENDPOINTS } from './console-contests.ts';
import { CONSOLE_AUTH_ENDPOINTS, type ConsoleEndpoint } from './console-endpoint.ts';
import { CONSOLE_GAME_ENDPOINTS } from './console-games.ts';
import { CONSOLE_LINKED_ACCOUNT_ENDPOINTS } from './console-linked-accounts.ts';
import { CONSOLE_PLAYER_ENDPOINTS } from './console-players.ts';
import { CONSOLE_RECONCILIATION_ENDPOINTS } from './console-reconciliation.ts';
import { CONSOLE_REVIEW_ENDPOINTS } from './console-reviews.ts';
import { CONSOLE_SCHEDULE_ENDPOINTS } from './console-schedules.ts';
import { CONSOLE_SUPPORT_ENDPOINTS } from './console-support.ts';
import { CONSOLE_TAX_ENDPOINTS } from './console-tax.ts';

export * from './console-audit.ts';
export * from './console-contests.ts';
export * from './console-endpoint.ts';
export * from './console-games.ts';
export * from './console-linked-accounts.ts';
export * from './console-players.ts';
export * from './console-reconciliation.ts';
export * from './console-reviews.ts';
export * from './console-schedules.ts';
export * from './console-support.ts';
export * from './console-tax.ts';

/**
 * Every endpoint of the operator console, by name: the console server registers each (a test walks
 * the list with every role), the console web app calls through it. None of them is in the player
 * API's registry or reachable on its port.
 */
export const CONSOLE_ENDPOINTS = {
  ...CONSOLE_AUTH_ENDPOINTS,
  ...CONSOLE_SUPPORT_ENDPOINTS,
  ...CONSOLE_PLAYER_ENDPOINTS,
  ...CONSOLE_LINKED_ACCOUNT_ENDPOINTS,
  ...CONSOLE_AUDIT_ENDPOINTS,
  ...CONSOLE_REVIEW_ENDPOINTS,
  ...CONSOLE_GAME_ENDPOINTS,
  ...CONSOLE_CONTEST_ENDPOINTS,
  ...CONSOLE_SCHEDULE_ENDPOINTS,
  ...CONSOLE_RECONCILIATION_ENDPOINTS,
  ...CONSOLE_TAX_ENDPOINTS,
} as const satisfies Record<string, ConsoleEndpoint>;

export type ConsoleEndpointName = keyof typeof CONSOLE_ENDPOINTS;
