import { z } from 'zod';
import { type ConsoleEndpoint, uuidParam } from './console-endpoint.ts';

/**
 * Why an account is held with another: it signed in on a browser the other used, or it was verified
 * with the other's legal name and birth date (an SSN unknown or equal).
 */
export const ACCOUNT_LINKS = ['shared_browser', 'same_identity'] as const;
export type AccountLink = (typeof ACCOUNT_LINKS)[number];

/** Another account the player's self-exclusions and holds are read through, as support sees it. */
export const linkedAccountSchema = z.object({
  player_id: z.string(),
  username: z.string(),
  links: z.array(z.enum(ACCOUNT_LINKS)),
  /** The other account has a self-exclusion in force (what a link holds the player by). */
  self_excluded: z.boolean(),
  /** Support marked the two accounts as two people: the link no longer holds either. */
  marked_distinct: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

export const markDistinctSchema = z.object({
  other_player_id: z.uuid({ error: 'Choose the other account.' }),
  reason: z
    .string({ error: 'Say how you know they are two people: the audit trail keeps it.' })
    .trim()
    .min(1, { error: 'Say how you know they are two people: the audit trail keeps it.' })
    .max(500, { error: 'A reason can be at most 500 characters.' }),
});

const playerParams = z.object({ id: uuidParam('player') });

export const CONSOLE_LINKED_ACCOUNT_ENDPOINTS = {
  playerLinkedAccounts: {
    method: 'GET',
    path: '/v1/console/players/:id/linked-accounts',
    summary:
      'The accounts the player is tied to by a shared browser or one verified name and birth date, and whether support marked them as two people.',
    auth: false,
    idempotent: false,
    roles: ['support', 'risk'],
    action: 'console.player.linked_accounts_viewed',
    params: playerParams,
    status: 200,
    response: z.object({ data: z.array(linkedAccountSchema) }),
  },
  markDistinctPerson: {
    method: 'POST',
    path: '/v1/console/players/:id/distinct-people',
    summary:
      "Marks the player and another account as two people: a shared browser or one name and birth date no longer holds either with the other's self-exclusion.",
    auth: false,
    idempotent: false,
    roles: ['support', 'risk'],
    action: 'console.player.marked_distinct_person',
    rateLimitPerMinute: 30,
    params: playerParams,
    body: markDistinctSchema,
    status: 201,
    response: z.object({ data: linkedAccountSchema }),
  },
} as const satisfies Record<string, ConsoleEndpoint>;
